import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * True while React hydrates the server's HTML (and on the server), false in every later render and in a page
 * rendered in the browser alone. What a render reads of this browser (the stored session, the stored theme) must
 * wait for false: hydration has to produce the server's markup, which knew neither. React renders again with
 * false right after hydrating, so the browser's values show a frame later.
 * @example const theme = useHydrating() ? DEFAULT_THEME : storedTheme;
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
}
