import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TextAreaField } from './text-area-field';

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  args: { label: 'Description', name: 'description' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { label: 'Team names', hint: 'One name per line; blank lines are ignored', rows: 6 },
};

export const WithError: Story = { args: { required: true, error: 'This field is required' } };
