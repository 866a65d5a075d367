import { hydratePageQueries } from 'shared-data';
import { recordServerTyping } from 'shared-ui';
import { resolveRoute } from '../routing/route-table';
import { nextTask } from './next-task';
import type { Screen } from './remote-contract';
import { loadScreens } from './remote-registry';

/** The id of the query cache the gateway rendered the page from (gateway/src/ssr/html-document.ts). */
const SSR_STATE_ID = 'ssr-state';

const readyScreens = new Map<string, Screen>();

/** The screen of `remote` already loaded for the server-rendered page, so its first render needs no loading panel. */
export function readyScreen(remote: string, screen: string): Screen | undefined {
  return readyScreens.get(`${remote}/${screen}`);
}

/**
 * Whether this browser writes dates as the server did (same locale and time zone, which the gateway notes on the
 * cache's element): only then is the browser's first render the server's, to be hydrated; otherwise it is rendered
 * anew, in the reader's own.
 */
function formatsAsServer(element: HTMLElement): boolean {
  const { locale, timeZone } = Intl.DateTimeFormat().resolvedOptions();
  return element.dataset.locale === locale && element.dataset.timeZone === timeZone;
}

/**
 * When the gateway rendered this page (its HTML is in #root), makes the first render show the same
 * page: the query cache it was rendered from goes into the page's QueryClient, and the route's screen is
 * loaded first. React can then hydrate the server's HTML (adopt its elements) without a loading panel in
 * between. Anything missing or broken only costs that head start: the page is then rendered anew.
 * @returns whether the page can be hydrated (its cache and its screen are ready, and dates read as on the server)
 */
export async function prepareServerRenderedPage(pathname: string): Promise<boolean> {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return false;
  element.remove();
  // What a visitor types into the page before the app replaces it is handed to the screen (takeServerTyping).
  recordServerTyping(document.getElementById('root')!);
  const route = resolveRoute(pathname);
  if (!route || !('remote' in route)) return false;
  try {
    hydratePageQueries(JSON.parse(element.textContent));
    const screens: Partial<Record<string, Screen & { preload?: () => Promise<void> }>> = await loadScreens(route.remote);
    const screen = screens[route.screen];
    await screen?.preload?.();
    if (!screen) return false;
    readyScreens.set(`${route.remote}/${route.screen}`, screen);
    // The renderer's first date format loads its ICU data (tens of ms on a phone): a task of its own.
    await nextTask();
    return formatsAsServer(element);
  } catch (error) {
    console.error('The server-rendered page could not be taken over; rendering it again', error);
    return false;
  }
}
