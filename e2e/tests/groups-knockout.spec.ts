import type { Locator, Page } from '@playwright/test';
import { uniqueName } from '../support/api';
import { csvUpload } from '../support/csv-files';
import { expect, test } from '../support/fixtures';
import { seedTeams } from '../support/seed-tournament';
import { enterScore } from '../support/tournament-admin';
import { worldCupGroups, worldCupGroupsCsv } from '../support/world-cup-2022';
import { signInByApi } from '../support/session';

// Issue 24's Done-when, on the real FIFA World Cup 2022 (test-data/worldcup-2022.json): a 32-team Groups +
// Knockout cup created through the UI with the seeded draw, its group results imported by CSV, the public
// page's group tables and knockout sides filling in group by group, a two-legged semi-final decided on away
// goals (the option on), a final on penalties, the champion and third place.

/** Teams listed one of each group at a time (A1, B1, …, H1, A2, …): placed in list order, they make the real groups. */
const TEAMS = [0, 1, 2, 3].flatMap((i) => worldCupGroups.map((g) => g.teams[i]!));

async function importGroups(page: Page, letters: string[], results: number) {
  const panel = page.getByRole('region', { name: 'Import from CSV' });
  await panel.getByLabel('CSV file').setInputFiles(csvUpload(`groups-${letters.join('')}.csv`, worldCupGroupsCsv(letters)));
  await expect(panel.getByText(`${results} results`, { exact: true })).toBeVisible();
  await expect(panel.getByRole('table', { name: 'Problems' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Import' }).click();
  await expect(panel.getByText(`Updated ${results} matches.`)).toBeVisible({ timeout: 120_000 });
}

/** A knockout game of the admin's Knockout card, by its sides ("Argentina vs France", ", leg 2"). */
const game = (page: Page, name: string): Locator => page.getByRole('region', { name: 'Knockout' }).getByRole('group', { name, exact: true });

async function playShootOut(row: Locator, home: number, away: number, pens: [number, number]) {
  await enterScore(row, home, away);
  await row.getByLabel('Home penalties').fill(String(pens[0]));
  await row.getByLabel('Away penalties').fill(String(pens[1]));
  await row.getByLabel('Away penalties').press('Enter');
  await expect(row.getByText('✓ Saved')).toBeVisible();
}

test('a World Cup as Groups + Knockout: seeded draw, group results by CSV, placeholders group by group, away goals, penalties, champion and third', async ({
  page,
  baseURL,
  organizer,
}, testInfo) => {
  testInfo.setTimeout(600_000);
  await seedTeams(baseURL!, organizer, TEAMS.map((name) => ({ name, players: [] })));
  await signInByApi(page, organizer.email, organizer.password);

  // Create: 8 groups, the top 2 go through, two-legged semi-finals, the away-goals rule, a third-place match.
  const name = uniqueName('World Cup 2022', testInfo.workerIndex);
  await page.goto('/tournaments');
  const form = page.getByRole('form', { name: 'Create tournament' });
  await form.getByLabel('Tournament Name').fill(name);
  await form.getByRole('button', { name: 'Select All' }).click();
  await form.getByLabel('Format').selectOption({ label: 'Groups + Knockout' });
  await form.getByLabel('Groups', { exact: true }).selectOption('8');
  await form.getByLabel('Qualifiers per Group').selectOption('2');
  await form.getByRole('checkbox', { name: 'Semi-finals' }).check();
  await form.getByRole('checkbox', { name: 'Away goals rule' }).check();
  await form.getByRole('checkbox', { name: 'Third-place match' }).check();
  await form.getByRole('button', { name: 'Create Tournament' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const tournamentId = new URL(page.url()).pathname.split('/').pop()!;

  // The seeded draw: pots by list order (pot 1 = the first 8 teams), no two teams of one pot in a group.
  const groupsCard = page.getByRole('region', { name: 'Groups', exact: true });
  await expect(groupsCard.getByLabel(`Pot of ${TEAMS[0]}`)).toHaveValue('0');
  await expect(groupsCard.getByLabel(`Pot of ${TEAMS[8]}`)).toHaveValue('1');
  await groupsCard.getByRole('button', { name: 'Draw groups' }).click();
  for (const letter of 'ABCDEFGH') {
    const group = groupsCard.getByRole('region', { name: `Group ${letter}` });
    await expect(group.getByRole('combobox')).toHaveCount(4);
    const names = await group.getByRole('combobox').evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).labels?.[0]?.textContent ?? ''));
    const pots = names.map((n) => Math.floor(TEAMS.indexOf(n) / 8)).sort();
    expect(pots).toEqual([0, 1, 2, 3]);
  }
  // The real groups: the teams placed in list order.
  await groupsCard.getByRole('button', { name: 'Place teams in list order' }).click();
  await expect(groupsCard.getByRole('region', { name: 'Group A' }).getByLabel('Qatar')).toBeVisible();
  await expect(groupsCard.getByRole('region', { name: 'Group A' }).getByLabel('Netherlands')).toBeVisible();

  // FIFA's tie-breakers, public, then the group stage.
  const details = page.getByRole('form', { name: 'Tournament details' });
  await details.getByLabel('Tie-breakers').selectOption({ label: 'FIFA World Cup' });
  await details.getByRole('button', { name: 'Save Details' }).click();
  await expect(details.getByText('Details saved.')).toBeVisible();
  await page.getByRole('switch', { name: 'Public tournament' }).click();
  await expect(page.getByText('Visible to everyone', { exact: true })).toBeVisible();
  await groupsCard.getByRole('button', { name: 'Start group stage' }).click();
  await expect(page.getByRole('table', { name: 'Group H' })).toBeVisible();
  await expect(game(page, 'Winner Group A vs Runner-up Group B')).toBeVisible();

  // Group A's results first: on the public page, its winner fills its knockout side, Group B's stays a placeholder.
  await importGroups(page, ['A'], 6);
  const publicPage = await page.context().newPage();
  await publicPage.goto(`/public/tournaments/${tournamentId}`);
  const groupA = publicPage.getByRole('table', { name: 'Group A' });
  await expect(groupA.getByRole('rowheader')).toHaveText([/Netherlands/, /Senegal/, /Ecuador/, /Qatar/]);
  const roundOf16 = publicPage.getByRole('region', { name: 'Round of 16' });
  await expect(roundOf16.getByRole('link', { name: 'Netherlands v Runner-up Group B' })).toBeVisible();

  // Every other group: the real round of 16 (1A v 2B, 1C v 2D, …), live on the open public page.
  await importGroups(page, ['B', 'C', 'D', 'E', 'F', 'G', 'H'], 42);
  await expect(roundOf16.getByRole('link', { name: 'Netherlands v USA' })).toBeVisible();
  for (const tie of ['Argentina v Australia', 'Japan v Croatia', 'Brazil v South Korea', 'England v Senegal', 'France v Poland', 'Morocco v Spain', 'Portugal v Switzerland']) {
    await expect(roundOf16.getByRole('link', { name: tie })).toBeVisible();
  }

  // The knockout as it was played, to the semi-finals.
  await enterScore(game(page, 'Netherlands vs USA'), 3, 1);
  await enterScore(game(page, 'Argentina vs Australia'), 2, 1);
  await playShootOut(game(page, 'Japan vs Croatia'), 1, 1, [1, 3]);
  await enterScore(game(page, 'Brazil vs South Korea'), 4, 1);
  await enterScore(game(page, 'England vs Senegal'), 3, 0);
  await enterScore(game(page, 'France vs Poland'), 3, 1);
  await playShootOut(game(page, 'Morocco vs Spain'), 0, 0, [3, 0]);
  await enterScore(game(page, 'Portugal vs Switzerland'), 6, 1);
  await playShootOut(game(page, 'Netherlands vs Argentina'), 2, 2, [3, 4]);
  await playShootOut(game(page, 'Croatia vs Brazil'), 1, 1, [4, 2]);
  await enterScore(game(page, 'England vs France'), 1, 2);
  await enterScore(game(page, 'Morocco vs Portugal'), 1, 0);

  // Two-legged semi-finals: 0–0 and 1–1 sends Argentina through on away goals; France 2–0 on aggregate.
  await enterScore(game(page, 'Argentina vs Croatia, leg 1'), 0, 0);
  await enterScore(game(page, 'Croatia vs Argentina, leg 2'), 1, 1);
  await expect(page.getByRole('region', { name: 'Knockout' }).getByText('Agg. 1–1, away goals')).toBeVisible();
  await enterScore(game(page, 'France vs Morocco, leg 1'), 2, 0);
  await enterScore(game(page, 'Morocco vs France, leg 2'), 0, 0);

  // Third place, then the final on its day: 3–3 after extra time, 4–2 on penalties.
  await enterScore(game(page, 'Croatia vs Morocco'), 2, 1);
  const final = game(page, 'Argentina vs France');
  await final.getByLabel('Date').fill('2022-12-18');
  await final.getByLabel('Date').press('Enter');
  await expect(final.getByText('✓ Saved')).toBeVisible();
  await playShootOut(final, 3, 3, [4, 2]);
  const extraTime = page.getByRole('checkbox', { name: 'After extra time: Argentina vs France' });
  await extraTime.check();
  await expect(extraTime).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'Champion: Argentina' })).toBeVisible();

  // The public page: the champion, third place, the final's shoot-out.
  await publicPage.reload();
  await expect(publicPage.getByRole('status').filter({ hasText: 'Champion: Argentina' })).toBeVisible();
  await expect(publicPage.getByText('Third place: Croatia')).toBeVisible();
  const finalLink = publicPage.getByRole('region', { name: 'Final' }).getByRole('link', { name: 'Argentina 3–3 a.e.t. (4–2 pens) France' });
  await expect(finalLink).toBeVisible();
  await expect(publicPage.getByRole('region', { name: 'Semi-finals' }).getByText('Agg. 1–1, away goals')).toBeVisible();

  // The final's own public page names both teams the results sent there (its stored sides were placeholders), its round and extra time.
  await publicPage.goto((await finalLink.getAttribute('href'))!);
  await expect(publicPage.getByRole('heading', { level: 1, name: 'Argentina vs France' })).toBeVisible();
  await expect(publicPage.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Final', { exact: true })).toBeVisible();
  await expect(publicPage.getByText('a.e.t. (after extra time)')).toBeVisible();

  // The calendar feed names them too: the final is its one dated game.
  const feed = await page.request.get(`/calendar/tournaments/${tournamentId}.ics`);
  expect(feed.status()).toBe(200);
  expect((await feed.text()).replace(/\r\n[ \t]/g, '')).toContain('SUMMARY:Argentina 3–3 France (4–2 pens)');
});
