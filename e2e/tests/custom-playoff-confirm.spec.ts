import type { Locator } from '@playwright/test';
import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createTournament, signInWithTeams } from '../support/tournament-admin';

/** A custom playoff game's row (its selects' option groups are groups too). */
const GAME = /, game \d+: /;

// Issue 8 item 3 in the custom playoff editor: shrinking a round's "Games" over a game that holds a
// result asks first and lists what goes; Cancel keeps the game and its score, Confirm deletes them.

/** Picks both teams of game `n` of the round, the away team once the home team is saved (the row is named after it). */
async function chooseTeams(round: Locator, n: number, home: string, away: string): Promise<void> {
  await round.getByRole('group', { name: `Semi-finals, game ${n}: TBD vs TBD` }).getByLabel('Home team').selectOption({ label: home });
  const game = round.getByRole('group', { name: `Semi-finals, game ${n}: ${home} vs TBD` });
  await expect(game.getByLabel('Away team')).toBeEnabled();
  await game.getByLabel('Away team').selectOption({ label: away });
  await expect(round.getByRole('group', { name: `Semi-finals, game ${n}: ${home} vs ${away}` }).getByRole('link', { name: 'Stats' })).toBeVisible();
}

test.describe('custom playoff editor', () => {
  test('shrinking a round over a played game asks; Cancel keeps the game and its score, Confirm deletes them', async ({ page, organizer }, testInfo) => {
    testInfo.setTimeout(90_000);
    const [a, b, c, d] = (await signInWithTeams(page, organizer, testInfo.workerIndex)) as [string, string, string, string];
    const id = await createTournament(page, uniqueName('Confirm Cup', testInfo.workerIndex), [a, b, c, d], 'League + Custom Playoff');
    const editor = page.getByRole('region', { name: 'Custom Playoff Configuration' });
    await editor.getByRole('button', { name: 'Add Playoff Round' }).click();
    const form = editor.getByRole('form', { name: 'Add playoff round' });
    await form.getByLabel('Round Name').fill('Semi-finals');
    await form.getByLabel('Quantity of Games').fill('2');
    await form.getByRole('button', { name: 'Complete' }).click();
    await expect(form).toBeHidden();

    const round = editor.getByRole('region', { name: 'Semi-finals' });
    await chooseTeams(round, 1, a, b);
    await chooseTeams(round, 2, c, d);
    // 6 league games and the 2 custom ones.
    await expect(page.getByText('8 matches')).toBeVisible();

    // Game 2 is played: its score is entered in the match centre.
    await round.getByRole('group', { name: `Semi-finals, game 2: ${c} vs ${d}` }).getByRole('link', { name: 'Stats' }).click();
    const details = page.getByRole('form', { name: 'Match details' });
    await details.getByLabel(`${c} goals`).fill('2');
    await details.getByLabel(`${d} goals`).fill('1');
    await details.getByRole('button', { name: 'Save Match Details' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Match details saved.' })).toBeVisible();
    await page.goto(`/tournaments/${id}`);

    const games = round.getByLabel('Games');
    const shrinkToOne = async () => {
      await games.fill('1');
      await games.press('Enter');
      const dialog = page.getByRole('alertdialog', { name: 'Delete played games?' });
      await expect(dialog).toContainText('These games and their results will be deleted:');
      await expect(dialog.getByRole('listitem')).toHaveText([`Semi-finals, game 2: ${c} vs ${d} (2–1)`]);
      return dialog;
    };

    await (await shrinkToOne()).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(games).toHaveValue('2');
    await expect(round.getByRole('group', { name: GAME })).toHaveCount(2);
    // Nothing was saved: after a reload the round still has the played game, and its score (listed again).
    await page.reload();
    await expect(page.getByText('8 matches')).toBeVisible();
    await expect(games).toHaveValue('2');

    await (await shrinkToOne()).getByRole('button', { name: 'Confirm' }).click();
    await expect(round.getByRole('group', { name: GAME })).toHaveCount(1);
    await expect(page.getByText('7 matches')).toBeVisible();
    await page.reload();
    await expect(games).toHaveValue('1');
    await expect(round.getByRole('group', { name: `Semi-finals, game 1: ${a} vs ${b}` })).toBeVisible();
    await expect(page.getByText('7 matches')).toBeVisible();
  });
});
