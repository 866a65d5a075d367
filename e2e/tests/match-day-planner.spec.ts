import AxeBuilder from '@axe-core/playwright';
import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createTournament, signInWithTeams } from '../support/tournament-admin';

// Issue 25: the organizer sets up the pitches, generates the day, shifts a pitch and sees the conflict it causes
// explained, then postpones a match to the next free slot; the schedule is stored (it is there after a reload).
// On the grid view it sees the clash left and moves a match by keyboard to a free kick-off.

test.describe('match-day planner', () => {
  test('generates a day on two pitches, shifts one pitch, explains the clash, postpones a match and moves one on the grid by keyboard and by drag and drop', async ({ page, organizer }, testInfo) => {
    testInfo.setTimeout(90_000);
    const teams = await signInWithTeams(page, organizer, testInfo.workerIndex, 4);
    await createTournament(page, uniqueName('Match Day Cup', testInfo.workerIndex), teams);
    const card = page.getByRole('region', { name: 'Match day' });

    const setup = card.getByRole('form', { name: 'Pitches and times' });
    await setup.getByLabel('Venue').fill('Riverside Park');
    await setup.getByLabel('Pitches').fill('2');
    await setup.getByRole('button', { name: 'Save pitches and times' }).click();
    await expect(setup.getByText('Choose the day of the matches.')).toBeVisible();
    await setup.getByLabel('Day').fill('2026-06-13');
    await setup.getByRole('button', { name: 'Save pitches and times' }).click();
    await expect(setup.getByText('Pitches and times saved.')).toBeVisible();

    // 4 teams, 3 rounds of 2 games: 20 + 5 minutes and 25 minutes' rest put the rounds at 09:00, 09:50 and 10:40.
    await card.getByRole('button', { name: 'Generate schedule' }).click();
    await expect(card.getByText('Scheduled 6 matches.')).toBeVisible();
    const pitch = (n: number) => card.getByRole('region', { name: `Pitch ${n}` }).locator('ol > li');
    for (const n of [1, 2]) await expect(pitch(n)).toHaveText([/^09:00/, /^09:50/, /^10:40/]);
    await expect(card.getByText(/\d+ conflicts?$/)).toHaveCount(0);

    // Pitch 1 runs 30 minutes late: its first game now ends at 09:50, when one of its teams kicks off on Pitch 2, and
    // its second at 10:40, when one of those teams kicks off on Pitch 2 again.
    const shift = card.getByRole('form', { name: 'Shift matches on Pitch 1' });
    await shift.getByLabel('Shift matches from').fill('09:00');
    await shift.getByLabel('By minutes').fill('30');
    await shift.getByRole('button', { name: 'Shift' }).click();
    await expect(card.getByText('Shifted 3 matches.')).toBeVisible();
    await expect(pitch(1)).toHaveText([/^09:30/, /^10:20/, /^11:10/]);
    await expect(card.getByText('2 conflicts', { exact: true })).toBeVisible();
    const clash = pitch(2).nth(1);
    const explained = clash.getByRole('listitem');
    await expect(explained).toHaveText(/^⚠ .+ rests 0 minutes between .+ and .+; the minimum is 25\.$/);
    const why = ((await explained.textContent()) ?? '').replace('⚠ ', '');

    // Postpone the clashing game: it goes to the next slot where its pitch is free and its teams have rested.
    const label = (await clash.locator('span').nth(1).textContent()) ?? '';
    const labelled = (time: string) => new RegExp(`^${time}${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    await clash.getByRole('button', { name: `Postpone ${label} to the next free slot` }).click();
    await expect(card.getByText('Postponed 1 match.')).toBeVisible();
    await expect(card.getByText(why)).toHaveCount(0);

    // Its teams are busy or resting until Pitch 1's 11:55 kick-off (the grid: 09:00 + n × 25 minutes).
    await expect(pitch(1).last()).toHaveText(labelled('11:55'));

    await page.reload();
    await expect(page.getByRole('region', { name: 'Pitch 1' }).locator('ol > li')).toHaveText([/^09:30/, /^10:20/, /^11:10/, labelled('11:55')]);
    await expect(page.getByRole('region', { name: 'Match day' }).getByText('1 conflict', { exact: true })).toBeVisible();

    // The grid of the same day: pitches across, kick-offs down. The clash left (Pitch 1's 10:20 game ends when a team
    // of Pitch 2's 10:40 game kicks off) is marked on both games.
    const day = page.getByRole('region', { name: 'Match day' });
    await day.getByRole('radio', { name: 'Grid' }).check();
    const grid = day.getByRole('table', { name: 'Schedule of 2026-06-13' });
    await expect(grid.getByRole('columnheader')).toHaveText(['Kick-off', 'Pitch 1', 'Pitch 2']);
    const cell = (time: string, n: number) => grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: time, exact: true }) }).getByRole('cell').nth(n - 1);
    await expect(grid.getByRole('cell').filter({ hasText: '⚠' })).toHaveCount(2);
    await expect(cell('10:40', 2)).toContainText(/⚠ .+ rests 0 minutes between .+; the minimum is 25\./);

    // Move Pitch 2's 10:40 game by keyboard: pick it, then "Move here" on Pitch 2's free 12:45 kick-off (its teams'
    // last game ends at 12:15). The clash is gone, and the grid shows the game at its new time.
    const move = cell('10:40', 2).getByRole('button', { name: /^Move / });
    const moved = ((await move.getAttribute('aria-label')) ?? '').replace(/^Move /, '');
    await move.click();
    await expect(day.getByText(`Moving ${moved}: choose a free kick-off, or press Escape.`)).toBeVisible();
    // The grid with its "Move here" targets out passes axe's WCAG 2.1 A and AA rules (the route walk sees the list).
    const axe = await new AxeBuilder({ page }).include('section[aria-label="Schedule grid"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.passes.length).toBeGreaterThan(0);
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await grid.getByRole('button', { name: 'Move here: Pitch 2 at 12:45' }).click();
    await expect(day.getByText('Moved 1 match.')).toBeVisible();
    await expect(cell('12:45', 2)).toContainText(moved);
    await expect(cell('10:40', 2)).toHaveText('Free');
    await expect(grid.getByRole('cell').filter({ hasText: '⚠' })).toHaveCount(0);
    await expect(day.getByText(/\d+ conflicts?$/)).toHaveCount(0);

    // With a mouse the game can be dragged instead: onto Pitch 1's free 13:10 kick-off.
    await cell('12:45', 2).getByText(moved).dragTo(cell('13:10', 1));
    await expect(cell('13:10', 1)).toContainText(moved);
    await expect(cell('12:45', 2)).toHaveText('Free');

    // On a 375 px phone the grid scrolls in its own region; the page never scrolls sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    const region = day.getByRole('region', { name: 'Schedule of 2026-06-13' });
    await expect.poll(() => region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});
