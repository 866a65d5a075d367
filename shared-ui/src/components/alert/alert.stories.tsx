import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Alert } from './alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { tone: 'error', children: 'Something did not work. Check the form and try again.' },
  argTypes: { tone: { control: 'inline-radio', options: ['error', 'warning', 'success', 'info'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorMessage: Story = {};

export const WarningMessage: Story = { args: { tone: 'warning', children: 'Setting up this tournament did not finish.' } };

export const SuccessMessage: Story = { args: { tone: 'success', children: 'Changes saved.' } };

export const InfoMessage: Story = { args: { tone: 'info', title: 'Heads up', children: 'Scores update as soon as they are saved.' } };

export const Dismissible: Story = { args: { tone: 'success', children: 'Changes saved.', onDismiss: () => {} } };
