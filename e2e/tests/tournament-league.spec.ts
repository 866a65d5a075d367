import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createTournament, fixtures, scoreAll, sidesOf, signInWithTeams, standingRow, standings } from '../support/tournament-admin';

// A league tournament through the admin UI (spec §2 "Manage Tournaments", "Tournament detail"; §4, §5):
// create-form rules, generated fixtures, scores, standings and their persistence.

test.describe('tournament management', () => {
  test('a league from 4 teams has 6 fixtures in 3 rounds; scores make the standings and persist', async ({ page, organizer }, testInfo) => {
    testInfo.setTimeout(60_000);
    const [a, b, c, d] = await signInWithTeams(page, organizer, testInfo.workerIndex);
    const name = uniqueName('Spring League', testInfo.workerIndex);

    // Submit waits for a name and two teams (spec §5).
    await page.goto('/tournaments');
    const form = page.getByRole('form', { name: 'Create tournament' });
    const submit = form.getByRole('button', { name: 'Create Tournament' });
    await expect(submit).toBeDisabled();
    await form.getByLabel('Tournament Name').fill('   ');
    await form.getByRole('button', { name: 'Select All' }).click();
    await expect(submit).toBeDisabled();
    await form.getByRole('button', { name: 'Select None' }).click();
    await form.getByLabel('Tournament Name').fill(name);
    await form.getByRole('checkbox', { name: a!, exact: true }).check();
    await expect(submit).toBeDisabled();

    await createTournament(page, name, [a!, b!, c!, d!]);
    await expect(page.getByText('4 teams')).toBeVisible();
    await expect(page.getByText('6 matches')).toBeVisible();
    for (const round of [1, 2, 3]) await expect(fixtures(page).getByRole('heading', { name: `Round ${round}`, exact: true })).toBeVisible();
    await expect(fixtures(page).getByRole('heading', { name: 'Round 4' })).toHaveCount(0);
    await expect(fixtures(page).getByRole('group')).toHaveCount(6);
    await expect(page.getByRole('region', { name: 'Playoffs' })).toHaveCount(0);

    // Each pair plays once; A–B is a draw, everything else has a winner.
    const results: Record<string, [number, number]> = {
      [`${a}|${b}`]: [1, 1],
      [`${a}|${c}`]: [3, 0],
      [`${a}|${d}`]: [2, 0],
      [`${b}|${c}`]: [2, 1],
      [`${b}|${d}`]: [1, 0],
      [`${c}|${d}`]: [0, 2],
    };
    const result = (x: string, y: string): [number, number] => {
      const forward = results[`${x}|${y}`];
      if (forward) return forward;
      const [gy, gx] = results[`${y}|${x}`]!;
      return [gx, gy];
    };
    await scoreAll(page, result);

    // #, P, W, D, L, GF, GA, GD, Pts
    const expected: [string, string[]][] = [
      [a!, ['1', '3', '2', '1', '0', '6', '1', '+5', '7']],
      [b!, ['2', '3', '2', '1', '0', '4', '2', '+2', '7']],
      [d!, ['3', '3', '1', '0', '2', '2', '3', '-1', '3']],
      [c!, ['4', '3', '0', '0', '3', '1', '7', '-6', '0']],
    ];
    const checkStandings = async () => {
      for (const header of ['P', 'W', 'D', 'L', 'GF', 'GA', 'GD', 'Pts']) {
        await expect(standings(page).getByRole('columnheader', { name: header, exact: true })).toBeVisible();
      }
      for (const [team, cells] of expected) await expect(standingRow(page, team).getByRole('cell')).toHaveText(cells);
      await expect(standings(page).getByRole('rowheader').first()).toContainText(a!);
      await expect(standingRow(page, a!).getByRole('link', { name: a! })).toHaveAttribute('href', /^\/teams\/team_/);
    };
    await checkStandings();
    await expect(standings(page).getByText('Qualified')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await checkStandings();
    const firstRow = fixtures(page).getByRole('group').first();
    const [home, away] = await sidesOf(firstRow);
    const [h, aw] = result(home, away);
    await expect(firstRow.getByLabel('Home goals')).toHaveValue(String(h));
    await expect(firstRow.getByLabel('Away goals')).toHaveValue(String(aw));

    // A score that is not a whole number is refused and the stored goal stays (issue 11); one side
    // emptied alone is refused (issue 22: a score is one value); both emptied clear the result, and the
    // standings follow.
    await firstRow.getByLabel('Home goals').fill('x');
    await firstRow.getByLabel('Home goals').press('Enter');
    await expect(firstRow.getByRole('alert')).toHaveText('Goals must be a whole number from 0 to 999.');
    await expect(firstRow.getByLabel('Home goals')).toHaveAttribute('aria-invalid', 'true');
    await expect(standingRow(page, home).getByRole('cell').nth(1)).toHaveText('3');
    await firstRow.getByLabel('Home goals').fill('');
    await firstRow.getByLabel('Home goals').press('Enter');
    await expect(firstRow.getByRole('alert')).toHaveText('Enter the home goals too: a score is saved once both sides are entered.');
    await expect(standingRow(page, home).getByRole('cell').nth(1)).toHaveText('3');
    await firstRow.getByLabel('Away goals').fill('');
    await firstRow.getByLabel('Away goals').press('Enter');
    await expect(firstRow.getByLabel('Home goals')).toHaveValue('');
    await expect(firstRow.getByText('✓ Saved')).toBeVisible();
    await expect(standingRow(page, home).getByRole('cell').nth(1)).toHaveText('2');

    // A team cannot play itself: the change is refused with a message and nothing is saved.
    const homeTeamId = await firstRow.getByLabel('Home team').inputValue();
    await firstRow.getByLabel('Home team').selectOption({ label: away });
    await expect(firstRow.getByRole('alert')).toHaveText('A team cannot play against itself. Choose a different team.');
    await expect(firstRow.getByLabel('Home team')).toHaveValue(homeTeamId);
    await page.reload();
    await expect(fixtures(page).getByRole('group', { name: `${home} vs ${away}` })).toBeVisible();
  });
});
