import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { seedTeamsByName } from '../support/seed-tournament';
import { createTournament, secondTab, signInWithTeams } from '../support/tournament-admin';
import { signInByApi } from '../support/session';

// Issue 11: two tabs editing different fields of one item both keep their changes. The stale tab's save
// loses the version check, re-reads the item, re-applies its own fields and says what else changed.

test.describe('edits of different fields in two tabs', () => {
  test('tournament: tab 1 saves the location, tab 2 (stale) saves a social link; both are stored', async ({ page, organizer, browser }, testInfo) => {
    testInfo.setTimeout(60_000);
    const teams = await signInWithTeams(page, organizer, testInfo.workerIndex, 2);
    const id = await createTournament(page, uniqueName('Merged Cup', testInfo.workerIndex), teams);
    const other = await secondTab(browser, organizer, `/tournaments/${id}`);
    const details = page.getByRole('form', { name: 'Tournament details' });
    const stale = other.getByRole('form', { name: 'Tournament details' });
    await expect(stale.getByLabel('Location Name')).toHaveValue('');

    await details.getByLabel('Location Name').fill('Riverside Park');
    await details.getByRole('button', { name: 'Save Details' }).click();
    await expect(details.getByText('Details saved.')).toBeVisible();

    await stale.getByLabel('Facebook').fill('https://facebook.com/merged-cup');
    await stale.getByRole('button', { name: 'Save Details' }).click();
    await expect(stale.getByText('Details saved.')).toBeVisible();
    await expect(other.getByRole('status').filter({ hasText: 'Also updated elsewhere: Location Name.' })).toBeVisible();
    await expect(other.getByText('📍 Riverside Park')).toBeVisible();
    await expect(stale.getByLabel('Facebook')).toHaveValue('https://facebook.com/merged-cup');
    // The stale tab now edits what is stored: the location saved in tab 1.
    await expect(stale.getByLabel('Location Name')).toHaveValue('Riverside Park');

    for (const tab of [page, other]) {
      await tab.reload();
      const form = tab.getByRole('form', { name: 'Tournament details' });
      await expect(form.getByLabel('Location Name')).toHaveValue('Riverside Park');
      await expect(form.getByLabel('Facebook')).toHaveValue('https://facebook.com/merged-cup');
    }
    await other.context().close();
  });

  test('team: tab 1 saves the name, tab 2 (stale) saves social links; both are stored', async ({ page, organizer, baseURL }, testInfo) => {
    const name = uniqueName('Harbour', testInfo.workerIndex);
    await signInByApi(page, organizer.email, organizer.password);
    const { [name]: teamId } = await seedTeamsByName(baseURL!, organizer, [name]);
    await page.goto(`/teams/${teamId}`);
    const other = await page.context().newPage();
    await other.goto(`/teams/${teamId}`);
    await expect(other.getByRole('heading', { level: 1, name })).toBeVisible();

    const details = page.getByRole('form', { name: 'Team details' });
    await details.getByLabel('Team Name').fill(`${name} United`);
    await details.getByRole('button', { name: 'Save Details' }).click();
    await expect(details.getByText('Team details saved.')).toBeVisible();

    const social = other.getByRole('form', { name: 'Team social links' });
    await social.getByLabel('Instagram').fill('https://instagram.com/harbour');
    await social.getByRole('button', { name: 'Save Social Links' }).click();
    await expect(social.getByText('Social links saved. Also updated elsewhere: Team Name.')).toBeVisible();
    await expect(social.getByLabel('Instagram')).toHaveValue('https://instagram.com/harbour');
    // The stale tab now edits what is stored: the name saved in tab 1.
    await expect(other.getByRole('form', { name: 'Team details' }).getByLabel('Team Name')).toHaveValue(`${name} United`);
    await expect(other.getByRole('heading', { level: 1, name: `${name} United` })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `${name} United` })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Team social links' }).getByLabel('Instagram')).toHaveValue('https://instagram.com/harbour');
    await other.close();
  });
});
