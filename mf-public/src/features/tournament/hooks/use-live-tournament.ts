import { useQueryClient } from '@tanstack/react-query';
import { gatewayUrl, queryKeys } from 'shared-data';
import { fetchTournamentIfChanged, useTournamentChanges, useTournamentReconnecting } from 'shared-data/live';

export interface LiveTournamentPage {
  /** The version of the document the server-rendered view was made from, while the page still shows it; else null. */
  servedVersion: string | null;
  /** The page reads the whole document from now on (the view is then computed from it). */
  onChange: () => void;
}

/**
 * Keeps an open public tournament page current: each live change from the gateway (or a resync after a
 * dropped connection) marks the tournament's public document stale and has the page read it, so standings,
 * fixtures, bracket and statistics are read again without a reload. The gateway drops its cached document
 * before it sends the event, so the re-read gets the new one.
 * While the page shows the server's view, a resync (the stream's catch-up when it opens: something may have
 * been written since the page was rendered) only revalidates that version: an unchanged season costs a 304,
 * not a second download of the document the page was made from.
 * @returns whether the live stream is down and being retried (the page then says "Reconnecting…")
 */
export function useLiveTournament(tournamentId: string, { servedVersion, onChange }: LiveTournamentPage): boolean {
  const client = useQueryClient();
  useTournamentChanges(gatewayUrl(''), tournamentId, (change) => {
    if (change.kind === 'resync' && servedVersion !== null) {
      void fetchTournamentIfChanged(gatewayUrl(''), tournamentId, servedVersion).then(
        (answer) => {
          if (!answer.changed) return;
          // The page reads the new document from the cache: no second download.
          client.setQueryData(queryKeys.publicTournament(tournamentId), answer.document);
          onChange();
        },
        // A failed check changes nothing on screen; the next event or resync reads again.
        () => undefined,
      );
      return;
    }
    onChange();
    void client.invalidateQueries({ queryKey: queryKeys.publicTournament(tournamentId) });
  });
  return useTournamentReconnecting(gatewayUrl(''), tournamentId);
}
