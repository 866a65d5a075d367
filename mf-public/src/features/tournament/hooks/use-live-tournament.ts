import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { gatewayUrl, queryKeys } from 'shared-data';
import { useTournamentChanges, type LiveChange } from 'shared-data/live';
import { isPublicVisibility, type Tournament } from 'shared-domain';

/** How long the first reads wait for the event stream to open before reading anyway (stream refused or slow). */
const STREAM_WAIT_MS = 1000;

/**
 * Keeps an open public tournament page current: each live change from the gateway marks what it
 * touched stale, so standings, fixtures, bracket and statistics are read again without a reload. A
 * match's change re-reads the matches; any other change, or a resync (the stream opened, or reopened
 * after a dropped connection), the tournament with them (its key is their prefix).
 *
 * The stream is opened before anything is read, and the answer says when the page may read: once the
 * stream is open (or could not open within STREAM_WAIT_MS, or the browser has no EventSource). What the
 * page reads then is no older than the stream, so the resync of its opening finds nothing read yet and
 * costs no second read; a read before the stream, by contrast, could miss a write made in between.
 * Once the page knows the tournament is missing or private, the stream is closed (it has no events).
 */
export function useLiveTournament(tournamentId: string): boolean {
  const client = useQueryClient();
  const known = client.getQueryData<Tournament | null>(queryKeys.tournament(tournamentId));
  const watched = known === undefined || (known !== null && isPublicVisibility(known.visibility)) ? tournamentId : '';
  const [openedId, setOpenedId] = useState<string | null>(null);
  const [waitedId, setWaitedId] = useState<string | null>(null);

  useTournamentChanges(gatewayUrl(''), watched, (change: LiveChange) => {
    if (change.kind === 'resync') setOpenedId(change.tournamentId);
    const key = change.kind === 'change' && change.matchId ? queryKeys.tournamentMatches(tournamentId) : queryKeys.tournament(tournamentId);
    void client.invalidateQueries({ queryKey: key });
  });
  useEffect(() => {
    const timer = setTimeout(() => setWaitedId(tournamentId), STREAM_WAIT_MS);
    return () => clearTimeout(timer);
  }, [tournamentId]);

  return typeof EventSource === 'undefined' || !watched || openedId === tournamentId || waitedId === tournamentId;
}
