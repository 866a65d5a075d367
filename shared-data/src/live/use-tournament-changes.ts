import { useEffect, useRef } from 'react';
import { subscribeToTournament, type LiveChange } from './tournament-events';

/**
 * Calls `onChange` for each live change of a public tournament while the screen is open (the latest
 * callback is used, so it need not be memoized). An empty id subscribes to nothing.
 */
export function useTournamentChanges(baseUrl: string, tournamentId: string, onChange: (change: LiveChange) => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (!tournamentId) return;
    return subscribeToTournament(baseUrl, tournamentId, (change) => latest.current(change));
  }, [baseUrl, tournamentId]);
}
