import type { ReactNode } from 'react';
import { groupFixturesByTour, type TournamentVenue } from 'shared-domain';
import { cx } from 'shared-ui';
import type { MatchLinking } from '../matches/match-link';
import { RoundSection } from '../round-section/round-section';
import type { TeamLookup } from '../teams/team-info';
import { FixtureRow, type FixtureMatch } from './fixture-row';
import styles from './fixtures-list.module.css';

export interface FixturesListProps<M extends FixtureMatch> extends MatchLinking {
  /** Every match of the tournament; playoff matches are left out (the bracket shows them). */
  matches: readonly M[];
  /** Names for the default read-only rows (linked to their match pages with `matchHref`). */
  teams?: TeamLookup;
  /** The tournament's time zone, for the default rows' kick-off. */
  timeZone?: string;
  /** The tournament's venues, for the default rows' pitch (issue 25). */
  venues?: readonly TournamentVenue[];
  /** A round's heading: "Tour N" by default (public pages); the admin page says "Round N". */
  roundTitle?: (round: number) => ReactNode;
  /** Beside a round's heading, e.g. how many of its matches are played. */
  roundAside?: (matches: readonly M[]) => ReactNode;
  /**
   * Order inside a round: by kick-off (undated last) for reading, or by id so that rows being edited
   * never move under the user's hands.
   */
  order?: 'kickoff' | 'id';
  /** A row of one's own (the admin's editable match row) inside the same grouping; its `<li>` is ours. */
  renderMatch?: (match: M) => ReactNode;
  /** Shown when there are no league fixtures. */
  empty?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** The clock for the default rows' state (live, result pending). */
  now?: number;
}

const NO_TEAMS: TeamLookup = new Map();
const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

/** League fixtures grouped by round, rounds ascending (spec §2 "Tour N"). */
export function FixturesList<M extends FixtureMatch>({
  matches,
  teams = NO_TEAMS,
  timeZone,
  venues,
  roundTitle,
  roundAside,
  order = 'kickoff',
  renderMatch,
  empty = <p className={styles.empty}>No fixtures yet.</p>,
  headingLevel = 3,
  className,
  matchHref,
  renderMatchLink,
  now,
}: FixturesListProps<M>) {
  const rounds = groupFixturesByTour(matches);
  if (rounds.length === 0) return <>{empty}</>;
  return (
    <div className={cx(styles.rounds, className)}>
      {rounds.map((round) => {
        const list = order === 'id' ? [...round.matches].sort(byId) : round.matches;
        return (
          <RoundSection key={round.round} title={roundTitle ? roundTitle(round.round) : round.label} aside={roundAside?.(list)} headingLevel={headingLevel}>
            {list.map((match) => (
              <li key={match.id}>{renderMatch ? renderMatch(match) : <FixtureRow match={match} teams={teams} now={now} timeZone={timeZone} venues={venues} matchHref={matchHref} renderMatchLink={renderMatchLink} />}</li>
            ))}
          </RoundSection>
        );
      })}
    </div>
  );
}
