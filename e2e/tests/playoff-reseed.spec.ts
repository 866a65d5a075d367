import { expect, test } from '../support/fixtures';
import { seedPlayedLeague } from '../support/seeded-league';
import { enterScore, fixtures, playoffs } from '../support/tournament-admin';
import { signInByApi } from '../support/session';

// Issue 22: a league typo found after "End Championship & Start Playoffs" no longer leaves the wrong team
// in the bracket. While no knockout game has a result the playoffs are re-seeded from the corrected
// table (asking first, naming what changes); once one has a result, re-seeding is refused with the reason.

test('a league result corrected before any knockout score re-seeds the bracket; after a knockout score it is refused', async ({ page, organizer, baseURL }, testInfo) => {
  testInfo.setTimeout(120_000);
  // Five teams, top 4 qualify: the table is A, B, C, D, E (D beat E 1–0).
  const { tournamentId, names } = await seedPlayedLeague(baseURL!, organizer, testInfo.workerIndex, 5, { mode: 'league_playoff', rounds: 1, playoffQualifiers: 4 });
  const [a, b, c, d, e] = names as [string, string, string, string, string];
  await signInByApi(page, organizer.email, organizer.password);
  await page.goto(`/tournaments/${tournamentId}`);

  const section = playoffs(page);
  await section.getByRole('button', { name: 'End Championship & Start Playoffs' }).click();
  await expect(section.getByRole('group', { name: `${a} vs ${d}` })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Re-seed playoffs' })).toHaveCount(0);

  // The typo: D v E was really 0–5, which puts E fourth.
  await enterScore(fixtures(page).getByRole('group', { name: `${d} vs ${e}` }), 0, 5);
  const note = page.getByRole('region', { name: 'Standings' }).getByText('The playoff seeding stays as it was.');
  await expect(note).toBeVisible();

  await section.getByRole('button', { name: 'Re-seed playoffs' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Re-seed the playoffs?' });
  await expect(dialog.getByRole('listitem')).toHaveText([`1/2 Final: ${a} vs ${d} becomes ${a} vs ${e}`]);
  await expect(dialog).toContainText(`Leaving the playoffs: ${d}. Entering: ${e}.`);
  await dialog.getByRole('button', { name: 'Re-seed playoffs' }).click();

  await expect(section.getByText('The playoffs were re-seeded from the current table.')).toBeVisible();
  await expect(section.getByRole('group', { name: `${a} vs ${e}` })).toBeVisible();
  await expect(note).toBeHidden();
  await page.reload();
  await expect(playoffs(page).getByRole('group', { name: `${a} vs ${e}` })).toBeVisible();
  await expect(playoffs(page).getByRole('group', { name: `${b} vs ${c}` })).toBeVisible();
  // 10 league games and the 3 knockout games, no second set.
  await expect(page.getByText('13 matches')).toBeVisible();

  // A knockout game is played; correcting the league back no longer re-seeds.
  await enterScore(playoffs(page).getByRole('group', { name: `${b} vs ${c}` }), 2, 1);
  await enterScore(fixtures(page).getByRole('group', { name: `${d} vs ${e}` }), 1, 0);
  await expect(note).toBeVisible();
  await expect(playoffs(page).getByText(`The playoffs can no longer be re-seeded: 1/2 Final ${b} vs ${c} has a result (2–1).`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Re-seed playoffs' })).toHaveCount(0);
  await expect(playoffs(page).getByRole('group', { name: `${a} vs ${e}` })).toBeVisible();
});
