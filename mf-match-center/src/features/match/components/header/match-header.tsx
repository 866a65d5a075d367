import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isGoalSet, matchStatusForDisplay, type Match, type MatchSide } from 'shared-domain';
import { Badge, EntityAvatar } from 'shared-ui';
import type { MatchSides } from '../match-sides';
import { formatMatchDate } from './format-date';
import styles from './match-header.module.css';
import { STATUS_LABELS, STATUS_TONES } from './match-status-labels';

interface MatchHeaderProps {
  match: Match;
  sides: MatchSides;
  now: number;
  /** '/admin' inside the console, '' on the public paths: where team names link to. */
  base: string;
  /** Editing controls under the facts (the status selector). */
  children?: ReactNode;
}

/** Both teams with the score and status between them, then date, time, venue and referee. */
export function MatchHeader({ match, sides, now, base, children }: MatchHeaderProps) {
  const status = matchStatusForDisplay(match, now);
  const scored = isGoalSet(match.homeGoals) && isGoalSet(match.awayGoals);
  const facts: [string, string][] = [
    ['Date', formatMatchDate(match.dateISO) || 'Not set'],
    ['Time', match.time || 'Not set'],
    ['Venue', match.venue || 'Not set'],
    ['Referee', match.referee || 'Not set'],
  ];
  return (
    <section className={styles.header} aria-label="Match summary">
      <div className={styles.teams}>
        <HeaderTeam side="home" sides={sides} base={base} />
        <div className={styles.score}>
          <span className={styles.scoreValue} aria-label={scored ? `Score ${match.homeGoals} – ${match.awayGoals}` : 'No score yet'}>
            {scored ? `${match.homeGoals} – ${match.awayGoals}` : '– : –'}
          </span>
          <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>
        </div>
        <HeaderTeam side="away" sides={sides} base={base} />
      </div>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}

/** A side's logo and name (a link to the team page when the team is real, not a playoff placeholder). */
function HeaderTeam({ side, sides, base }: { side: MatchSide; sides: MatchSides; base: string }) {
  const team = sides.team(side);
  return (
    <div className={styles.team}>
      <EntityAvatar name={sides.name(side)} imageUrl={team?.logo} size="lg" shape="rounded" decorative />
      {team ? (
        <Link className={styles.teamName} to={`${base}/teams/${team.id}`}>
          {sides.name(side)}
        </Link>
      ) : (
        <span className={styles.teamName}>{sides.name(side)}</span>
      )}
      <span className={styles.side}>{side === 'home' ? 'Home' : 'Away'}</span>
    </div>
  );
}
