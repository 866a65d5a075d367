import { useQueryClient } from '@tanstack/react-query';
import { gatewayUrl, queryKeys } from 'shared-data';
import { useTournamentChanges, type LiveChange } from 'shared-data/live';

/**
 * Keeps an open public tournament page current: each live change from the gateway marks what it
 * touched stale, so standings, fixtures, bracket and statistics are read again without a reload. A
 * match's change re-reads the matches; any other change, or a resync after a dropped connection,
 * the tournament with them (its key is their prefix).
 */
export function useLiveTournament(tournamentId: string): void {
  const client = useQueryClient();
  useTournamentChanges(gatewayUrl(''), tournamentId, (change: LiveChange) => {
    const key = change.kind === 'change' && change.matchId ? queryKeys.tournamentMatches(tournamentId) : queryKeys.tournament(tournamentId);
    void client.invalidateQueries({ queryKey: key });
  });
}
