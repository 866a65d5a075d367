import { useEffect, useState } from 'react';
import { watchPublicMatch, type PublicMatchState } from './public-match-feed';

/**
 * The live public view of a match for a React screen: read at once, then again on every live change
 * that may concern it. The public match page and the widget both use it, so they never disagree.
 */
export function usePublicMatchView(baseUrl: string, tournamentId: string, matchId: string): PublicMatchState {
  const [state, setState] = useState<PublicMatchState>({ status: 'loading' });
  useEffect(() => watchPublicMatch(baseUrl, tournamentId, matchId, setState), [baseUrl, tournamentId, matchId]);
  return state;
}
