import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createTournament, signInWithTeams } from '../support/tournament-admin';

// Issue 25: the organizer sets up the pitches, generates the day, shifts a pitch and sees the conflict it causes
// explained, then postpones a match to the next free slot; the schedule is stored (it is there after a reload).

test.describe('match-day planner', () => {
  test('generates a day on two pitches, shifts one pitch, explains the clash and postpones a match', async ({ page, organizer }, testInfo) => {
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
  });
});
