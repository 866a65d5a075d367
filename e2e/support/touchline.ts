import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { untilAppTookOver } from './app-takeover';
import { expect } from './fixtures';

/** A match followed from both sides (issue 25): the public page in a visitor's browser, the score screen on a phone. */
export interface Touchline {
  publicPage: Page;
  /** The public page's score ("Score 1 – 0"). */
  publicScore: Locator;
  phone: BrowserContext;
  touchline: Page;
  close(): Promise<void>;
}

/**
 * Opens the match's public page as a visitor, and the scorekeeper link's address in another browser context with
 * no account, a 375 px touch phone.
 */
export async function openTouchline(browser: Browser, publicPath: string, address: string): Promise<Touchline> {
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(publicPath);
  await untilAppTookOver(publicPage);
  const publicScore = publicPage.getByRole('region', { name: 'Match summary' }).getByRole('img', { name: /^Score|No score yet/ });
  await expect(publicScore).toBeVisible();
  const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const touchline = await phone.newPage();
  await touchline.goto(address);
  return {
    publicPage,
    publicScore,
    phone,
    touchline,
    close: async () => {
      await visitor.close();
      await phone.close();
    },
  };
}

/**
 * From 1–0 to the home side in the first half: half-time, seen by the public within 2 s; then without signal the
 * second half and a goal each (away, then home) wait on the phone, in order, the public still at 1–0; back online
 * they arrive in the order they were made, within 2 s; then full-time.
 */
export async function secondHalfOffline({ publicPage, publicScore, phone, touchline }: Touchline, home: string, away: string): Promise<void> {
  await touchline.getByRole('button', { name: 'Half-time' }).tap();
  await expect(touchline.getByLabel('Match minute')).toHaveText('HT');
  await expect(publicPage.getByLabel('Match minute')).toHaveText('HT', { timeout: 2000 });

  // No signal: the taps wait on the phone, in order.
  await phone.setOffline(true);
  await touchline.getByRole('button', { name: 'Second half' }).tap();
  await touchline.getByRole('button', { name: `Goal for ${away}` }).tap();
  await touchline.getByRole('button', { name: `Goal for ${home}` }).tap();
  await expect(touchline.getByRole('status')).toHaveText('Offline: 3 changes waiting');
  await expect(touchline.getByRole('img', { name: `${home} 2, ${away} 1` })).toBeVisible();
  await expect(publicScore).toHaveAccessibleName('Score 1 – 0');

  // Back online: they arrive, in the order they were made: the away goal, then the home goal, each in the second half.
  await phone.setOffline(false);
  await expect(touchline.getByRole('status')).toHaveText('All changes sent', { timeout: 10_000 });
  await expect(publicScore).toHaveAccessibleName('Score 2 – 1', { timeout: 2000 });
  await expect(publicPage.getByRole('list', { name: 'Goals in minute order' }).getByRole('listitem')).toHaveText([
    new RegExp(`${home}.*1 – 0$`),
    new RegExp(`${away}.*1 – 1$`),
    new RegExp(`${home}.*2 – 1$`),
  ]);
  await touchline.getByRole('button', { name: 'Full-time' }).tap();
  await expect(touchline.getByRole('status')).toHaveText('All changes sent');
  await expect(publicPage.getByLabel('Match minute')).toHaveText('FT', { timeout: 2000 });
}
