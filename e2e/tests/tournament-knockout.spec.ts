import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { scoreLeagueByApi } from '../support/seed-tournament';
import { createTournament, enterScore, fixtures, playoffs, signInWithTeamIds, standings } from '../support/tournament-admin';

// Issue 8 through the admin UI: a swiss-style league seeds its knockout from the final table, a level
// knockout game is decided on penalties, a changed semi-final result re-resolves the final only after
// the organizer confirms, and the champion is named once the final is decided.

test('league + elimination: seeded from the table, penalties, confirmed re-resolution, champion', async ({ page, organizer, baseURL }, testInfo) => {
  testInfo.setTimeout(90_000);
  const ids = await signInWithTeamIds(page, organizer, testInfo.workerIndex, 7);
  const teams = Object.keys(ids);
  const nameOf = (id: string) => teams.find((name) => ids[name] === id)!;
  const [, , , d, e, f, g] = teams as [string, string, string, string, string, string, string];
  const id = await createTournament(page, uniqueName('Swiss', testInfo.workerIndex), teams, 'League + Elimination');
  await page.getByRole('switch', { name: 'Public tournament' }).click();
  await expect(page.getByText('Visible to everyone', { exact: true })).toBeVisible();

  // No knockout game exists (or takes a score) before the league is complete.
  const section = playoffs(page);
  await expect(section.getByText('Complete all championship matches to start playoffs')).toBeVisible();
  await expect(section.getByLabel('Home goals')).toHaveCount(0);

  // The team listed LAST wins every game: the table is the list upside down (G, F, E, D, …). The league's 42 results
  // but one are written through the API as score entry writes them (typing them took most of the test's time); the
  // last one is typed, and completes the league.
  const result = (x: string, y: string): [number, number] => (teams.indexOf(x) > teams.indexOf(y) ? [2, 0] : [0, 2]);
  let left = 1;
  const unscored = await scoreLeagueByApi(baseURL!, organizer, id, (home, away) => (left-- > 0 ? null : result(nameOf(home), nameOf(away))));
  expect(unscored).toHaveLength(1);
  await page.reload();
  await expect(section.getByText('Complete all championship matches to start playoffs')).toBeVisible();
  const [home, away] = [nameOf(unscored[0]!.homeTeamId), nameOf(unscored[0]!.awayTeamId)];
  await enterScore(fixtures(page).getByRole('group', { name: `${home} vs ${away}` }), ...result(home, away));
  await expect(section.getByText('Championship completed! Ready to start playoffs.')).toBeVisible();
  await expect(section.getByText('Top 4 teams will qualify for playoffs')).toBeVisible();
  await section.getByRole('button', { name: 'End Championship & Start Playoffs' }).click();

  // 1 v 4 and 2 v 3 of the table, never of the list.
  const semi1 = section.getByRole('group', { name: `${g} vs ${d}` });
  const semi2 = section.getByRole('group', { name: `${f} vs ${e}` });
  await expect(semi1).toBeVisible();
  await expect(semi2).toBeVisible();
  await expect(standings(page).getByText('Qualified')).toHaveCount(4);

  // 1–1, then 4–3 on penalties: the shoot-out winner goes to the final.
  await expect(semi1.getByLabel('Home penalties')).toHaveCount(0);
  await enterScore(semi1, 1, 1);
  await semi1.getByLabel('Home penalties').fill('4');
  await semi1.getByLabel('Away penalties').fill('3');
  await semi1.getByLabel('Away penalties').press('Enter');
  await expect(section.getByRole('group', { name: `${g} vs Winner of match 2` })).toBeVisible();
  await enterScore(semi2, 2, 0);
  const final = section.getByRole('group', { name: `${g} vs ${f}` });
  await enterScore(final, 2, 1);
  await expect(page.getByRole('status').filter({ hasText: `Champion: ${g}` })).toBeVisible();

  // The public page shows the shoot-out and the champion too.
  const publicPage = await page.context().newPage();
  await publicPage.goto(`/public/tournaments/${id}`);
  await expect(publicPage.getByRole('region', { name: 'Playoff Bracket' }).getByText('1–1 (4–3 pens)')).toBeVisible();
  await expect(publicPage.getByRole('status').filter({ hasText: `Champion: ${g}` })).toBeVisible();
  await publicPage.close();

  // Changing the semi-final's winner asks first; Cancel changes nothing.
  await semi1.getByLabel('Home goals').fill('0');
  await semi1.getByLabel('Home goals').press('Enter');
  let dialog = page.getByRole('alertdialog', { name: 'Change this result?' });
  await expect(dialog).toContainText(`This will clear the result of Final: ${g} vs ${f}, 2–1.`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(semi1.getByLabel('Home goals')).toHaveValue('1');
  await expect(final.getByLabel('Home goals')).toHaveValue('2');

  // Confirmed: the final loses its score, shows the new finalist, and nobody is champion any more.
  await semi1.getByLabel('Home goals').fill('0');
  await semi1.getByLabel('Home goals').press('Enter');
  dialog = page.getByRole('alertdialog', { name: 'Change this result?' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const newFinal = section.getByRole('group', { name: `${d} vs ${f}` });
  await expect(newFinal.getByLabel('Home goals')).toHaveValue('');
  await expect(newFinal.getByLabel('Away goals')).toHaveValue('');
  await expect(page.getByText(`Champion: ${g}`)).toHaveCount(0);
  await page.reload();
  await expect(playoffs(page).getByRole('group', { name: `${d} vs ${f}` }).getByLabel('Home goals')).toHaveValue('');
  await expect(playoffs(page).getByRole('group', { name: `${d} vs ${f}` })).toBeVisible();
});
