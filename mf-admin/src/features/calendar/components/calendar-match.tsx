import { Link } from 'react-router-dom';
import { isScored, matchStatusForDisplay, parsePlaceholder, placeholderLabel, type Match } from 'shared-domain';
import { Badge } from 'shared-ui';

const STATUS_TONE = { finished: 'success', live: 'warning', scheduled: 'neutral', postponed: 'danger', cancelled: 'danger' } as const;

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
      <div className="cal-match" role="group" aria-label={`${home.text} vs ${away.text}`}>
        <span className="cal-match__when">
          {isScored(match) ? (
            <strong className="cal-match__score">
              {match.homeGoals} – {match.awayGoals}
            </strong>
          ) : (
            <span className="cal-match__time">{match.time ?? '--:--'}</span>
          )}
        </span>
        <span className="cal-match__teams">
          {home.node} <span className="admin-muted">vs</span> {away.node}
        </span>
        <span className="cal-match__tournament">
          <Link to={`/tournaments/${match.tournamentId}`}>{tournamentName}</Link>
          {match.isPlayoff && <span className="admin-muted"> · Playoff</span>}
        </span>
        <Badge tone={STATUS_TONE[status]}>{status}</Badge>
        <Link className="cal-match__stats" to={`/tournaments/${match.tournamentId}/matches/${match.id}`}>
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
    return { text, node: <span className="cal-match__placeholder">{text}</span> };
  }
  const text = nameOf(teamId) ?? 'Unknown team';
  return { text, node: <Link to={`/teams/${teamId}`}>{text}</Link> };
}
