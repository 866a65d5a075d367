import { useEffect, useSyncExternalStore } from 'react';

// The titles screens gave their pages, latest mounted last. One list per page: shared-ui is a federation
// singleton, so a remote's screen and the shell read and write the same one.
const titles: { title: string }[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const latest = () => titles.at(-1)?.title;

/**
 * Gives the page its own title while the calling screen is shown (a tournament's name, say): the shell's
 * tab shows it instead of the route's generic title, as the server-rendered `<title>` did. `undefined`
 * (nothing loaded yet) leaves the route's title.
 * @example useDocumentTitle(team.name) // tab: "Arsenal · KickOff Hub"
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const entry = { title };
    titles.push(entry);
    notify();
    return () => {
      titles.splice(titles.indexOf(entry), 1);
      notify();
    };
  }, [title]);
}

/** The title the latest shown screen gave its page (useDocumentTitle), for the shell to show in the tab. */
export function useScreenTitle(): string | undefined {
  return useSyncExternalStore(subscribe, latest, () => undefined);
}
