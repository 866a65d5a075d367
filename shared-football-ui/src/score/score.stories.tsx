import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Score } from './score';

const meta = {
  title: 'Football/Score',
  component: Score,
  parameters: { bothThemes: true },
  args: { homeGoals: 2, awayGoals: 1 },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
} satisfies Meta<typeof Score>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Played: Story = {};

export const Large: Story = { args: { size: 'lg' } };

export const NotPlayed: Story = { args: { homeGoals: null, awayGoals: null, size: 'lg' } };
