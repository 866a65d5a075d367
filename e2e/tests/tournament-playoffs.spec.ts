import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createTournament, enterScore, playoffs, scoreAll, signInWithTeams, standings } from '../support/tournament-admin';

/** A custom playoff game's row (its selects' option groups are groups too). */
const GAME = /, game \d+: /;

// Playoffs through the admin UI (spec §2 "Tournament detail"; §4): league + playoffs, and the custom
// playoff editor.

test.describe('tournament management', () => {
  test('league + playoffs: the playoff texts, then the button creates the semifinals', async ({ page, organizer }, testInfo) => {
    testInfo.setTimeout(60_000);
    const teams = await signInWithTeams(page, organizer, testInfo.workerIndex);
    const name = uniqueName('Cup', testInfo.workerIndex);
    await createTournament(page, name, teams, 'League + Playoffs');

    const section = playoffs(page);
    await expect(section.getByText('Complete all championship matches to start playoffs')).toBeVisible();
    await expect(section.getByText('You need to add scores to all league matches first')).toBeVisible();
    await expect(section.getByRole('button', { name: 'End Championship & Start Playoffs' })).toHaveCount(0);
    // No result yet: no playoff zone to mark.
    await expect(standings(page).getByText('Qualified')).toHaveCount(0);

    // The team listed first wins every game, so the table follows the team order.
    await scoreAll(page, (x, y) => (teams.indexOf(x) < teams.indexOf(y) ? [2, 0] : [0, 2]));
    await expect(section.getByText('Championship completed! Ready to start playoffs.')).toBeVisible();
    await expect(section.getByText('Top 4 teams will qualify for playoffs')).toBeVisible();
    await expect(standings(page).getByText('Qualified')).toHaveCount(4);
    await section.getByRole('button', { name: 'End Championship & Start Playoffs' }).click();

    await expect(section.getByRole('heading', { name: '1/2 Final' })).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Final', exact: true })).toBeVisible();
    await expect(section.getByRole('button', { name: 'End Championship & Start Playoffs' })).toHaveCount(0);
    await expect(section.getByRole('group', { name: `${teams[0]} vs ${teams[3]}` })).toBeVisible();
    await expect(section.getByRole('group', { name: `${teams[1]} vs ${teams[2]}` })).toBeVisible();
    const final = section.getByRole('group', { name: 'Winner of match 1 vs Winner of match 2' });
    await expect(final).toBeVisible();
    await expect(final.getByLabel('Home goals')).toBeDisabled();

    // A semifinal result moves its winner into the final; it survives a reload.
    await enterScore(section.getByRole('group', { name: `${teams[0]} vs ${teams[3]}` }), 0, 1);
    await expect(section.getByRole('group', { name: `${teams[3]} vs Winner of match 2` })).toBeVisible();
    await page.reload();
    await expect(playoffs(page).getByRole('group', { name: `${teams[3]} vs Winner of match 2` })).toBeVisible();
    await expect(page.getByText('9 matches')).toBeVisible();
  });

  test('league + custom playoff: rounds are added and configured, and a game with two teams gets its Stats page', async ({ page, organizer }, testInfo) => {
    testInfo.setTimeout(60_000);
    const teams = await signInWithTeams(page, organizer, testInfo.workerIndex);
    const id = await createTournament(page, uniqueName('Custom Cup', testInfo.workerIndex), teams, 'League + Custom Playoff');
    const editor = page.getByRole('region', { name: 'Custom Playoff Configuration' });
    await expect(editor.getByLabel('Playoff Teams')).toHaveValue('4');
    await expect(editor.getByRole('checkbox', { name: 'Enable bye' })).toBeChecked();

    await editor.getByRole('button', { name: 'Add Playoff Round' }).click();
    const form = editor.getByRole('form', { name: 'Add playoff round' });
    await form.getByRole('button', { name: 'Complete' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a round name');
    await form.getByLabel('Round Name').fill('Grand Final');
    await form.getByLabel('Quantity of Games').fill('2');
    await form.getByRole('button', { name: 'Complete' }).click();
    await expect(form).toBeHidden();

    const round = editor.getByRole('region', { name: 'Grand Final' });
    await expect(round.getByRole('group', { name: GAME })).toHaveCount(2);
    const second = round.getByRole('group', { name: 'Grand Final, game 2: TBD vs TBD' });
    await expect(second.getByRole('button', { name: 'Stats' })).toBeDisabled();
    await expect(second.getByRole('button', { name: 'Stats' })).toHaveAttribute('title', 'Select teams first');
    await round.getByLabel('Games').fill('1');
    await round.getByLabel('Games').press('Enter');
    await expect(round.getByRole('group', { name: GAME })).toHaveCount(1);

    const game = round.getByRole('group', { name: GAME }).first();
    await game.getByLabel('Home team').selectOption({ label: teams[0]! });
    await expect(game.getByLabel('Home team')).toBeEnabled();
    await game.getByLabel('Away team').selectOption({ label: teams[1]! });
    const stats = round.getByRole('group', { name: `Grand Final, game 1: ${teams[0]} vs ${teams[1]}` }).getByRole('link', { name: 'Stats' });
    await expect(stats).toHaveAttribute('href', new RegExp(`^/tournaments/${id}/matches/match_`));

    await page.reload();
    await expect(page.getByRole('region', { name: 'Grand Final' }).getByRole('link', { name: 'Stats' })).toBeVisible();
    await page.goto('/calendar');
    await expect(page.getByRole('group', { name: `${teams[0]} vs ${teams[1]}` }).filter({ hasText: 'Playoff' })).toBeVisible();
  });
});
