import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { SUPER_ADMIN, apiCreateOrganizer, uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { seedRouteWalk } from '../support/route-walk-seed';
import { signInByApi } from '../support/session';

// Export and import of an organizer's data (issue 13, item 2): an organizer with a played league + playoffs
// (results, a semifinal on penalties, goals and lineups) and a team logo exports a zip from the dashboard;
// a new organizer imports it and its public tournament, team and player pages say exactly what the
// original's say; importing the same file again finds everything there and writes nothing.

/** A real 1×1 PNG, for the team logo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const transferCard = (page: Page) => page.getByRole('region', { name: 'Export / Import' });

/** The preview's counts, a row per kind of item: "Teams 4 4 0" (in the file, to import, already here). */
const countRows = (page: Page) =>
  transferCard(page)
    .getByRole('table', { name: 'What the import does' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()).join(' ')));

/**
 * The main content of a public tournament page, then of its team's page and of that team's player's page,
 * reached by their links, as a visitor reads them; the organizer's name (the only difference meant) is
 * replaced.
 */
async function publicPages(browser: Browser, tournamentId: string, teamName: string, organizerName: string): Promise<string[]> {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const main = page.getByRole('main');
  const read = async (heading: string, hydrated: boolean) => {
    await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The server-rendered page is read only once the browser has taken it over: the calendar's Google
    // Calendar link is rendered by the browser alone.
    if (hydrated) await expect(main.getByRole('link', { name: 'Google Calendar' })).toBeVisible();
    return (await main.innerText()).replaceAll(organizerName, 'ORGANIZER');
  };
  await page.goto(`/public/tournaments/${tournamentId}`);
  const texts = [await read(await main.getByRole('heading', { level: 1 }).innerText(), true)];
  // The team and player pages are reached by their links, so the browser renders them.
  await main.getByRole('link', { name: teamName, exact: true }).first().click();
  texts.push(await read(teamName, true));
  await main.getByRole('link', { name: 'Cy Striker', exact: true }).first().click();
  texts.push(await read('Cy Striker', false));
  await visitor.close();
  return texts;
}

test('export → import into a new organizer gives the same public pages; imported again, nothing is written', async ({ page, browser, organizer, baseURL }, testInfo) => {
  testInfo.setTimeout(60_000);
  const seed = await seedRouteWalk(baseURL!, organizer, testInfo.workerIndex);
  await signInByApi(page, organizer.email, organizer.password);
  await page.goto(`/teams/${seed.teamId}`);
  await page.getByLabel('Team logo', { exact: true }).setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('status').filter({ hasText: 'Logo uploaded successfully!' })).toBeVisible();

  // 1. Export with images, from the dashboard.
  await page.goto('/admin');
  const [download] = await Promise.all([page.waitForEvent('download'), transferCard(page).getByRole('button', { name: 'Export with images (zip)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const file = { name: download.suggestedFilename(), mimeType: 'application/zip', buffer: fs.readFileSync((await download.path())!) };
  await expect(transferCard(page).getByText(`Downloaded ${download.suggestedFilename()}.`)).toBeVisible();

  // 2. A new organizer, created by the super admin, imports it.
  const name = uniqueName('Imported Org', testInfo.workerIndex);
  const target = { name, email: `${name.replace(/\W+/g, '.').toLowerCase()}@example.test`, password: 'secret-pass-2' };
  await apiCreateOrganizer(baseURL!, target);
  const importer = await (await browser.newContext()).newPage();
  await signInByApi(importer, target.email, target.password);
  await importer.goto('/admin');
  const input = transferCard(importer).getByLabel('Export file (JSON or zip)');
  await input.setInputFiles(file);
  await expect.poll(() => countRows(importer)).toEqual(['Teams 4 4 0', 'Players 12 12 0', 'Tournaments 1 1 0', 'Matches 9 9 0', 'Images 1 1 0']);
  // The match writes wait until the progress has been read, so it is read at a known point.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await importer.route('**/aws/dynamodb**', async (route) => {
    if ((route.request().headers()['x-amz-target'] ?? '').endsWith('.BatchWriteItem')) await held;
    await route.continue();
  });
  await transferCard(importer).getByRole('button', { name: 'Import' }).click();
  const progress = transferCard(importer).getByRole('progressbar', { name: 'Import progress' });
  await expect(progress).toHaveAttribute('aria-valuetext', '5 of 15 items');
  release();
  await expect(transferCard(importer).getByText('Imported 4 teams, 12 players, 1 tournament, 9 matches and 1 image.')).toBeVisible();
  await importer.unroute('**/aws/dynamodb**');

  // 3. The imported tournament's public pages say what the original's say.
  await importer.goto('/tournaments');
  const link = importer.getByRole('link', { name: `Public page of ${seed.tournamentName} (opens in a new tab)` });
  const importedId = (await link.getAttribute('href'))!.split('/').pop()!;
  expect(importedId).not.toBe(seed.tournamentId);
  const original = await publicPages(browser, seed.tournamentId, seed.teamName, organizer.name);
  expect(original[0]).toContain(seed.teamNames[3]);
  expect(await publicPages(browser, importedId, seed.teamName, name)).toEqual(original);

  // 4. The same file again: everything is there, nothing to import.
  await importer.goto('/admin');
  await transferCard(importer).getByLabel('Export file (JSON or zip)').setInputFiles(file);
  await expect(transferCard(importer).getByText('Everything in this file is here already: there is nothing to import.')).toBeVisible();
  expect(await countRows(importer)).toEqual(['Teams 4 0 4', 'Players 12 0 12', 'Tournaments 1 0 1', 'Matches 9 0 9', 'Images 1 0 1']);
  await expect(transferCard(importer).getByRole('button', { name: 'Import' })).toBeDisabled();
});

test('the super admin exports the organizer chosen under All Organizers', async ({ page, organizer, baseURL }, testInfo) => {
  const seed = await seedRouteWalk(baseURL!, organizer, testInfo.workerIndex);
  await signInByApi(page, SUPER_ADMIN.username, SUPER_ADMIN.password);
  await page.goto('/admin');
  await expect(transferCard(page)).toContainText('Choose an organizer first');
  await page.getByRole('link', { name: 'All Organizers' }).click();
  await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: organizer.name, exact: true }) }).getByRole('button', { name: 'Manage' }).click();
  await page.goto('/admin');
  await expect(transferCard(page).getByText(`Organizer: ${organizer.name}`)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), transferCard(page).getByRole('button', { name: 'Export', exact: true }).click()]);
  const document = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { format: string; organizer: { id: string }; teams: { name: string }[]; tournaments: { name: string }[] };
  expect(document.format).toBe('football-tournaments-organizer-export');
  expect(document.organizer.id).toBe(organizer.id);
  expect(document.teams.map((t) => t.name).sort()).toEqual([...seed.teamNames].sort());
  expect(document.tournaments.map((t) => t.name)).toEqual([seed.tournamentName]);
});
