import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Tabs } from './tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TournamentStatistics: Story = {
  args: {
    label: 'Statistics',
    items: [
      { id: 'all', label: 'All Players', content: <p>Every player with goals and assists.</p> },
      { id: 'scorers', label: 'Top Scorers', content: <p>The five best scorers.</p> },
      { id: 'assists', label: 'Top Assists', content: <p>The five best assisters.</p> },
    ],
  },
};
