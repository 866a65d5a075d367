import { useEffect, useState } from 'react';
import { watchTournamentConnection } from './tournament-events';

/**
 * Whether the public tournament's live stream is down and being retried, for a page or widget that shows
 * "Reconnecting…" meanwhile (false while it first connects, and for an empty id).
 */
export function useTournamentReconnecting(baseUrl: string, tournamentId: string): boolean {
  const [reconnecting, setReconnecting] = useState(false);
  useEffect(() => {
    if (!tournamentId) return;
    const stop = watchTournamentConnection(baseUrl, tournamentId, setReconnecting);
    return () => {
      stop();
      setReconnecting(false);
    };
  }, [baseUrl, tournamentId]);
  return reconnecting;
}
