import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { sampleMatchHref, sampleMatches, sampleTeams } from '../stories/sample-season';
import { FixtureRow } from './fixture-row';

const meta = {
  title: 'Football/FixtureRow',
  component: FixtureRow,
  args: { match: sampleMatches[0]!, teams: sampleTeams },
  parameters: { bothThemes: true },
} satisfies Meta<typeof FixtureRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Finished: Story = {};

/** A team's list of matches: the tournament before the kick-off, the whole row one link to the match page. */
export const LinkedWithTournament: Story = { args: { context: 'Premier League', matchHref: sampleMatchHref } };

export const Live: Story = { args: { match: sampleMatches[4]!, matchHref: sampleMatchHref } };

export const Upcoming: Story = { args: { match: sampleMatches[5]! } };

/** Kick-off in the tournament's zone with its name ("15:00 BST"). */
export const InTournamentZone: Story = { args: { match: { ...sampleMatches[5]!, dateISO: '2024-08-17', time: '15:00' }, timeZone: 'Europe/London' } };

/** A date and no time (an imported result, say): "Time to be confirmed", never an invented time. */
export const TimeToBeConfirmed: Story = { args: { match: { ...sampleMatches[5]!, dateISO: '2024-08-17', time: undefined }, timeZone: 'Europe/London' } };
