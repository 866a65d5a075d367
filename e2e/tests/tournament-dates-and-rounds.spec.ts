import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createTournament, fixtures, signInWithTeams } from '../support/tournament-admin';

// Historical seasons (issue 8 item 7): a match date outside the picker's usual years, such as a
// 2022/23 Premier League game, is saved, kept after a reload and shown by the match centre; a date
// outside 1900–2100 is refused with the rule's message and nothing is saved.

test.describe('tournament dates', () => {
  test('a league match dated 2022-08-05 is saved and still shows after reload', async ({ page, organizer }, testInfo) => {
    testInfo.setTimeout(60_000);
    const [home, away] = await signInWithTeams(page, organizer, testInfo.workerIndex, 2);
    await createTournament(page, uniqueName('Season 2022', testInfo.workerIndex), [home!, away!]);
    const row = fixtures(page).getByRole('group');
    await expect(row).toHaveCount(1);
    const date = row.getByLabel('Date');

    await date.fill('1899-12-31');
    await date.press('Enter');
    await expect(row.getByRole('alert')).toHaveText('Choose a date between 1900 and 2100.');

    await date.fill('2022-08-05');
    await date.press('Enter');
    await expect(row.getByText('✓ Saved')).toBeVisible();

    await page.reload();
    await expect(fixtures(page).getByRole('group').getByLabel('Date')).toHaveValue('2022-08-05');

    await fixtures(page).getByRole('link', { name: 'Stats' }).click();
    await expect(page.getByRole('form', { name: 'Match details' }).getByLabel('Date')).toHaveValue('2022-08-05');
  });
});
