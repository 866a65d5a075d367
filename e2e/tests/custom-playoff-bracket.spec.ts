import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { seedPlayedLeague } from '../support/seeded-league';
import { signInByApi } from '../support/session';

// Issue 22: a custom playoff whose winners move on by themselves. Eight teams, seeds 1–7 and a BYE in the
// quarter-finals, "Winner of …" in the later rounds, scores entered in place: played to a champion
// without typing a winner's name. Then a played game's team change asks and clears its result.

const editorOf = (page: Page) => page.getByRole('region', { name: 'Custom Playoff Configuration' });

/** Adds a round through the Add Playoff Round form. */
async function addRound(page: Page, name: string, games: number): Promise<Locator> {
  const editor = editorOf(page);
  await editor.getByRole('button', { name: 'Add Playoff Round' }).click();
  const form = editor.getByRole('form', { name: 'Add playoff round' });
  await form.getByLabel('Round Name').fill(name);
  await form.getByLabel('Quantity of Games').fill(String(games));
  await form.getByRole('button', { name: 'Complete' }).click();
  await expect(form).toBeHidden();
  return editor.getByRole('region', { name });
}

/** Game n of a round, whatever its sides read as now. */
const game = (round: Locator, roundName: string, n: number) => round.getByRole('group', { name: new RegExp(`^${roundName}, game ${n}: `) });

/** Picks both sides of a game, each saved before the next. */
async function pick(round: Locator, roundName: string, n: number, home: string, away: string): Promise<void> {
  for (const [label, option] of [['Home team', home], ['Away team', away]] as const) {
    const select = game(round, roundName, n).getByLabel(label);
    await expect(select).toBeEnabled();
    await select.selectOption({ label: option });
    await expect(select.locator('option:checked')).toHaveText(option);
  }
  await expect(game(round, roundName, n).getByLabel('Home team')).toBeEnabled();
}

/** Types a score into a game and leaves the field: saved as one value. */
async function score(row: Locator, home: number, away: number): Promise<void> {
  await row.getByLabel('Home goals').fill(String(home));
  await row.getByLabel('Away goals').fill(String(away));
  await row.getByLabel('Away goals').press('Enter');
  await expect(row.getByText('✓ Saved')).toBeVisible();
}

