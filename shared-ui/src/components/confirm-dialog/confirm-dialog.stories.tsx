import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { bothThemes: true },
  args: { title: 'Change this result?', onConfirm: () => {}, onCancel: () => {} },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClearsLaterResults: Story = {
  args: {
    danger: true,
    children: (
      <>
        <p>The winner of this game changes, so these later results no longer hold:</p>
        <ul>
          <li>Final: Arsenal vs Chelsea (2–1)</li>
        </ul>
      </>
    ),
  },
};
