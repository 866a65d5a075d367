import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { readSeason } from '../support/premier-league-season';
import { seedTeamsByName, seedTournament } from '../support/seed-tournament';
import { createTournament, enterScore, fixtures, signInWithTeams } from '../support/tournament-admin';
import { signInByApi } from '../support/session';

/** The repo's own copy of the 2022/23 Premier League season (test-data/README.md). */
const premierLeague = readSeason();

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

  test('the 2022/23 Premier League opener from the test data can be corrected and saved', async ({ page, organizer, baseURL }, testInfo) => {
    testInfo.setTimeout(60_000);
    const opener = premierLeague.matches[0]!;
    expect(opener.date).toBe('2022-08-05');
    await signInByApi(page, organizer.email, organizer.password);
    const suffix = uniqueName('', testInfo.workerIndex);
    const [home, away] = [`${opener.homeTeam}${suffix}`, `${opener.awayTeam}${suffix}`];
    const ids = await seedTeamsByName(baseURL!, organizer, [home, away]);
    // Entered as the season recorded it, but with a typo in the score and the wrong day.
    const { tournamentId } = await seedTournament(baseURL!, organizer, {
      name: uniqueName('Premier League 2022/23', testInfo.workerIndex),
      teamIds: [ids[home]!, ids[away]!],
      visibility: 'private',
      matches: [{ round: opener.round, homeTeamId: ids[home]!, awayTeamId: ids[away]!, homeGoals: 2, awayGoals: 0, dateISO: '2022-08-06', time: '20:00' }],
    });
    await page.goto(`/tournaments/${tournamentId}`);
    const row = fixtures(page).getByRole('group', { name: `${home} vs ${away}` });
    await expect(row.getByLabel('Date')).toHaveValue('2022-08-06');

    await row.getByLabel('Date').fill(opener.date);
    await row.getByLabel('Date').press('Enter');
    await expect(row.getByText('✓ Saved')).toBeVisible();
    await enterScore(row, opener.homeGoals, opener.awayGoals);

    await page.reload();
    const saved = fixtures(page).getByRole('group', { name: `${home} vs ${away}` });
    await expect(saved.getByLabel('Date')).toHaveValue('2022-08-05');
    await expect(saved.getByLabel('Home goals')).toHaveValue(String(opener.homeGoals));
    await expect(saved.getByLabel('Away goals')).toHaveValue(String(opener.awayGoals));
  });
});
