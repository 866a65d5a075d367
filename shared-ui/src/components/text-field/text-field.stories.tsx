import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button/button';
import { TextField } from './text-field';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email', autoComplete: 'email' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = { args: { required: true } };

export const WithHint: Story = { args: { label: 'Username', type: 'text', hint: 'Letters, numbers and dashes' } };

export const WithError: Story = {
  args: { required: true, defaultValue: 'not-an-email', error: 'Enter a valid email address' },
};

/** Near its limit a field counts its characters; over it, the counter and the error say so. */
export const WithCounter: Story = {
  args: { label: 'Team Name', type: 'text', defaultValue: 'A'.repeat(86), counter: { count: 86, max: 100 } },
};

export const OverLimit: Story = {
  args: {
    label: 'Team Name',
    type: 'text',
    defaultValue: 'A'.repeat(104),
    counter: { count: 104, max: 100 },
    error: 'Team name must be at most 100 characters.',
  },
};

export const Color: Story = { args: { label: 'Primary color', name: 'color', type: 'color', defaultValue: '#ef0107' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'organizer@example.com' } };

export const HiddenLabel: Story = {
  args: { label: 'Search', type: 'search', name: 'q', hideLabel: true, placeholder: 'Search...' },
};

/** A sign-in form built from the kit: fields are required, the button shows its busy state. */
export const SignInForm: Story = {
  render: () => (
    <form style={{ display: 'grid', gap: 16 }} onSubmit={(event) => event.preventDefault()}>
      <TextField label="Email or username" name="identifier" required autoComplete="username" />
      <TextField label="Password" name="password" type="password" required autoComplete="current-password" />
      <Button type="submit" fullWidth>
        Sign in
      </Button>
    </form>
  ),
};
