import { useEffect, useState } from 'react';
import type { PublicMatchView } from 'shared-domain';
import { watchPublicMatch } from './public-match-feed';
import { knownMatchState, type PublicMatchState } from './public-match-state';

/**
 * The live public view of a match for a React screen: read at once, then again on every live change
 * that may concern it. The public match page and the widget both use it, so they never disagree.
 * `known`: the view the server rendered the page from (null: it said not found), shown from the first
 * render without reading it again; `knownVersion`, its version, which the live stream's first catch-up
 * revalidates (a 304 when nothing changed).
 */
export function usePublicMatchView(baseUrl: string, tournamentId: string, matchId: string, known?: PublicMatchView | null, knownVersion?: string | null): PublicMatchState {
  const [state, setState] = useState<PublicMatchState>(() => (known === undefined ? { status: 'loading' } : knownMatchState(known)));
  useEffect(() => watchPublicMatch(baseUrl, tournamentId, matchId, setState, known, knownVersion), [baseUrl, tournamentId, matchId, known, knownVersion]);
  return state;
}
