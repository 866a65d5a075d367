import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TeamBadge } from './team-badge';

const meta = {
  title: 'Football/TeamBadge',
  component: TeamBadge,
  parameters: { bothThemes: true },
  args: { team: { name: 'Arsenal', colors: ['#EF0107', '#FFFFFF'] }, size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof TeamBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TeamColours: Story = {};

/** A light primary colour gets dark initials. */
export const LightColours: Story = { args: { team: { name: 'Borussia Dortmund', colors: ['#FDE100', '#000000'] } } };

/** Dark on dark still shows its outline. */
export const DarkColours: Story = { args: { team: { name: 'Newcastle United', colors: ['#241F20', '#FFFFFF'] } } };

/** No usable colour: shared-ui's initial avatar. */
export const NoColours: Story = { args: { team: { name: 'West Ham United' } } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <TeamBadge {...args} size="sm" />
      <TeamBadge {...args} size="md" />
      <TeamBadge {...args} size="lg" />
    </div>
  ),
};
