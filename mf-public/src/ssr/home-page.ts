import { queryKeys, type HomeSearchPage } from 'shared-data';
import type { PageMeta } from './page-meta';

/** The longest search text the gateway's search answers (GET /api/public/search). */
const MAX_SEARCH_LENGTH = 200;

/**
 * The search the home page's address asks for (`/?q=arsenal`, a shared search): its text, trimmed; ''
 * for none (or one longer than search answers). Only `q` makes a different page.
 * @example homeSearchText('?q=%20Arsenal%20&utm_source=x') // 'Arsenal'
 */
export function homeSearchText(search: string): string {
  const text = (new URLSearchParams(search).get('q') ?? '').trim();
  return text.length <= MAX_SEARCH_LENGTH ? text : '';
}

/** The query the home page's address keeps: `?q=…` of a search, nothing else. */
export const homeQuery = (text: string): string => (text ? `?${new URLSearchParams({ q: text })}` : '');

/** Where the browser's home search finds the first page the server read (an infinite query's data), or null with nothing to seed. */
export function homeSearchCache(text: string, page: HomeSearchPage | null): { key: readonly unknown[]; data: unknown } | null {
  return text && page ? { key: queryKeys.homeSearch(text), data: { pages: [page], pageParams: [null] } } : null;
}

/** The home page's preview: the product's search, in the words of the page's hero. */
export const homePageMeta = (): PageMeta => ({
  title: 'Home',
  description: 'Find tournaments and organizers. Follow leagues and cups: fixtures, results, standings and players.',
});
