import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { sampleRows, sampleTeamHref, sampleTeams } from '../stories/sample-season';
import { StandingsTable } from './standings-table';

const meta = {
  title: 'Football/StandingsTable',
  component: StandingsTable,
  // Both themes side by side (storybook/.storybook/preview.tsx).
  parameters: { bothThemes: true },
  args: { rows: sampleRows, teams: sampleTeams, teamHref: sampleTeamHref },
} satisfies Meta<typeof StandingsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The public page: medals on the top three, GD always. */
export const PublicWithMedals: Story = { args: { medals: true, caption: 'League table' } };

/** The organizer's page: the playoff zone highlighted and marked Qualified. */
export const AdminPlayoffZone: Story = { args: { qualified: sampleRows.slice(0, 4).map((row) => row.teamId) } };

export const WithBadges: Story = { args: { badges: true, medals: true, showCaption: true } };

export const NoTeams: Story = { args: { rows: [], emptyText: 'No teams yet.' } };

/**
 * A phone's width (about 21rem of table): #, Team, P, W, D, L, GD and Pts fit without scrolling (GF and
 * GA give way), names wrap between words only; "Qualified" moves under a name it would squeeze.
 */
export const PhoneWidth: Story = {
  args: { medals: true, qualified: sampleRows.slice(0, 4).map((row) => row.teamId) },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '21.5rem' }}>
        <Story />
      </div>
    ),
  ],
};
