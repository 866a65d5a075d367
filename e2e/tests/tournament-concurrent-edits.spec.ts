import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createTournament, enterScore, fixtures, secondTab, signInWithTeams } from '../support/tournament-admin';

// Two sessions of one organizer editing the same tournament (matches are their own items; settings are
// version-checked).

test.describe('concurrent editing', () => {
  test('two sessions editing different matches of one tournament keep both edits', async ({ page, organizer, browser }, testInfo) => {
    testInfo.setTimeout(60_000);
    const teams = await signInWithTeams(page, organizer, testInfo.workerIndex);
    const id = await createTournament(page, uniqueName('Busy League', testInfo.workerIndex), teams);
    const other = await secondTab(browser, organizer, `/tournaments/${id}`);
    await expect(fixtures(other).getByRole('group')).toHaveCount(6);

    const mine = fixtures(page).getByRole('group').nth(0);
    const theirs = fixtures(other).getByRole('group').nth(5);
    // Both edit at the same time, each from a page loaded before the other's edit.
    await Promise.all([enterScore(mine, 3, 1), enterScore(theirs, 0, 4)]);
    await Promise.all([mine.getByLabel('Date').fill('2026-05-02'), theirs.getByLabel('Date').fill('2026-05-09')]);
    await Promise.all([mine.getByLabel('Date').press('Enter'), theirs.getByLabel('Date').press('Enter')]);
    await expect(mine.getByLabel('Time')).toHaveValue('12:00');
    await expect(theirs.getByLabel('Time')).toHaveValue('12:00');

    for (const p of [page, other]) {
      await p.reload();
      const rows = fixtures(p).getByRole('group');
      await expect(rows.nth(0).getByLabel('Home goals')).toHaveValue('3');
      await expect(rows.nth(0).getByLabel('Away goals')).toHaveValue('1');
      await expect(rows.nth(0).getByLabel('Date')).toHaveValue('2026-05-02');
      await expect(rows.nth(5).getByLabel('Home goals')).toHaveValue('0');
      await expect(rows.nth(5).getByLabel('Away goals')).toHaveValue('4');
      await expect(rows.nth(5).getByLabel('Date')).toHaveValue('2026-05-09');
    }
    await other.context().close();
  });

  test('a stale settings edit of the same field asks which value to keep and keeps the fields only the other tab changed', async ({ page, organizer, browser }, testInfo) => {
    testInfo.setTimeout(60_000);
    const teams = await signInWithTeams(page, organizer, testInfo.workerIndex, 2);
    const id = await createTournament(page, uniqueName('Contested Cup', testInfo.workerIndex), teams);
    const other = await secondTab(browser, organizer, `/tournaments/${id}`);
    await expect(other.getByLabel('Location Name')).toHaveValue('');

    // A bad link is refused with a message and saves nothing.
    await page.getByLabel('Location Name').fill('Riverside Park');
    await page.getByLabel('Location Link').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save Details' }).click();
    await expect(page.getByText('Please enter a link starting with http:// or https://')).toBeVisible();
    await expect(page.getByText('Nothing was saved: please correct the highlighted links.')).toBeVisible();

    await page.getByLabel('Location Link').fill('https://maps.example.com/riverside');
    await page.getByRole('button', { name: 'Save Details' }).click();
    await expect(page.getByText('Details saved.')).toBeVisible();
    await expect(page.getByRole('link', { name: '📍 Riverside Park' })).toHaveAttribute('href', 'https://maps.example.com/riverside');

    // The other tab still holds the old version and changes the same field: it is asked, and nothing
    // is saved or cleared until it answers.
    await other.getByLabel('Location Name').fill('Hilltop Arena');
    await other.getByRole('button', { name: 'Save Details' }).click();
    const dialog = other.getByRole('alertdialog', { name: 'Changed in two places' });
    await expect(dialog.getByText('Yours: “Hilltop Arena” · Elsewhere: “Riverside Park”')).toBeVisible();
    await expect(other.getByLabel('Location Name')).toHaveValue('Hilltop Arena');
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await expect(other.getByText('Details saved.')).toBeVisible();
    // Its name wins; the link only the first tab set stays.
    await expect(other.getByRole('status').filter({ hasText: 'Also updated elsewhere: Location Link.' })).toBeVisible();
    await expect(other.getByRole('link', { name: '📍 Hilltop Arena' })).toHaveAttribute('href', 'https://maps.example.com/riverside');

    await page.reload();
    await expect(page.getByLabel('Location Name')).toHaveValue('Hilltop Arena');
    await expect(page.getByLabel('Location Link')).toHaveValue('https://maps.example.com/riverside');
    await other.context().close();
  });
});
