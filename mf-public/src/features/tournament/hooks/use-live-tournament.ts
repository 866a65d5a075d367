import { useQueryClient } from '@tanstack/react-query';
import { gatewayUrl, queryKeys } from 'shared-data';
import { useTournamentChanges, useTournamentReconnecting } from 'shared-data/live';

/**
 * Keeps an open public tournament page current: each live change from the gateway (or a resync after a
 * dropped connection) marks the tournament's public document stale, so standings, fixtures, bracket
 * and statistics are read again without a reload. The gateway drops its cached document before it
 * sends the event, so the re-read gets the new one.
 * @returns whether the live stream is down and being retried (the page then says "Reconnecting…")
 */
export function useLiveTournament(tournamentId: string): boolean {
  const client = useQueryClient();
  useTournamentChanges(gatewayUrl(''), tournamentId, () => {
    void client.invalidateQueries({ queryKey: queryKeys.publicTournament(tournamentId) });
  });
  return useTournamentReconnecting(gatewayUrl(''), tournamentId);
}
