import { usePublicMatchView, useTournamentReconnecting } from 'shared-data/live';
import { MatchWidget, type WidgetTheme } from './match-widget';

export interface LiveMatchWidgetProps {
  /** Origin of the gateway serving the public match view and its live events. */
  baseUrl: string;
  tournamentId: string | null;
  matchId: string | null;
  theme: WidgetTheme;
}

function WatchedMatch({ baseUrl, tournamentId, matchId, theme }: LiveMatchWidgetProps & { tournamentId: string; matchId: string }) {
  const state = usePublicMatchView(baseUrl, tournamentId, matchId);
  const reconnecting = useTournamentReconnecting(baseUrl, tournamentId);
  return <MatchWidget state={state} theme={theme} reconnecting={reconnecting} />;
}

/**
 * The widget for the element's attributes: the match read from the public view and read again on
 * every live change (one event stream per tournament and page), or "Match not available" when an
 * attribute is missing.
 */
export function LiveMatchWidget(props: LiveMatchWidgetProps) {
  const { tournamentId, matchId } = props;
  if (!tournamentId || !matchId) return <MatchWidget state={{ status: 'unavailable' }} theme={props.theme} />;
  // Another match is another widget: nothing of the previous one (its view, its tab) carries over.
  return <WatchedMatch key={`${tournamentId}/${matchId}`} {...props} tournamentId={tournamentId} matchId={matchId} />;
}
