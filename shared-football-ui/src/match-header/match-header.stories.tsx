import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SelectField } from 'shared-ui';
import { MATCH_STATUS_LABELS } from 'shared-domain';
import { MatchHeader } from './match-header';

const meta = {
  title: 'Football/MatchHeader',
  component: MatchHeader,
  parameters: { bothThemes: true },
  args: {
    now: Date.UTC(2024, 8, 1),
    home: { name: 'Arsenal', teamId: 'ars', colors: ['#EF0107', '#FFFFFF'] },
    away: { name: 'Chelsea', teamId: 'che', colors: ['#034694'] },
    teamHref: (teamId: string) => `#team-${teamId}`,
    match: { homeGoals: 3, awayGoals: 1, dateISO: '2024-08-17', time: '15:00', venue: 'Emirates Stadium', referee: 'Michael Oliver' },
  },
} satisfies Meta<typeof MatchHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Finished: Story = {};

/** Nothing set yet; the away side is still a playoff placeholder, so it is not linked. */
export const NotSetYet: Story = { args: { match: {}, away: { name: 'Winner of match 2' } } };

export const Postponed: Story = { args: { match: { dateISO: '2024-08-17', status: 'postponed' } } };

/** The match centre brings its editing controls in as children. */
export const WithStatusControl: Story = {
  args: {
    children: (
      <SelectField
        label="Status"
        defaultValue="finished"
        options={Object.entries(MATCH_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
      />
    ),
  },
};
