import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button, buttonClassName } from './button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Save changes', variant: 'primary', size: 'md', loading: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'More' } };

export const Small: Story = { args: { size: 'sm', children: 'Manage' } };

export const Loading: Story = {
  args: { type: 'submit', loading: true, loadingText: 'Signing in...', children: 'Sign In' },
};

export const Disabled: Story = { args: { disabled: true } };

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Sign In' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
};

/** Every variant and size side by side, plus a link styled with `buttonClassName()`. */
export const Gallery: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['md', 'sm'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
          <Button size={size}>Primary</Button>
          <Button size={size} variant="secondary">
            Secondary
          </Button>
          <Button size={size} variant="danger">
            Danger
          </Button>
          <Button size={size} variant="ghost">
            Ghost
          </Button>
          <Button size={size} loading loadingText="Saving...">
            Save
          </Button>
          <Button size={size} disabled>
            Disabled
          </Button>
          <a href="#link" className={buttonClassName({ variant: 'secondary', size })}>
            Link as button
          </a>
        </div>
      ))}
    </div>
  ),
};
