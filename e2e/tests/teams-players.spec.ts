import type { Locator, Page } from '@playwright/test';
import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { addPlayerThroughUi, createTeamsThroughUi, seedTeamsByName } from '../support/seed-tournament';
import { signInByApi } from '../support/session';

/** The value of a StatTile (a <dl> of its own) by its label, within `scope`. */
const tile = (scope: Locator | Page, label: string) => {
  const page = 'goto' in scope ? scope : scope.page();
  return scope.locator('dl').filter({ has: page.getByText(label, { exact: true }) }).locator('dd').first();
};

test.describe('team and player administration', () => {
  test('edit a team: name, colours and a social link; a javascript: link is refused', async ({ page, organizer }, testInfo) => {
    const name = uniqueName('Rovers', testInfo.workerIndex);
    await signInByApi(page, organizer.email, organizer.password);
    const { [name]: teamId } = await createTeamsThroughUi(page, [name]);
    await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) }).getByRole('link', { name: 'Manage' }).click();
    await expect(page).toHaveURL(`/teams/${teamId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await expect(page.getByLabel('Public team page')).toHaveValue(new RegExp(`/public/teams/${teamId}$`));
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByText('Link copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/public/teams/${teamId}$`));

    const summary = page.getByRole('region', { name: 'Season Summary' });
    await expect(tile(summary, 'Colors')).toHaveText('1');
    await expect(tile(summary, 'Social Media')).toHaveText('No');
    await expect(tile(summary, 'Team ID')).toHaveText(teamId!.slice(-4));

    const details = page.getByRole('form', { name: 'Team details' });
    const renamed = `${name} United`;
    await details.getByLabel('Team Name').fill(renamed);
    await details.getByLabel('Established Date').fill('1892-03-15');
    await details.getByRole('button', { name: 'Add Color' }).click();
    await expect(details.getByLabel('Secondary color')).toHaveValue('#ef4444');
    await details.getByLabel('Secondary color').fill('#ffffff');
    await details.getByRole('button', { name: 'Save Details' }).click();
    await expect(details.getByText('Team details saved.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(tile(summary, 'Colors')).toHaveText('2');
    await expect(tile(summary, 'Founded')).toHaveText('1892');

    const social = page.getByRole('form', { name: 'Team social links' });
    await social.getByLabel('Facebook').fill('javascript:alert(document.cookie)');
    await social.getByRole('button', { name: 'Save Social Links' }).click();
    await expect(social.getByText('Please enter a link starting with http:// or https://')).toBeVisible();
    await expect(social.getByLabel('Facebook')).toHaveAttribute('aria-invalid', 'true');
    await expect(social.getByLabel('Facebook')).toBeFocused();
    await expect(tile(summary, 'Social Media')).toHaveText('No');

    await social.getByLabel('Facebook').fill('https://facebook.com/rovers');
    await social.getByRole('button', { name: 'Save Social Links' }).click();
    await expect(social.getByText('Social links saved.')).toBeVisible();
    await expect(tile(summary, 'Social Media')).toHaveText('Yes');

    // Stored, not just shown: a reload reads it back, and the public page links it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Team details' }).getByLabel('Secondary color')).toHaveValue('#ffffff');
    await expect(page.getByRole('form', { name: 'Team social links' }).getByLabel('Facebook')).toHaveValue('https://facebook.com/rovers');

    const visitor = await page.context().browser()!.newContext();
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/public/teams/${teamId}`);
    await expect(publicPage.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(publicPage.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.com/rovers');
    await visitor.close();
  });

  test('add players and edit one; hidden players leave the public pages, visible ones come back', async ({ page, browser, organizer, baseURL }, testInfo) => {
    const name = uniqueName('Wanderers', testInfo.workerIndex);
    await signInByApi(page, organizer.email, organizer.password);
    const { [name]: teamId } = await seedTeamsByName(baseURL!, organizer, [name]);
    await page.goto(`/teams/${teamId}`);

    const keeperId = await addPlayerThroughUi(page, { firstName: 'Ederson', lastName: 'Moraes', number: '31', position: 'Goalkeeper', dateOfBirth: '1993-08-17' });
    const strikerId = await addPlayerThroughUi(page, { firstName: 'Erling', lastName: 'Haaland', number: '9' });
    const wingerId = await addPlayerThroughUi(page, { firstName: 'Jack', lastName: 'Grealish' });
    await expect(page.getByRole('region', { name: 'Players (3)' })).toBeVisible();

    // Edit one row: number emptied (unset), position changed.
    await page.getByRole('button', { name: 'Edit Jack Grealish' }).click();
    await page.getByLabel('Number', { exact: true }).fill('');
    await page.getByLabel('Position', { exact: true }).selectOption('Midfielder');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Jack Grealish saved.')).toBeVisible();
    const wingerRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Jack Grealish' }) });
    await expect(wingerRow).toContainText('Midfielder');
    await expect(wingerRow.getByRole('cell').first()).toHaveText('—No number');

    // Hide the striker from the table.
    const strikerSwitch = page.getByRole('switch', { name: 'Public: Erling Haaland' });
    await strikerSwitch.click();
    await expect(strikerSwitch).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText('Erling Haaland is now hidden from the public.')).toBeVisible();

    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/public/teams/${teamId}`);
    await expect(publicPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(tile(publicPage, 'Players')).toHaveText('2');
    await expect(tile(publicPage, 'Keepers')).toHaveText('1');
    await expect(tile(publicPage, 'Outfield')).toHaveText('1');
    await expect(publicPage.getByRole('link', { name: 'Ederson Moraes' })).toBeVisible();
    await expect(publicPage.getByRole('link', { name: 'Jack Grealish' })).toBeVisible();
    await expect(publicPage.getByText('Erling Haaland')).toHaveCount(0);

    await publicPage.goto(`/public/players/${strikerId}`);
    await expect(publicPage.getByRole('heading', { name: 'Player not found or not publicly visible' })).toBeVisible();
    await expect(publicPage.getByText("The player you're looking for doesn't exist or is not publicly visible.")).toBeVisible();
    await expect(publicPage.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');

    // Make the striker visible again from the player's own page.
    await page.getByRole('link', { name: 'Erling Haaland' }).click();
    await expect(page).toHaveURL(`/players/${strikerId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Erling Haaland' })).toBeVisible();
    const visibility = page.getByRole('switch', { name: 'Public' });
    await expect(visibility).toHaveAttribute('aria-checked', 'false');
    await expect(visibility).toHaveText('Hidden');
    await visibility.click();
    await expect(visibility).toHaveAttribute('aria-checked', 'true');
    await expect(visibility).toHaveText('Visible');
    await expect(page.getByRole('region', { name: 'Player Statistics' })).toBeVisible();

    await publicPage.reload();
    await expect(publicPage.getByRole('heading', { level: 1, name: 'Erling Haaland' })).toBeVisible();
    await expect(publicPage.getByText('#9')).toBeVisible();
    await expect(publicPage.getByRole('link', { name })).toHaveAttribute('href', `/public/teams/${teamId}`);
    await publicPage.getByRole('link', { name }).click();
    await expect(publicPage).toHaveURL(`/public/teams/${teamId}`);
    // A public document may be up to 5 s old (Cache-Control max-age=5, and the team's document is made again after
    // the player's write): the visitor sees the striker back at the latest on a reload after that.
    await expect(async () => {
      await publicPage.reload();
      await expect(publicPage.getByRole('link', { name: 'Erling Haaland' })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(tile(publicPage, 'Players')).toHaveText('3');

    // The keeper's page shows the age from the date of birth.
    await publicPage.goto(`/public/players/${keeperId}`);
    await expect(publicPage.getByRole('list', { name: 'Player facts' })).toContainText(/Goalkeeper\s*\d+ years old/);
    expect(wingerId).toMatch(/^player_/);
    await visitor.close();
  });

  test('player detail edits the player; an unknown player shows Not Found', async ({ page, organizer, baseURL }, testInfo) => {
    const name = uniqueName('Athletic', testInfo.workerIndex);
    await signInByApi(page, organizer.email, organizer.password);
    const { [name]: teamId } = await seedTeamsByName(baseURL!, organizer, [name]);
    await page.goto(`/teams/${teamId}`);
    const playerId = await addPlayerThroughUi(page, { firstName: 'Phil', lastName: 'Foden', number: '47' });

    await page.goto(`/admin/players/${playerId}`);
    const form = page.getByRole('form', { name: 'Player details' });
    await form.getByLabel('Number').fill('');
    await form.getByLabel('First Name').fill('Philip');
    await form.getByLabel('Date of Birth').fill('2000-05-28');
    await form.getByRole('button', { name: 'Save Player' }).click();
    await expect(form.getByText('Player details saved.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Philip Foden' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('form', { name: 'Player details' }).getByLabel('Number')).toHaveValue('');
    await expect(page.getByRole('form', { name: 'Player details' }).getByLabel('Date of Birth')).toHaveValue('2000-05-28');

    const social = page.getByRole('form', { name: 'Player social links' });
    await social.getByLabel('Website').fill('javascript:alert(1)');
    await social.getByRole('button', { name: 'Save Social Links' }).click();
    await expect(social.getByText('Please enter a link starting with http:// or https://')).toBeVisible();

    await page.goto('/players/player_0_nobody');
    await expect(page.getByRole('heading', { name: 'Player Not Found' })).toBeVisible();
    await page.goto('/teams/team_0_nobody');
    await expect(page.getByRole('heading', { name: 'Team Not Found' })).toBeVisible();
  });

  test('a stale team edit in a second tab asks which name to keep, and players added in both tabs both stay', async ({ page, organizer, baseURL }, testInfo) => {
    const name = uniqueName('City', testInfo.workerIndex);
    await signInByApi(page, organizer.email, organizer.password);
    const { [name]: teamId } = await seedTeamsByName(baseURL!, organizer, [name]);
    await page.goto(`/teams/${teamId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    const secondTab = await page.context().newPage();
    await secondTab.goto(`/teams/${teamId}`);
    await expect(secondTab.getByRole('heading', { level: 1, name })).toBeVisible();

    const first = page.getByRole('form', { name: 'Team details' });
    await first.getByLabel('Team Name').fill(`${name} First`);
    await first.getByRole('button', { name: 'Save Details' }).click();
    await expect(first.getByText('Team details saved.')).toBeVisible();

    // The second tab still holds the old version and renames too: it is asked which name to keep.
    const stale = secondTab.getByRole('form', { name: 'Team details' });
    await stale.getByLabel('Team Name').fill(`${name} Second`);
    await stale.getByRole('button', { name: 'Save Details' }).click();
    const dialog = secondTab.getByRole('alertdialog', { name: 'Changed in two places' });
    await expect(dialog.getByText(`Yours: “${name} Second” · Elsewhere: “${name} First”`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep theirs' }).click();
    await expect(stale.getByText('Team details saved. Also updated elsewhere: Team Name.')).toBeVisible();
    await expect(stale.getByLabel('Team Name')).toHaveValue(`${name} First`);
    await expect(secondTab.getByRole('heading', { level: 1, name: `${name} First` })).toBeVisible();

    // A player added in each tab, the first tab's stale: both stay.
    // "+ Add Player" opens an unsaved row; its Save stores the player (issue 22).
    await secondTab.getByRole('button', { name: '+ Add Player' }).click();
    await secondTab.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(secondTab.getByText('New Player added.')).toBeVisible();
    await page.getByRole('button', { name: '+ Add Player' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('New Player added. Also updated elsewhere: Player New Player.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Players (2)' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `${name} First` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Players (2)' })).toBeVisible();
    await secondTab.close();
  });
});
