import { useEffect } from 'react';
import { useScreenTitle } from 'shared-ui';
import { PRODUCT_NAME } from './product';

/**
 * The tab's text for a page, "Premier League 2022/23 · KickOff Hub" (the form of the gateway's
 * server-rendered `<title>`), or the product's name alone (the 404 page).
 */
const tabTitle = (pageTitle: string | undefined): string => (pageTitle ? `${pageTitle} · ${PRODUCT_NAME}` : PRODUCT_NAME);

/**
 * Keeps the tab's title: the shown screen's own (a tournament's name, given with shared-ui's
 * useDocumentTitle), else its route's, so a server-rendered page taken over keeps the title it came with.
 */
export function useTabTitle(routeTitle: string | undefined): void {
  const title = tabTitle(useScreenTitle() ?? routeTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
