import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { sampleBracket, sampleMatchHref, sampleTeams } from '../stories/sample-season';
import { PlayoffBracket } from './playoff-bracket';

const meta = {
  title: 'Football/PlayoffBracket',
  component: PlayoffBracket,
  parameters: { bothThemes: true },
  args: { rounds: sampleBracket, teams: sampleTeams },
} satisfies Meta<typeof PlayoffBracket>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A decided semi-final fills the final's first slot; the other waits as "Winner of match 2". */
export const SemiFinalsAndFinal: Story = {};

/** Public pages: each game links to its match page. */
export const LinkedToMatchPages: Story = { args: { matchHref: sampleMatchHref } };

/** A bye is never played, so it never links (shown here with links on). */
export const WithBye: Story = {
  args: {
    matchHref: sampleMatchHref,
    rounds: [
      {
        index: 0,
        name: 'Quarter-finals',
        matches: [
          { id: 'q1', homeTeamId: 'ars', awayTeamId: 'ars', bye: true, winner: 'home' },
          { id: 'q2', homeTeamId: 'che', awayTeamId: 'new', homeGoals: 1, awayGoals: 2, bye: false, winner: 'away' },
        ],
      },
      { index: 1, name: 'Final', matches: [{ id: 'f', homeTeamId: 'ars', awayTeamId: 'new', bye: false, winner: null }] },
    ],
  },
};
