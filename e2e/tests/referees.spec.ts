import type { Locator, Page } from '@playwright/test';
import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createTournament, signInWithTeams } from '../support/tournament-admin';

// Issue 25: the organizer keeps a list of referees (one belonging to a club), generates the day with "Assign
// referees" (nobody whistles their own club, nobody two games at once), puts one on a clash by hand and sees it
// explained, then opens and prints a referee's own schedule.

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Adds a referee on the Referees page (open), belonging to `team` if given. */
async function addReferee(page: Page, name: string, team?: string): Promise<void> {
  const add = page.getByRole('form', { name: 'Add referee' });
  await add.getByLabel('Name').fill(name);
  if (team !== undefined) await add.getByRole('checkbox', { name: team }).check();
  await add.getByRole('button', { name: 'Add Referee' }).click();
  await expect(page.getByRole('article', { name })).toBeVisible();
}

/**
 * Sets up two pitches on `day` on the tournament page and generates the day with "Assign referees": 4 teams, 3
 * rounds of 2 games at 09:00, 09:50 and 10:40, in each round one game of the first team.
 */
async function generateWithReferees(page: Page, day: string): Promise<Locator> {
  const card = page.getByRole('region', { name: 'Match day' });
  const setup = card.getByRole('form', { name: 'Pitches and times' });
  await setup.getByLabel('Venue').fill('Riverside Park');
  await setup.getByLabel('Pitches').fill('2');
  await setup.getByLabel('Day').fill(day);
  await setup.getByRole('button', { name: 'Save pitches and times' }).click();
  await expect(setup.getByText('Pitches and times saved.')).toBeVisible();
  await card.getByRole('checkbox', { name: 'Assign referees' }).check();
  await card.getByRole('button', { name: 'Generate schedule' }).click();
  await expect(card.getByText('Saved the slots and referees of 6 matches.')).toBeVisible();
  return card;
}

