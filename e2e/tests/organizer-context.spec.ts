import type { Page } from '@playwright/test';
import { SUPER_ADMIN, apiCreateOrganizer, uniqueName } from '../support/api';
import { expect, signIn, test, type SeededOrganizer } from '../support/fixtures';
import { signInByApi } from '../support/session';
import { seedTeams, seedTournament } from '../support/seed-tournament';

// Issue 11, "Organizer context that cannot strand anyone": organizers are bound to their own organizer;
// the super admin picks one in the bar, on "No Organizer Selected" or from All Tournaments.

const bar = (page: Page) => page.getByRole('region', { name: 'Signed-in user' });
const barPicker = (page: Page) => bar(page).getByRole('combobox', { name: 'Organizer' });
const storedChoice = (page: Page) => page.evaluate(() => localStorage.getItem('currentOrganizerId'));

/** A second organizer, for the tests that need two. */
async function anotherOrganizer(baseURL: string, workerIndex: number): Promise<SeededOrganizer> {
  const name = uniqueName('Other Org', workerIndex);
  const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.test`;
  const created = await apiCreateOrganizer(baseURL, { name, email, password: 'secret-pass-2' });
  return { id: created.id, name, email, password: 'secret-pass-2' };
}

test('an organizer has no Switch organizer and no picker, and always works on its own organizer', async ({ page, organizer }) => {
  await signIn(page, organizer.email, organizer.password);
  await expect(bar(page)).toContainText(organizer.name);
  await expect(page.getByRole('button', { name: /switch organizer/i })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Organizer' })).toHaveCount(0);
  await bar(page).getByRole('link', { name: 'Teams', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your Teams (0)' })).toBeVisible();
  await bar(page).getByRole('link', { name: 'Home', exact: true }).click();
  // Home sends a signed-in organizer back to its dashboard, with its counts.
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByText('Organizer Access')).toBeVisible();
});

test("the super admin picks an organizer in the bar's picker, with the keyboard, and /teams shows its teams", async ({ page, organizer, baseURL }) => {
  const teamName = `Picked Rovers ${Date.now().toString(36)}`;
  await seedTeams(baseURL!, organizer, [{ name: teamName, players: [] }]);
  await signInByApi(page, SUPER_ADMIN.username, SUPER_ADMIN.password);
  await page.goto('/admin');
  // Typed once the organizers have loaded, as a person sees them: text typed while the list still loads leaves no
  // option active, and Enter then picks nothing.
  await expect(barPicker(page)).toHaveAttribute('placeholder', 'Choose an organizer');
  await barPicker(page).fill(organizer.name);
  await expect(page.getByRole('option', { name: organizer.name, exact: true })).toBeVisible();
  await barPicker(page).press('Enter');
  await expect(barPicker(page)).toHaveValue(organizer.name);
  await bar(page).getByRole('link', { name: 'Teams', exact: true }).click();
  await expect(page).toHaveURL(/\/teams$/);
  await expect(page.getByRole('heading', { name: 'Your Teams (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: teamName })).toBeVisible();
});

test('"No Organizer Selected" offers the picker, and picking shows the screen that asked for it', async ({ page, organizer, baseURL }) => {
  const teamName = `Waiting Rovers ${Date.now().toString(36)}`;
  await seedTeams(baseURL!, organizer, [{ name: teamName, players: [] }]);
  await signInByApi(page, SUPER_ADMIN.username, SUPER_ADMIN.password);
  await page.goto('/admin');
  await bar(page).getByRole('link', { name: 'Teams', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No Organizer Selected' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: 'Organizer' }).fill(organizer.name);
  await main.getByRole('option', { name: organizer.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your Teams (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: teamName })).toBeVisible();
  await expect(page).toHaveURL(/\/teams$/);
  await expect(barPicker(page)).toHaveValue(organizer.name);
});

test("All Tournaments lists two organizers' tournaments with their names, and View opens one", async ({ page, organizer, baseURL }, testInfo) => {
  const other = await anotherOrganizer(baseURL!, testInfo.workerIndex);
  const mine = uniqueName('Riverside Cup', testInfo.workerIndex);
  const theirs = uniqueName('Hilltop Shield', testInfo.workerIndex);
  await seedTournament(baseURL!, organizer, { name: mine, teamIds: [], visibility: 'public', matches: [] });
  await seedTournament(baseURL!, other, { name: theirs, teamIds: [], visibility: 'private', matches: [] });

  await signInByApi(page, SUPER_ADMIN.username, SUPER_ADMIN.password);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'All Tournaments' }).click();
  await expect(page.getByRole('heading', { name: 'All Tournaments' })).toBeVisible();
  const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(row(mine).getByRole('cell', { name: organizer.name, exact: true })).toBeVisible();
  await expect(row(theirs).getByRole('cell', { name: other.name, exact: true })).toBeVisible();

  await row(theirs).getByRole('link', { name: `View ${theirs}` }).click();
  await expect(page.getByRole('heading', { name: theirs, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Organizer Selected' })).toHaveCount(0);
  await expect(barPicker(page)).toHaveValue(other.name);
});

test('no selection and no "Logged in as" bar survive a sign-out; an organizer then signs in to its own', async ({ page, organizer, baseURL }, testInfo) => {
  const other = await anotherOrganizer(baseURL!, testInfo.workerIndex);
  await signIn(page, SUPER_ADMIN.username, SUPER_ADMIN.password, '/superadmin/login');
  await barPicker(page).fill(other.name);
  await page.getByRole('option', { name: other.name, exact: true }).click();
  expect(await storedChoice(page)).toBe(other.id);

  await bar(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Find tournaments and organizers' })).toBeVisible();
  await expect(page.getByText('Logged in as')).toHaveCount(0);
  expect(await storedChoice(page)).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Find tournaments and organizers' })).toBeVisible();
  await expect(bar(page)).toHaveCount(0);

  await signIn(page, organizer.email, organizer.password);
  await expect(bar(page)).toContainText(organizer.name);
  await expect(bar(page)).not.toContainText(other.name);
  expect(await storedChoice(page)).toBe(organizer.id);
  await page.goto('/teams');
  await expect(page.getByRole('heading', { name: 'Your Teams (0)' })).toBeVisible();
});
