import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { UndoToast } from './undo-toast';

const meta = {
  title: 'Feedback/UndoToast',
  component: UndoToast,
  parameters: { bothThemes: true },
  args: { message: 'Eagles deleted.', onUndo: () => {}, onExpire: () => {}, durationMs: 3_600_000 },
} satisfies Meta<typeof UndoToast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AfterADelete: Story = {};
export const Undoing: Story = { args: { undoing: true } };
