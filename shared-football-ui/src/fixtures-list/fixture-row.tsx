import type { Match, TournamentVenue } from 'shared-domain';
import { kickoffText, matchPlace } from 'shared-domain/kickoff';
import { cx } from 'shared-ui';
import { linkedMatch, matchLinkLabel, type MatchLinking } from '../matches/match-link';
import { teamLabel, type TeamLookup } from '../teams/team-info';
import { FixtureState } from './fixture-state';
import styles from './fixture-row.module.css';

/** What a fixture row shows of a match. */
export type FixtureMatch = Pick<
  Match,
  'id' | 'round' | 'isPlayoff' | 'homeTeamId' | 'awayTeamId' | 'homeGoals' | 'awayGoals' | 'homePenalties' | 'awayPenalties' | 'dateISO' | 'time' | 'venue'
> &
  Partial<Pick<Match, 'status' | 'pitchId' | 'clock'>>;

export interface FixtureRowProps extends MatchLinking {
  match: FixtureMatch;
  teams: TeamLookup;
  /** Said before the kick-off, e.g. the tournament's name in a team's list of matches. */
  context?: string;
  /** The clock for the state (live, result pending); without it an unscored match is UPCOMING. */
  now?: number;
  /** The tournament's time zone, in which the kick-off is told and labelled (none: UTC, as older tournaments read). */
  timeZone?: string;
  /** The tournament's venues, which name the match's pitch ("Pitch 2 · Riverside Park", issue 25). */
  venues?: readonly TournamentVenue[];
}

/**
 * One read-only fixture: home, state (score or UPCOMING / LIVE), away, then kick-off (shared-domain's
 * kickoffText: "Time to be confirmed" without a time) and place (its pitch, shared-domain's matchPlace, else its venue). With
 * `matchHref` the whole row is one link to the match's page.
 */
export function FixtureRow({ match, teams, context, now, timeZone, venues, matchHref, renderMatchLink }: FixtureRowProps) {
  const place = matchPlace(match, { venues }) ?? match.venue?.trim();
  const meta = [context, kickoffText(match, timeZone)?.text, place].filter(Boolean).join(' · ');
  const home = teamLabel(match.homeTeamId, teams);
  const away = teamLabel(match.awayTeamId, teams);
  const row = (
    <>
      <span className={cx(styles.team, styles.home)}>{home}</span>
      <span className={styles.state}>
        <FixtureState match={match} now={now} />
      </span>
      <span className={cx(styles.team, styles.away)}>{away}</span>
      {meta && <span className={styles.meta}>{meta}</span>}
    </>
  );
  return linkedMatch({ matchId: match.id, label: matchLinkLabel(home, away, match), className: styles.fixture, children: row }, { matchHref, renderMatchLink });
}
