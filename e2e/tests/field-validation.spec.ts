import type { Page } from '@playwright/test';
import { SUPER_ADMIN, apiLogin } from '../support/api';
import { expect, test } from '../support/fixtures';
import { seedTeams } from '../support/seed-tournament';
import { signInByApi } from '../support/session';

/** A 100-character name without a single space (the longest a name may be), unique per worker and test. */
const unbroken = (letter: string, workerIndex: number) => `${letter}w${workerIndex}${Date.now().toString(36)}`.padEnd(100, letter);

/** The page scrolls sideways when its content is wider than the window. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, window: document.documentElement.clientWidth }));
  expect(width.content).toBeLessThanOrEqual(width.window);
}

test.describe('validation that never deletes, and length limits (issue 11)', () => {
  test('"9x" as a player number is refused next to the field and the stored number stays after a reload', async ({ page, baseURL, organizer }, testInfo) => {
    const [team] = await seedTeams(baseURL!, organizer, [
      { name: `Numbers w${testInfo.workerIndex} ${Date.now()}`, players: [{ firstName: 'Erling', lastName: 'Haaland', position: 'Forward', number: 9 }] },
    ]);
    await signInByApi(page, organizer.email, organizer.password);
    await page.goto(`/players/${team!.players['Erling Haaland']}`);

    const form = page.getByRole('form', { name: 'Player details' });
    await form.getByLabel('Number').fill('9x');
    await form.getByRole('button', { name: 'Save Player' }).click();
    await expect(form.getByText('Number must be a whole number from 0 to 999.')).toBeVisible();
    await expect(form.getByLabel('Number')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Player details saved.')).toHaveCount(0);

    // After a reload the stored number is still 9; the unsaved "9x" comes back as a restored draft only.
    await page.reload();
    await expect(page.getByText('#9', { exact: true })).toBeVisible();
    const reloaded = page.getByRole('form', { name: 'Player details' });
    await expect(reloaded.getByText('Unsaved changes restored.')).toBeVisible();
    await expect(reloaded.getByLabel('Number')).toHaveValue('9x');
  });

  test('a 300-character team name is refused with its message, by the form and by the gateway', async ({ page, baseURL, organizer }) => {
    await signInByApi(page, organizer.email, organizer.password);
    await page.goto('/teams');
    const form = page.getByRole('form', { name: 'Create team' });
    await form.getByLabel('Team Name').fill('R'.repeat(300));
    await expect(form.getByText('300 / 100')).toBeVisible();
    await form.getByRole('button', { name: 'Create Team' }).click();
    await expect(form.getByText('Team name must be at most 100 characters.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Teams (0)' })).toBeVisible();

    // Any other client (or an older page) is refused the same way on write, with the field named.
    await expect(seedTeams(baseURL!, organizer, [{ name: 'R'.repeat(300), players: [] }])).rejects.toThrow('Team name must be at most 100 characters.');

    const { token } = await apiLogin(baseURL!, SUPER_ADMIN.username, SUPER_ADMIN.password);
    const created = await fetch(`${baseURL}/admin/organizers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'O'.repeat(300), email: `long.${Date.now()}@example.test`, password: 'secret-pass-1' }),
    });
    expect(created.status).toBe(400);
    expect(await created.json()).toEqual({ message: 'Name must be at most 100 characters.' });
  });

  test('100-character unbroken team and player names wrap instead of widening the pages', async ({ page, browser, baseURL, organizer }, testInfo) => {
    const teamName = unbroken('T', testInfo.workerIndex);
    const [first, last] = [unbroken('F', testInfo.workerIndex), unbroken('L', testInfo.workerIndex)];
    const [team] = await seedTeams(baseURL!, organizer, [{ name: teamName, players: [{ firstName: first, lastName: last, position: 'Forward', number: 7 }] }]);
    const playerId = team!.players[`${first} ${last}`]!;

    for (const width of [1280, 375]) {
      const visitor = await browser.newContext({ viewport: { width, height: 800 } });
      const publicPage = await visitor.newPage();
      await publicPage.goto(`/public/teams/${team!.id}`);
      await expect(publicPage.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
      await expect(publicPage.getByRole('link', { name: `${first} ${last}` })).toBeVisible();
      await expectNoSidewaysScroll(publicPage);
      await publicPage.goto(`/public/players/${playerId}`);
      await expect(publicPage.getByRole('heading', { level: 1, name: `${first} ${last}` })).toBeVisible();
      await expectNoSidewaysScroll(publicPage);
      await visitor.close();
    }

    await signInByApi(page, organizer.email, organizer.password);
    await page.goto(`/teams/${team!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
    await expect(page.getByRole('link', { name: `${first} ${last}` })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.goto(`/players/${playerId}`);
    await expect(page.getByRole('heading', { level: 1, name: `${first} ${last}` })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
