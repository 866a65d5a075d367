import type { ReactNode } from 'react';
import { matchStatusForDisplay, type Match } from 'shared-domain';
import { kickoffText } from 'shared-domain/kickoff';
import { cx } from 'shared-ui';
import { formatDate } from '../format/date-time';
import { Score } from '../score/score';
import { TeamBadge } from '../team-badge/team-badge';
import type { TeamInfo, TeamLinking } from '../teams/team-info';
import { linkedTeamName } from '../teams/team-link';
import { MatchMinute } from './match-minute';
import { MatchStatusBadge } from './match-status-badge';
import styles from './match-header.module.css';

/** One side of the header: its shown name (a team's, or a placeholder's) and, for a real team, its id. */
export interface MatchHeaderSide extends TeamInfo {
  /** Set for a loaded team: its name links to its page. */
  teamId?: string;
}

type MatchHeaderMatch = Pick<Match, 'homeGoals' | 'awayGoals' | 'homePenalties' | 'awayPenalties' | 'dateISO' | 'time' | 'venue' | 'referee' | 'status' | 'clock'>;

export interface MatchHeaderProps extends TeamLinking {
  match: MatchHeaderMatch;
  home: MatchHeaderSide;
  away: MatchHeaderSide;
  /** For the status derived from date and score (passed in so tests can fix it). */
  now: number;
  /**
   * The tournament's time zone: given (public pages), the date and time are shared-domain's kickoffText
   * ("20:00 BST", "Time to be confirmed"); without it (the organizer's editor), the values as stored.
   */
  timeZone?: string | null;
  /** Where it is played, "Pitch 2 · Riverside Park" (issue 25, shared-domain/kickoff's matchPlace): shown as its venue. */
  place?: string | null;
  /** Editing controls under the facts, e.g. the match centre's status selector. */
  children?: ReactNode;
  /** The section's accessible name. */
  label?: string;
  className?: string;
}

const NOT_SET = 'Not set';

/**
 * Both teams with the score and status between them, then date, time, venue (its pitch, where it has one) and referee (spec §2).
 * A status someone set is shown as set (issue 25); otherwise it is derived from date and score (spec §4).
 */
export function MatchHeader({ match, home, away, now, timeZone, place, children, label = 'Match summary', className, renderTeamLink, teamHref }: MatchHeaderProps) {
  const kickoff = timeZone === undefined ? null : kickoffText(match, timeZone);
  const facts: [string, string][] = [
    ['Date', kickoff?.day ?? formatDate(match.dateISO) ?? NOT_SET],
    ['Time', kickoff?.time ?? (match.time || NOT_SET)],
    ['Venue', place || match.venue || NOT_SET],
    ['Referee', match.referee || NOT_SET],
  ];
  const team = (side: MatchHeaderSide, which: 'Home' | 'Away') => (
    <div className={styles.team}>
      <TeamBadge team={side} size="lg" />
      {linkedTeamName(side.teamId, side.name, { renderTeamLink, teamHref }, styles.name)}
      <span className={styles.side}>{which}</span>
    </div>
  );
  return (
    <section className={cx(styles.header, className)} aria-label={label}>
      <div className={styles.teams}>
        {team(home, 'Home')}
        <div className={styles.result}>
          <Score homeGoals={match.homeGoals} awayGoals={match.awayGoals} homePenalties={match.homePenalties} awayPenalties={match.awayPenalties} size="lg" />
          <MatchStatusBadge status={matchStatusForDisplay(match, now)} />
          <MatchMinute clock={match.clock} now={now} />
        </div>
        {team(away, 'Away')}
      </div>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children !== undefined && <div className={styles.controls}>{children}</div>}
    </section>
  );
}