test.describe('referees', () => {
  test('are listed, assigned by the generator and by hand with clashes explained, and have their own schedule', async ({ page, organizer }, testInfo) => {
    testInfo.setTimeout(90_000);
    const teams = await signInWithTeams(page, organizer, testInfo.workerIndex, 4);
    const [lions] = teams as [string, ...string[]];
    const ann = uniqueName('Ann', testInfo.workerIndex);
    const bo = uniqueName('Bo', testInfo.workerIndex);

    await page.goto('/teams');
    await page.getByRole('navigation', { name: 'Organizer' }).getByRole('link', { name: 'Referees' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Referees' })).toBeVisible();
    await page.getByRole('form', { name: 'Add referee' }).getByLabel('Contact (optional)').fill('06 12 34 56 78');
    await addReferee(page, ann, lions);
    await expect(page.getByRole('article', { name: ann })).toContainText(`06 12 34 56 78Belongs to ${lions}`);
    await addReferee(page, bo);
    await expect(page.getByRole('article', { name: bo })).toContainText('Belongs to no team');
    await expect(page.getByRole('heading', { name: 'Your Referees (2)' })).toBeVisible();

    await createTournament(page, uniqueName('Referee Cup', testInfo.workerIndex), teams);
    const card = await generateWithReferees(page, '2026-06-13');
    await expect(card.getByText(/\d+ conflicts?$/)).toHaveCount(0);
    const rows = card.locator('section ol > li');
    await expect(rows).toHaveCount(6);
    const refereeOf = (row: Locator) => row.getByRole('combobox', { name: /^Referee for / }).locator('option:checked');
    for (const row of await rows.filter({ hasText: lions }).all()) await expect(refereeOf(row)).toHaveText(bo);
    for (const row of await rows.filter({ hasNotText: lions }).all()) await expect(refereeOf(row)).toHaveText(ann);

    // By hand, Ann onto the Lions' first game: her own club's, and at the time of the game she already has.
    const label = (await rows.filter({ hasText: lions }).filter({ hasText: /^09:00/ }).locator('span').nth(1).textContent()) ?? '';
    // Found by its own select from here on: the conflicts explained on the other game name the Lions too.
    const lionsFirst = rows.filter({ has: page.getByRole('combobox', { name: `Referee for ${label}`, exact: true }) });
    await lionsFirst.getByRole('combobox', { name: `Referee for ${label}` }).selectOption({ label: ann });
    await expect(card.getByText('2 conflicts', { exact: true })).toBeVisible();
    await expect(lionsFirst.getByRole('listitem').filter({ hasText: `${ann} belongs to ${lions} and cannot referee ${label}.` })).toBeVisible();
    await expect(lionsFirst.getByRole('listitem').filter({ hasText: new RegExp(`^⚠ ${escaped(ann)} referees two matches at 2026-06-13 09:00: `) })).toBeVisible();

    // Bo's own schedule: the Lions' two later games, in kick-off order, and only it on paper.
    await page.goto('/referees');
    await page.getByRole('button', { name: `Schedule of ${bo}` }).click();
    const schedule = page.getByRole('region', { name: `Schedule of ${bo}` });
    const scheduled = schedule.locator('tbody tr');
    await expect(scheduled).toHaveCount(2);
    await expect(scheduled.nth(0)).toContainText(/2026-06-13\s*09:50\s*Pitch \d/);
    await expect(scheduled.nth(1)).toContainText('10:40');
    for (const row of await scheduled.all()) await expect(row).toContainText(lions);
    await expect(schedule.getByRole('button', { name: 'Print' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: 'Your Referees (2)' })).toBeHidden();
    await expect(scheduled.nth(0)).toBeVisible();
    await expect(schedule.getByRole('button', { name: 'Print' })).toBeHidden();
  });

  test('a referee’s scorekeeper link opens the score screen of their matches of the day only', async ({ page, organizer, browser }, testInfo) => {
    testInfo.setTimeout(90_000);
    const teams = await signInWithTeams(page, organizer, testInfo.workerIndex, 4);
    const [lions] = teams as [string, ...string[]];
    const ann = uniqueName('Ann', testInfo.workerIndex);
    await page.goto('/referees');
    await addReferee(page, ann, lions);
    await addReferee(page, uniqueName('Bo', testInfo.workerIndex));
    await expect(page.getByRole('heading', { name: 'Your Referees (2)' })).toBeVisible();

    await createTournament(page, uniqueName('Whistle Cup', testInfo.workerIndex), teams);
    // A scorekeeper link reads what the public reads, and lasts until the end of a day that is not over.
    await page.getByRole('switch', { name: 'Public tournament' }).click();
    await expect(page.getByText('Visible to everyone', { exact: true })).toBeVisible();
    const card = await generateWithReferees(page, '2099-06-13');

    const linkForm = card.getByRole('form', { name: 'Scorekeeper link for a referee' });
    await linkForm.getByLabel('Referee').selectOption({ label: ann });
    await linkForm.getByRole('button', { name: 'Create scorekeeper link for referee' }).click();
    const links = card.getByRole('region', { name: 'Scorekeeper links' });
    await expect(links.getByText(`Scorekeeper link for ${ann}, every match refereed on 2099-06-13`)).toBeVisible();
    const address = await links.getByRole('textbox', { name: 'Scorekeeper link' }).inputValue();

    // Ann referees the three games without the Lions: those, and only those, are on her screen.
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const touchline = await phone.newPage();
    await touchline.goto(address);
    const choose = touchline.getByRole('combobox', { name: 'Match' });
    await expect(choose.locator('option')).toHaveCount(4);
    await expect(choose.locator('option').filter({ hasText: lions })).toHaveCount(0);
    await choose.selectOption({ index: 1 });
    const [home] = ((await choose.locator('option:checked').textContent()) ?? '').replace(/^\d\d:\d\d /, '').split(' v ');
    await touchline.getByRole('button', { name: `Goal for ${home}` }).tap();
    await expect(touchline.getByRole('status')).toHaveText('All changes sent');
    await phone.close();
  });
});
