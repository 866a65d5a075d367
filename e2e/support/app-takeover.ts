import type { Page } from '@playwright/test';

/**
 * Until the app has taken a server-rendered page over, the page is the server's HTML, and the app's first render
 * replaces it (createRoot, not hydration): focus put there by keyboard is lost then. Resolves once React owns the
 * main heading and every linked stylesheet has loaded.
 */
export async function untilAppTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    const owned = heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
    return owned && [...document.querySelectorAll('link[rel="stylesheet"][href]')].every((link) => (link as HTMLLinkElement).sheet !== null);
  });
}
