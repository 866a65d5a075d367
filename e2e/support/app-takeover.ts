import type { Locator, Page } from '@playwright/test';

/**
 * Until the app has hydrated a server-rendered page, the page is the server's HTML: links work, but the app's
 * behaviour (tabs, live updates, forms) is not there yet. Resolves once React owns the main heading and every
 * linked stylesheet has loaded.
 */
export async function untilAppTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    const owned = heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
    return owned && [...document.querySelectorAll('link[rel="stylesheet"][href]')].every((link) => (link as HTMLLinkElement).sheet !== null);
  });
}

/**
 * Until React owns `element` (it marks the nodes it renders): before, a server-rendered control is the server's
 * HTML and a click on it does nothing.
 */
export async function untilAppOwns(element: Locator): Promise<void> {
  await element.page().waitForFunction((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')), await element.elementHandle());
}
