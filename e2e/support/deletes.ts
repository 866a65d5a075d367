import type { Browser, Locator, Page } from '@playwright/test';
import { SUPER_ADMIN } from './api';
import { expect } from './fixtures';
import { signInByApi } from './session';

// Steps and locators of the delete specs (deletes.spec.ts): team cards, the inline confirmation of a
// team delete, the undo offer, and a visitor's view of public pages.

/** A team's card on Manage Teams, by its heading. */
export function teamCard(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** The confirmation "Delete “<name>”?" (the team page's, a card's, or the players table's modal). */
export function deleteConfirmation(page: Page, title: string): Locator {
  return page.getByRole('alertdialog', { name: title });
}

/** The undo offer after a delete: "<name> deleted." with Undo. */
export function undoOffer(page: Page, name: string): Locator {
  return page.getByRole('status').filter({ hasText: `${name} deleted.` });
}

/** The status of a public document read (the page's request context keeps no HTTP cache, so each call asks the gateway). */
export async function publicReadStatus(page: Page, path: string): Promise<number> {
  return (await page.request.get(path)).status();
}

/** The super admin deletes the organizer on the Organizers page, confirming in its "Delete organizer “…”?" dialog. */
export async function deleteOrganizerAsSuperAdmin(page: Page, organizerName: string): Promise<void> {
  await signInByApi(page, SUPER_ADMIN.username, SUPER_ADMIN.password);
  await page.goto('/admin/organizers');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: organizerName, exact: true }) });
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: `Delete organizer “${organizerName}”?` }).getByRole('button', { name: 'Delete organizer' }).click();
  await expect(card).toHaveCount(0);
}

/** A page of a fresh browser context (no session, no HTTP cache): what any visitor sees. */
export async function visitorPage(browser: Browser): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}
