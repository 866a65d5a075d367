import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LoadingPanel } from './loading-panel';

const meta = {
  title: 'Feedback/LoadingPanel',
  component: LoadingPanel,
} satisfies Meta<typeof LoadingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CustomText: Story = { args: { text: 'Loading teams...' } };

export const Compact: Story = { args: { compact: true } };
