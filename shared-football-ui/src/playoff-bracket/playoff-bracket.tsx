import type { ReactNode } from 'react';
import type { PublicBracketMatch, PublicBracketRound } from 'shared-domain';
import { cx } from 'shared-ui';
import type { MatchLinking } from '../matches/match-link';
import { RoundSection } from '../round-section/round-section';
import type { TeamLookup } from '../teams/team-info';
import { BracketMatch } from './bracket-match';
import styles from './playoff-bracket.module.css';

export interface PlayoffBracketProps extends MatchLinking {
  /** Named rounds, first to last, as shared-domain's `publicPlayoffRounds` builds them. */
  rounds: readonly PublicBracketRound[];
  teams: TeamLookup;
  /** The tournament's time zone, for the kick-off of the default match views. */
  timeZone?: string;
  /** Name of the scrollable region holding the rounds. */
  label?: string;
  /** A match view of one's own inside the same columns; its `<li>` is ours. */
  renderMatch?: (match: PublicBracketMatch) => ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** The clock for the games' state (live, result pending). */
  now?: number;
}

/**
 * The playoff bracket: one column per named round, scrolling sideways inside a focusable, labelled
 * region (so keyboard users can scroll it); rounds stack on narrow screens, first round on top. With
 * `matchHref` each game that is played (not a bye) links to its match page.
 */
export function PlayoffBracket({ rounds, teams, timeZone, label = 'Playoff rounds', renderMatch, headingLevel = 3, className, now, matchHref, renderMatchLink }: PlayoffBracketProps) {
  return (
    <div className={cx(styles.bracket, className)} role="region" aria-label={label} tabIndex={0}>
      {rounds.map((round) => (
        <RoundSection key={round.index} title={round.name} headingLevel={headingLevel} centred>
          {round.matches.map((match) => (
            <li key={match.id}>{renderMatch ? renderMatch(match) : <BracketMatch match={match} teams={teams} now={now} timeZone={timeZone} matchHref={matchHref} renderMatchLink={renderMatchLink} />}</li>
          ))}
        </RoundSection>
      ))}
    </div>
  );
}
