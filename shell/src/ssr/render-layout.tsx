// Server entry (built for Node by rspack.ssr.config.mjs, loaded by the gateway): which public screen a
// path shows, by the one route table, and the shell's chrome (header, main, footer) around a screen
// rendered by its remote, with the same components and class names the browser renders.
import { renderToString } from 'react-dom/server';
import { matchPath } from 'react-router';
import { configureData, type RuntimeConfig } from 'shared-data';
import { PRODUCT_NAME } from '../features/layout/product';
import { resolveRoute } from '../features/routing/route-table';
import { serverLayout } from './server-layout';

export interface PublicPageRoute {
  remote: string;
  screen: string;
  /** The route's pattern, e.g. `/public/tournaments/:id`. */
  pattern: string;
  /** The path's values for the pattern's parameters. */
  params: Record<string, string>;
  /** The route's own title (the browser's tab shows `${title} · ${productName}`). */
  title: string;
  productName: string;
  /** Public pages carry the "powered by" footer. */
  publicPage: boolean;
}

/** The public remote screen `pathname` shows, or null (shell screens, guarded routes, the 404 page). */
export function resolvePublicPage(pathname: string): PublicPageRoute | null {
  const route = resolveRoute(pathname);
  if (!route || !('remote' in route) || route.access !== 'public') return null;
  const params = Object.fromEntries(Object.entries(matchPath(route.path, pathname)?.params ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'));
  return { remote: route.remote, screen: route.screen, pattern: route.path, params, title: route.title, productName: PRODUCT_NAME, publicPage: route.publicPage === true };
}

/**
 * Whether the route table has a page at `pathname` (any access: guarded and login pages too); the
 * gateway answers any other path 404 with the app page, which the browser renders as the 404 page.
 */
export function knowsPath(pathname: string): boolean {
  return resolveRoute(pathname) !== undefined;
}

/** Stands for the screen in the chrome's HTML until the remote's HTML replaces it. */
const OUTLET = 'ssr-outlet-7f3a9c';

export { outletPath } from './server-layout';

/**
 * The chrome around `screenHtml` as a visitor without a session sees it (the browser shows the logged-in
 * bar once it restored a session). Rendered once per page: the markup of a screen is inserted as is.
 */
export function renderLayout({ path, screenHtml, config }: { path: string; screenHtml: string; config: RuntimeConfig }): string {
  configureData(config);
  const route = resolvePublicPage(path);
  const html = renderToString(serverLayout(path, route?.publicPage ?? false, OUTLET));
  return html.replace(OUTLET, () => screenHtml);
}
