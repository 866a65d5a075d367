import type { PublicMatchView } from 'shared-domain';
import { knownMatchState, type PublicMatchState } from './public-match-state';
import { subscribeToTournament } from './tournament-events';

export type { PublicMatchState } from './public-match-state';

function publicMatchViewUrl(baseUrl: string, tournamentId: string, matchId: string): string {
  const base = baseUrl.replace(/\/$/, '');
  return `${base}/api/public/tournaments/${encodeURIComponent(tournamentId)}/matches/${encodeURIComponent(matchId)}`;
}

/** The public view of a match, or null when the public may not see it (404). Other failures throw. */
async function fetchPublicMatchView(baseUrl: string, tournamentId: string, matchId: string, signal?: AbortSignal): Promise<PublicMatchView | null> {
  const response = await fetch(publicMatchViewUrl(baseUrl, tournamentId, matchId), { signal, headers: { Accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The match could not be loaded (${response.status}).`);
  return (await response.json()) as PublicMatchView;
}

/**
 * Reads the match and reads it again whenever a live change may concern it (a write to it, to its
 * tournament, or a reconnect that may have missed some), reporting each state to `onState`. Reads never
 * overlap: a change during a read triggers one more read after it. With a `known` view (the page the
 * server rendered), the first read is left out: the live stream's opening resync reads once more.
 * Returns the function that stops it.
 */
export function watchPublicMatch(
  baseUrl: string,
  tournamentId: string,
  matchId: string,
  onState: (state: PublicMatchState) => void,
  known?: PublicMatchView | null,
): () => void {
  let stopped = false;
  let reading = false;
  let again = false;
  let controller: AbortController | null = null;
  let hasView = Boolean(known);

  const read = async (): Promise<void> => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    controller = new AbortController();
    try {
      const view = await fetchPublicMatchView(baseUrl, tournamentId, matchId, controller.signal);
      if (stopped) return;
      hasView = view !== null;
      onState(view ? { status: 'ready', view } : { status: 'unavailable' });
    } catch {
      // A failed re-read keeps what is shown; only a first read without anything to show reports the error.
      if (!stopped && !hasView) onState({ status: 'error', retry: () => void read() });
    } finally {
      reading = false;
      if (again && !stopped) {
        again = false;
        void read();
      }
    }
  };

  if (known === undefined) {
    onState({ status: 'loading' });
    void read();
  } else onState(knownMatchState(known));
  const unsubscribe = subscribeToTournament(baseUrl, tournamentId, (change) => {
    if (change.kind === 'resync' || change.matchId === undefined || change.matchId === matchId) void read();
  });
  return () => {
    stopped = true;
    controller?.abort();
    unsubscribe();
  };
}