test('a custom playoff of 8 teams with a bye is played to a champion without typing a winner; a played game’s team change asks and clears', async ({ page, organizer, baseURL }, testInfo) => {
  testInfo.setTimeout(180_000);
  const { tournamentId, names } = await seedPlayedLeague(baseURL!, organizer, testInfo.workerIndex, 8, { mode: 'league_custom_playoff', rounds: 1, customPlayoffConfig: { playoffTeams: 4, enableBye: true, playoffRounds: [] } });
  const [t1, t2, t3, t4, t5, t6, t7, t8] = names as [string, string, string, string, string, string, string, string];
  await signInByApi(page, organizer.email, organizer.password);
  await page.goto(`/tournaments/${tournamentId}`);
  const editor = editorOf(page);
  await editor.getByLabel('Playoff Teams').selectOption('8');
  await expect(editor.getByLabel('Playoff Teams')).toBeEnabled();

  const quarters = await addRound(page, 'Quarter-finals', 4);
  await pick(quarters, 'Quarter-finals', 1, 'Seed 1', 'BYE');
  await pick(quarters, 'Quarter-finals', 2, 'Seed 2', 'Seed 7');
  await pick(quarters, 'Quarter-finals', 3, 'Seed 3', 'Seed 6');
  await pick(quarters, 'Quarter-finals', 4, 'Seed 4', 'Seed 5');
  const semis = await addRound(page, 'Semi-finals', 2);
  await pick(semis, 'Semi-finals', 1, 'Winner of Quarter-finals, game 1', 'Winner of Quarter-finals, game 2');
  await pick(semis, 'Semi-finals', 2, 'Winner of Quarter-finals, game 3', 'Winner of Quarter-finals, game 4');
  const finalRound = await addRound(page, 'Final', 1);
  await pick(finalRound, 'Final', 1, 'Winner of Semi-finals, game 1', 'Winner of Semi-finals, game 2');
  await game(finalRound, 'Final', 1).getByRole('checkbox', { name: 'Elimination' }).click();
  await expect(game(finalRound, 'Final', 1).getByRole('checkbox', { name: 'Elimination' })).toBeChecked();
  await expect(game(finalRound, 'Final', 1).getByRole('checkbox', { name: 'Elimination' })).toBeEnabled();

  // The BYE: seed 1 goes on without a game; the seeds are the league table's teams.
  await expect(quarters.getByRole('group', { name: `Quarter-finals, game 1: ${t1} vs BYE` }).getByText(`${t1} goes on without playing (BYE).`)).toBeVisible();
  await expect(semis.getByRole('group', { name: `Semi-finals, game 1: ${t1} vs Winner of Quarter-finals, game 2` })).toBeVisible();

  await score(quarters.getByRole('group', { name: `Quarter-finals, game 2: ${t2} vs ${t7}` }), 2, 1);
  await score(quarters.getByRole('group', { name: `Quarter-finals, game 3: ${t3} vs ${t6}` }), 0, 1);
  await score(quarters.getByRole('group', { name: `Quarter-finals, game 4: ${t4} vs ${t5}` }), 2, 0);
  await score(semis.getByRole('group', { name: `Semi-finals, game 1: ${t1} vs ${t2}` }), 1, 0);
  await score(semis.getByRole('group', { name: `Semi-finals, game 2: ${t6} vs ${t4}` }), 0, 2);
  const final = finalRound.getByRole('group', { name: `Final, game 1: ${t1} vs ${t4}` });
  await final.getByLabel('Home goals').fill('1');
  await final.getByLabel('Away goals').fill('1');
  await final.getByLabel('Away goals').press('Enter');
  await final.getByLabel('Home penalties').fill('3');
  await final.getByLabel('Away penalties').fill('4');
  await final.getByLabel('Away penalties').press('Enter');
  await expect(final.getByText('✓ Saved')).toBeVisible();

  const champion = page.getByRole('status').filter({ hasText: 'Champion:' });
  await expect(champion).toContainText(`Champion: ${t4}`);
  await page.reload();
  await expect(champion).toContainText(`Champion: ${t4}`);

  // Quarter-final 2 (2–1) gets another away team: the organizer is asked, and its result goes with the later ones.
  const quarter2 = game(editorOf(page).getByRole('region', { name: 'Quarter-finals' }), 'Quarter-finals', 2);
  await quarter2.getByLabel('Away team').selectOption({ label: t8 });
  const dialog = page.getByRole('alertdialog', { name: 'Change this team?' });
  await expect(dialog).toContainText('This game has a result (2–1). Changing a team clears it.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(quarter2.getByLabel('Away team').locator('option:checked')).toHaveText('Seed 7');
  await expect(quarter2.getByLabel('Home goals')).toHaveValue('2');

  await quarter2.getByLabel('Away team').selectOption({ label: t8 });
  await page.getByRole('alertdialog', { name: 'Change this team?' }).getByRole('button', { name: 'Clear result' }).click();
  const changed = editorOf(page).getByRole('group', { name: `Quarter-finals, game 2: ${t2} vs ${t8}` });
  await expect(changed.getByLabel('Home goals')).toHaveValue('');
  await expect(changed.getByLabel('Away goals')).toHaveValue('');
  await expect(champion).toHaveCount(0);
  await page.reload();
  await expect(editorOf(page).getByRole('group', { name: `Semi-finals, game 1: ${t1} vs Winner of Quarter-finals, game 2` })).toBeVisible();
  await expect(editorOf(page).getByRole('group', { name: `Quarter-finals, game 2: ${t2} vs ${t8}` }).getByLabel('Home goals')).toHaveValue('');
});
