import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { isScored } from 'shared-domain';
import { sampleMatchHref, sampleMatches, sampleTeams } from '../stories/sample-season';
import { teamLabel } from '../teams/team-info';
import { FixturesList } from './fixtures-list';

const meta = {
  title: 'Football/FixturesList',
  component: FixturesList,
  args: { matches: sampleMatches, teams: sampleTeams },
  // Both themes side by side (storybook/.storybook/preview.tsx).
  parameters: { bothThemes: true },
} satisfies Meta<typeof FixturesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Tour N" with finished, LIVE (one score entered) and UPCOMING fixtures. */
export const Public: Story = {};

/** Public pages: every row is one link to its match page (hover and focus show it). */
export const LinkedToMatchPages: Story = { args: { matchHref: sampleMatchHref } };

/** A screen's own rows (here a stand-in for the admin's editable row) in the same grouping. */
export const OwnRows: Story = {
  args: {
    order: 'id',
    roundTitle: (round) => `Round ${round}`,
    roundAside: (list) => `${list.filter(isScored).length}/${list.length} played`,
    renderMatch: (match) => (
      <div style={{ padding: 8, border: '1px dashed var(--ft-color-border-strong)', borderRadius: 8 }}>
        {teamLabel(match.homeTeamId, sampleTeams)} vs {teamLabel(match.awayTeamId, sampleTeams)}
      </div>
    ),
  },
};

export const NoFixtures: Story = { args: { matches: [] } };
