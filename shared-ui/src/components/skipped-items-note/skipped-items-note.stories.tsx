import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SkippedItemsNote } from './skipped-items-note';

const meta = {
  title: 'Feedback/SkippedItemsNote',
  component: SkippedItemsNote,
  args: { count: 1 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SkippedItemsNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneItem: Story = {};

export const SeveralItems: Story = { args: { count: 3 } };
