import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TeamColors } from './team-colors';

const meta = {
  title: 'Display/TeamColors',
  component: TeamColors,
  args: { colors: ['#EF0107', '#FFFFFF'] },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof TeamColors>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoColors: Story = {};

export const OneColor: Story = { args: { colors: ['#034694'] } };

export const WithHex: Story = { args: { showHex: true, size: 'lg' } };

export const DarkAndLightSwatches: Story = {
  args: { colors: ['#000000', '#FFFFFF'], showHex: true },
};
