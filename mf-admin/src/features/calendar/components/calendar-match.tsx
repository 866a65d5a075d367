import { Link } from 'react-router-dom';
import { isScored, matchStatusForDisplay, parsePlaceholder, placeholderLabel, type Match } from 'shared-domain';
import { MatchStatusBadge } from 'shared-football-ui';
import layout from '../../../common/styles/layout.module.css';
import styles from './calendar-match.module.css';

/** One calendar entry: time or score, both teams (linked), the tournament, the derived status and Stats. */
export function CalendarMatch({
  match,
  tournamentName,
  nameOf,
  now,
}: {
  match: Match;
  tournamentName: string;
  nameOf: (teamId: string) => string | undefined;
  now: number;
}) {
  const status = matchStatusForDisplay(match, now);
  const home = teamLabel(match.homeTeamId, nameOf);
  const away = teamLabel(match.awayTeamId, nameOf);
  return (
    <li>
      <div className={styles.match} role="group" aria-label={`${home.text} vs ${away.text}`}>
        <span className={styles.when}>
          {isScored(match) ? (
            <strong className={styles.score}>
              {match.homeGoals} – {match.awayGoals}
            </strong>
          ) : (
            <span className={styles.time}>{match.time ?? '--:--'}</span>
          )}
        </span>
        <span className={styles.teams}>
          {home.node} <span className={layout.muted}>vs</span> {away.node}
        </span>
        <span className={styles.tournament}>
          <Link to={`/tournaments/${match.tournamentId}`}>{tournamentName}</Link>
          {match.isPlayoff && <span className={layout.muted}> · Playoff</span>}
        </span>
        <MatchStatusBadge status={status} />
        <Link className={styles.stats} to={`/tournaments/${match.tournamentId}/matches/${match.id}`}>
          Stats
        </Link>
      </div>
    </li>
  );
}

function teamLabel(teamId: string, nameOf: (id: string) => string | undefined) {
  const placeholder = parsePlaceholder(teamId);
  if (placeholder) {
    const text = placeholderLabel(placeholder);
    return { text, node: <span className={styles.placeholder}>{text}</span> };
  }
  const text = nameOf(teamId) ?? 'Unknown team';
  return { text, node: <Link to={`/teams/${teamId}`}>{text}</Link> };
}
