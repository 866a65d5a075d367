import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StatGrid, StatTile } from './stat-tile';

const meta = {
  title: 'Display/StatTile',
  component: StatTile,
  args: { label: 'Teams', value: 20 },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Story['decorators'] = [
  (Story) => (
    <div style={{ maxWidth: 220 }}>
      <Story />
    </div>
  ),
];

export const Default: Story = { decorators: narrow };

export const WithIconAndHint: Story = {
  args: { icon: '⚽', label: 'Goals', value: 1084, hint: '2.85 per match' },
  decorators: narrow,
};

export const Accent: Story = { args: { label: 'Points', value: 89, tone: 'accent' }, decorators: narrow };

/** The dashboard's quick stats: a grid that wraps from five columns down to one. */
export const Grid: Story = {
  render: () => (
    <StatGrid>
      <StatTile icon="🏢" label="Organizers" value={4} />
      <StatTile icon="👕" label="Teams" value={20} />
      <StatTile icon="🏆" label="Tournaments" value={3} />
      <StatTile icon="📅" label="Matches" value={380} />
      <StatTile icon="🧍" label="Players" value={532} tone="accent" />
    </StatGrid>
  ),
};
