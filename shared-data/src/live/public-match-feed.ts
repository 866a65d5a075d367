import type { PublicMatchView } from 'shared-domain';
import { knownMatchState, type PublicMatchState } from './public-match-state';
import { etagsOf } from './document-etags';
import { subscribeToTournament } from './tournament-events';

export type { PublicMatchState } from './public-match-state';

function publicMatchViewUrl(baseUrl: string, tournamentId: string, matchId: string): string {
  const base = baseUrl.replace(/\/$/, '');
  return `${base}/api/public/tournaments/${encodeURIComponent(tournamentId)}/matches/${encodeURIComponent(matchId)}`;
}

/**
 * The public view of a match, or null when the public may not see it (404); 'unchanged' when the gateway's is
 * still at `version` (the one a server-rendered page was made from: a conditional GET, a 304 and no body).
 * Other failures throw.
 */
async function fetchPublicMatchView(baseUrl: string, tournamentId: string, matchId: string, signal: AbortSignal, version: string | null): Promise<PublicMatchView | null | 'unchanged'> {
  // A conditional request the page makes itself gets the 304 back instead of the browser's cached copy.
  const conditional: RequestInit = version ? { cache: 'no-store', headers: { Accept: 'application/json', 'If-None-Match': etagsOf(version) } } : { headers: { Accept: 'application/json' } };
  const response = await fetch(publicMatchViewUrl(baseUrl, tournamentId, matchId), { signal, ...conditional });
  if (response.status === 304) return 'unchanged';
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The match could not be loaded (${response.status}).`);
  return (await response.json()) as PublicMatchView;
}

/**
 * Reads the match and reads it again whenever a live change may concern it (a write to it, to its
 * tournament, or a reconnect that may have missed some), reporting each state to `onState`. Reads never
 * overlap: a change during a read triggers one more read after it. With a `known` view (the page the
 * server rendered), the first read is left out: the live stream's opening resync reads once more, against
 * `knownVersion` (the view's version) when given, so an unchanged match costs a 304 instead of its view again.
 * Returns the function that stops it.
 */
export function watchPublicMatch(
  baseUrl: string,
  tournamentId: string,
  matchId: string,
  onState: (state: PublicMatchState) => void,
  known?: PublicMatchView | null,
  knownVersion?: string | null,
): () => void {
  let stopped = false;
  let reading = false;
  let again = false;
  let controller: AbortController | null = null;
  let hasView = Boolean(known);
  // The version of what is shown while it is still the known view; a view read since has none here.
  let version = known === undefined ? null : (knownVersion ?? null);

  const read = async (): Promise<void> => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    controller = new AbortController();
    try {
      const view = await fetchPublicMatchView(baseUrl, tournamentId, matchId, controller.signal, version);
      if (stopped || view === 'unchanged') return;
      version = null;
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
