import { uniqueName } from '../support/api';
import { untilAppTookOver } from '../support/app-takeover';
import { expect, test } from '../support/fixtures';
import { createTournament, signInWithTeams } from '../support/tournament-admin';

// A tournament's visibility and its deletion through the admin UI (spec §2 "Manage Tournaments",
// "Tournament detail").

test.describe('tournament management', () => {
  test('visibility: public tournaments appear for visitors, private ones disappear', async ({ page, organizer, browser }, testInfo) => {
    testInfo.setTimeout(60_000);
    const teams = await signInWithTeams(page, organizer, testInfo.workerIndex, 2);
    const name = uniqueName('Open Trophy', testInfo.workerIndex);
    const id = await createTournament(page, name, teams);
    const toggle = page.getByRole('switch', { name: 'Public tournament' });
    await expect(toggle).not.toBeChecked();
    await expect(page.getByText('Admin/Organizer only')).toBeVisible();
    await expect(page.getByRole('link', { name: `/public/tournaments/${id}` })).toHaveAttribute('target', '_blank');

    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(page.getByText('Visible to everyone', { exact: true })).toBeVisible();
    // The switch flips at once and stays busy until the gateway acknowledged the save: a visitor looks after that.
    await expect(toggle).toBeEnabled();

    const visitor = await browser.newContext();
    const home = await visitor.newPage();
    await home.goto('/');
    // Home is server-rendered: text typed before the app takes it over would be replaced with the page.
    await untilAppTookOver(home);
    await home.getByLabel('Search organizers and tournaments').fill(name);
    await expect(home.getByRole('link', { name })).toHaveAttribute('href', `/public/tournaments/${id}`);

    await page.reload();
    await page.getByRole('switch', { name: 'Public tournament' }).click();
    await expect(page.getByRole('switch', { name: 'Public tournament' })).not.toBeChecked();
    await expect(page.getByText('Admin/Organizer only')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Public tournament' })).toBeEnabled();
    await home.reload();
    await untilAppTookOver(home);
    await home.getByLabel('Search organizers and tournaments').fill(name);
    await expect(home.getByText('No Results Found')).toBeVisible();
    await visitor.close();
  });

  test('delete asks with what is removed, then removes the tournament and its page', async ({ page, organizer }, testInfo) => {
    const teams = await signInWithTeams(page, organizer, testInfo.workerIndex, 2);
    const name = uniqueName('Doomed Cup', testInfo.workerIndex);
    const id = await createTournament(page, name, teams);

    await page.getByRole('button', { name: 'Delete Tournament' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete “${name}”?` });
    await expect(dialog).toContainText('results');
    await expect(dialog).toContainText('standings');
    await expect(dialog).toContainText('playoff brackets');
    await expect(dialog).toContainText('This cannot be undone.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Delete Tournament' }).click();
    await page.getByRole('button', { name: 'Delete permanently' }).click();
    await expect(page).toHaveURL(/\/tournaments$/);
    await expect(page.getByRole('heading', { name: 'Your Tournaments (0)' })).toBeVisible();
    await expect(page.getByText('No tournaments yet. Create your first tournament above!')).toBeVisible();

    await page.goto(`/tournaments/${id}`);
    await expect(page.getByText("The tournament you're looking for doesn't exist or you don't have access to it.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Tournaments' })).toHaveAttribute('href', '/tournaments');
  });
});
