import type { Match } from 'shared-domain';
import { cx } from 'shared-ui';
import { formatKickoff } from '../format/date-time';
import { teamLabel, type TeamLookup } from '../teams/team-info';
import { FixtureState } from './fixture-state';
import styles from './fixture-row.module.css';

/** What a fixture row shows of a match. */
export type FixtureMatch = Pick<Match, 'id' | 'round' | 'isPlayoff' | 'homeTeamId' | 'awayTeamId' | 'homeGoals' | 'awayGoals' | 'dateISO' | 'time' | 'venue'>;

/** One read-only fixture: home, state (score or UPCOMING / LIVE), away, then kick-off and venue. */
export function FixtureRow({ match, teams }: { match: FixtureMatch; teams: TeamLookup }) {
  const meta = [formatKickoff(match.dateISO, match.time), match.venue?.trim()].filter(Boolean).join(' · ');
  return (
    <div className={styles.fixture}>
      <span className={cx(styles.team, styles.home)}>{teamLabel(match.homeTeamId, teams)}</span>
      <span className={styles.state}>
        <FixtureState match={match} />
      </span>
      <span className={cx(styles.team, styles.away)}>{teamLabel(match.awayTeamId, teams)}</span>
      {meta && <span className={styles.meta}>{meta}</span>}
    </div>
  );
}
