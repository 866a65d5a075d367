import type { PublicMatchView } from 'shared-domain';

/** What a public match screen or widget shows: `unavailable` is a private or missing match (the gateway does not say which). */
export type PublicMatchState =
  | { status: 'loading' }
  | { status: 'ready'; view: PublicMatchView }
  | { status: 'unavailable' }
  | { status: 'error'; retry: () => void };

/** The state a view already at hand shows (the page the server rendered): null is a match the public may not see. */
export const knownMatchState = (known: PublicMatchView | null): PublicMatchState => (known ? { status: 'ready', view: known } : { status: 'unavailable' });
