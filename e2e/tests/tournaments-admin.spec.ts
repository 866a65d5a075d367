import type { Browser, Locator, Page } from '@playwright/test';
import { uniqueName } from '../support/api';
import { expect, signIn, test, type SeededOrganizer } from '../support/fixtures';

// Tournament management (spec §2 "Manage Tournaments", "Tournament detail", "Match Calendar"; §4, §5),
// driven through the real UI against the real gateway. Teams are seeded through the Teams screen.

async function addTeams(page: Page, names: string[]): Promise<void> {
  await page.goto('/teams');
  await page.getByLabel('Team names (one per line)').fill(names.join('\n'));
  await page.getByRole('button', { name: `Add ${names.length} Teams` }).click();
  await expect(page.getByText(`Added ${names.length} teams.`)).toBeVisible();
}

type Mode = 'League' | 'League + Playoffs' | 'League + Elimination' | 'League + Custom Playoff';

/** Creates a tournament through the create form; returns its id (the detail page's URL). */
async function createTournament(page: Page, name: string, teams: string[], mode: Mode = 'League'): Promise<string> {
  await page.goto('/tournaments');
  const form = page.getByRole('form', { name: 'Create tournament' });
  await form.getByLabel('Tournament Name').fill(name);
  for (const team of teams) await form.getByRole('checkbox', { name: team, exact: true }).check();
  await form.getByLabel('Format').selectOption({ label: mode });
  await form.getByRole('button', { name: 'Create Tournament' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop()!;
  expect(id).toMatch(/^tournament_/);
  return id;
}

/** Organizer signed in, with four teams named after the test. */
async function setUp(page: Page, organizer: SeededOrganizer, workerIndex: number, count = 4) {
  await signIn(page, organizer.email, organizer.password);
  const base = uniqueName('FC', workerIndex);
  const teams = Array.from({ length: count }, (_, i) => `${base} ${String.fromCharCode(65 + i)}`);
  await addTeams(page, teams);
  return teams;
}

const fixtures = (page: Page) => page.getByRole('region', { name: 'Fixtures' });
const playoffs = (page: Page) => page.getByRole('region', { name: 'Playoffs' });
const standings = (page: Page) => page.getByRole('table', { name: 'Standings' });

/** Teams of a fixture row, from its accessible name "Home vs Away". */
async function sidesOf(row: Locator): Promise<[string, string]> {
  const label = (await row.getAttribute('aria-label')) ?? '';
  const [home, away] = label.split(' vs ');
  return [home!, away!];
}

/** Types a score into a row and leaves the field (that saves it); waits until the row says Saved. */
async function enterScore(row: Locator, home: number, away: number): Promise<void> {
  await row.getByLabel('Home goals').fill(String(home));
  await row.getByLabel('Away goals').fill(String(away));
  await row.getByLabel('Away goals').press('Enter');
  await expect(row.getByText('✓ Saved')).toBeVisible();
}

/** Scores every league fixture with `result(teamA, teamB)` = goals of A and B (in any home/away order). */
async function scoreAll(page: Page, result: (a: string, b: string) => [number, number]): Promise<void> {
  const rows = fixtures(page).getByRole('group');
  const count = await rows.count();
  for (let i = 0; i < count; i++) {
    const row = rows.nth(i);
    const [home, away] = await sidesOf(row);
    const [h, a] = result(home, away);
    await enterScore(row, h, a);
  }
}

function standingRow(page: Page, team: string): Locator {
  return standings(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: team }) });
}

test.describe('tournament management', () => {
  test('a league from 4 teams has 6 fixtures in 3 rounds; scores make the standings and persist', async ({ page, organizer }, testInfo) => {
    testInfo.setTimeout(60_000);
    const [a, b, c, d] = await setUp(page, organizer, testInfo.workerIndex);
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

    const expected: [string, string[]][] = [
      [a!, ['1', '3', '2', '1', '0', '6', '1', '7']],
      [b!, ['2', '3', '2', '1', '0', '4', '2', '7']],
      [d!, ['3', '3', '1', '0', '2', '2', '3', '3']],
      [c!, ['4', '3', '0', '0', '3', '1', '7', '0']],
    ];
    const checkStandings = async () => {
      for (const header of ['P', 'W', 'D', 'L', 'GF', 'GA', 'Pts']) {
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

    // A non-numeric score clears the goal (spec §4); the standings follow.
    await firstRow.getByLabel('Home goals').fill('x');
    await firstRow.getByLabel('Home goals').press('Enter');
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

  test('league + playoffs: the playoff texts, then the button creates the semifinals', async ({ page, organizer }, testInfo) => {
    testInfo.setTimeout(60_000);
    const teams = await setUp(page, organizer, testInfo.workerIndex);
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
    const teams = await setUp(page, organizer, testInfo.workerIndex);
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
    await expect(round.getByRole('group')).toHaveCount(2);
    const second = round.getByRole('group', { name: 'Grand Final, game 2: TBD vs TBD' });
    await expect(second.getByRole('button', { name: 'Stats' })).toBeDisabled();
    await expect(second.getByRole('button', { name: 'Stats' })).toHaveAttribute('title', 'Select teams first');
    await round.getByLabel('Games').fill('1');
    await round.getByLabel('Games').press('Enter');
    await expect(round.getByRole('group')).toHaveCount(1);

    const game = round.getByRole('group').first();
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

  test('visibility: public tournaments appear for visitors, private ones disappear', async ({ page, organizer, browser }, testInfo) => {
    testInfo.setTimeout(60_000);
    const teams = await setUp(page, organizer, testInfo.workerIndex, 2);
    const name = uniqueName('Open Trophy', testInfo.workerIndex);
    const id = await createTournament(page, name, teams);
    const toggle = page.getByRole('switch', { name: 'Public tournament' });
    await expect(toggle).not.toBeChecked();
    await expect(page.getByText('Admin/Organizer only')).toBeVisible();
    await expect(page.getByRole('link', { name: `/public/tournaments/${id}` })).toHaveAttribute('target', '_blank');

    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(page.getByText('Visible to everyone', { exact: true })).toBeVisible();

    const visitor = await browser.newContext();
    const home = await visitor.newPage();
    await home.goto('/');
    await home.getByLabel('Search organizers and tournaments').fill(name);
    await expect(home.getByRole('link', { name })).toHaveAttribute('href', `/public/tournaments/${id}`);

    await page.reload();
    await page.getByRole('switch', { name: 'Public tournament' }).click();
    await expect(page.getByRole('switch', { name: 'Public tournament' })).not.toBeChecked();
    await expect(page.getByText('Admin/Organizer only')).toBeVisible();
    await home.reload();
    await home.getByLabel('Search organizers and tournaments').fill(name);
    await expect(home.getByText('No Results Found')).toBeVisible();
    await visitor.close();
  });

  test('delete asks with what is removed, then removes the tournament and its page', async ({ page, organizer }, testInfo) => {
    const teams = await setUp(page, organizer, testInfo.workerIndex, 2);
    const name = uniqueName('Doomed Cup', testInfo.workerIndex);
    const id = await createTournament(page, name, teams);

    await page.getByRole('button', { name: 'Delete Tournament' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete “${name}”?` });
    await expect(dialog).toContainText('results');
    await expect(dialog).toContainText('standings');
    await expect(dialog).toContainText('playoff brackets');
    await expect(dialog).toContainText('This cannot be undone.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Delete Tournament' }).click();
    await page.getByRole('button', { name: 'Delete permanently' }).click();
    await expect(page).toHaveURL(/\/tournaments$/);
    await expect(page.getByRole('heading', { name: 'Your Tournaments (0)' })).toBeVisible();
    await expect(page.getByText('No tournaments yet. Create your first tournament above!')).toBeVisible();

    await page.goto(`/tournaments/${id}`);
    await expect(page.getByText("The tournament you're looking for doesn't exist or you don't have access to it.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Tournaments' })).toHaveAttribute('href', '/tournaments');
  });

  test('the list links to the detail and the public page; the calendar lists the matches with working links', async ({ page, organizer }, testInfo) => {
    testInfo.setTimeout(60_000);
    const teams = await setUp(page, organizer, testInfo.workerIndex, 3);
    const name = uniqueName('Calendar Cup', testInfo.workerIndex);
    const id = await createTournament(page, name, teams);

    // Date one fixture; the time defaults to 12:00 (spec §5).
    const row = fixtures(page).getByRole('group').first();
    const [home, away] = await sidesOf(row);
    await row.getByLabel('Date').fill('2026-06-13');
    await row.getByLabel('Date').press('Enter');
    await expect(row.getByText('✓ Saved')).toBeVisible();
    await expect(row.getByLabel('Time')).toHaveValue('12:00');
    await row.getByLabel('Time').selectOption('18:45');
    await expect(row.getByText('✓ Saved')).toBeVisible();
    const statsHref = await row.getByRole('link', { name: 'Stats' }).getAttribute('href');
    expect(statsHref).toMatch(new RegExp(`^/tournaments/${id}/matches/match_`));

    await page.goto('/tournaments');
    await expect(page.getByRole('heading', { name: 'Your Tournaments (1)' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Public page of ${name} (opens in a new tab)` })).toHaveAttribute('href', `/public/tournaments/${id}`);
    await expect(page.getByRole('link', { name: `Public page of ${name} (opens in a new tab)` })).toHaveAttribute('rel', /noopener/);
    await page.getByRole('link', { name: `View ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/tournaments/${id}$`));

    await page.goto('/calendar');
    await expect(page.getByRole('heading', { name: 'Match Calendar' })).toBeVisible();
    const dated = page.getByRole('region', { name: /June 13, 2026|13 June 2026/ });
    const entry = dated.getByRole('group', { name: `${home} vs ${away}` });
    await expect(entry).toContainText('18:45');
    await expect(entry).toContainText(name);
    await expect(entry.getByRole('link', { name: 'Stats' })).toHaveAttribute('href', statsHref!);
    await expect(entry.getByRole('link', { name: home, exact: true })).toHaveAttribute('href', /^\/teams\/team_/);
    await expect(entry.getByRole('link', { name: away, exact: true })).toHaveAttribute('href', /^\/teams\/team_/);
    const undated = page.getByRole('region', { name: 'Date not set' });
    await expect(undated.getByRole('group')).toHaveCount(2);

    await entry.getByRole('link', { name: 'Stats' }).click();
    await expect(page).toHaveURL(new RegExp(`${statsHref}$`));
    await page.goto('/calendar');
    await page.getByRole('region', { name: /June 13, 2026|13 June 2026/ }).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});

test.describe('concurrent editing', () => {
  async function secondTab(browser: Browser, organizer: SeededOrganizer, url: string): Promise<Page> {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, organizer.email, organizer.password);
    await page.goto(url);
    return page;
  }

  test('two sessions editing different matches of one tournament keep both edits', async ({ page, organizer, browser }, testInfo) => {
    testInfo.setTimeout(60_000);
    const teams = await setUp(page, organizer, testInfo.workerIndex);
    const id = await createTournament(page, uniqueName('Busy League', testInfo.workerIndex), teams);
    const other = await secondTab(browser, organizer, `/tournaments/${id}`);
    await expect(fixtures(other).getByRole('group')).toHaveCount(6);

    const mine = fixtures(page).getByRole('group').nth(0);
    const theirs = fixtures(other).getByRole('group').nth(5);
    // Both edit at the same time, each from a page loaded before the other's edit.
    await Promise.all([enterScore(mine, 3, 1), enterScore(theirs, 0, 4)]);
    await Promise.all([mine.getByLabel('Date').fill('2026-05-02'), theirs.getByLabel('Date').fill('2026-05-09')]);
    await Promise.all([mine.getByLabel('Date').press('Enter'), theirs.getByLabel('Date').press('Enter')]);
    await expect(mine.getByLabel('Time')).toHaveValue('12:00');
    await expect(theirs.getByLabel('Time')).toHaveValue('12:00');

    for (const p of [page, other]) {
      await p.reload();
      const rows = fixtures(p).getByRole('group');
      await expect(rows.nth(0).getByLabel('Home goals')).toHaveValue('3');
      await expect(rows.nth(0).getByLabel('Away goals')).toHaveValue('1');
      await expect(rows.nth(0).getByLabel('Date')).toHaveValue('2026-05-02');
      await expect(rows.nth(5).getByLabel('Home goals')).toHaveValue('0');
      await expect(rows.nth(5).getByLabel('Away goals')).toHaveValue('4');
      await expect(rows.nth(5).getByLabel('Date')).toHaveValue('2026-05-09');
    }
    await other.context().close();
  });

  test('a stale settings edit shows the conflict message and the fresh data instead of overwriting', async ({ page, organizer, browser }, testInfo) => {
    testInfo.setTimeout(60_000);
    const teams = await setUp(page, organizer, testInfo.workerIndex, 2);
    const id = await createTournament(page, uniqueName('Contested Cup', testInfo.workerIndex), teams);
    const other = await secondTab(browser, organizer, `/tournaments/${id}`);
    await expect(other.getByLabel('Location Name')).toHaveValue('');

    // A bad link is refused with a message and saves nothing.
    await page.getByLabel('Location Name').fill('Riverside Park');
    await page.getByLabel('Location Link').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save Details' }).click();
    await expect(page.getByText('Please enter a link starting with http:// or https://')).toBeVisible();
    await expect(page.getByText('Nothing was saved: please correct the highlighted links.')).toBeVisible();

    await page.getByLabel('Location Link').fill('https://maps.example.com/riverside');
    await page.getByRole('button', { name: 'Save Details' }).click();
    await expect(page.getByText('Details saved.')).toBeVisible();
    await expect(page.getByRole('link', { name: '📍 Riverside Park' })).toHaveAttribute('href', 'https://maps.example.com/riverside');

    // The other tab still holds the old version.
    await other.getByLabel('Location Name').fill('Hilltop Arena');
    await other.getByRole('button', { name: 'Save Details' }).click();
    await expect(other.getByText('This tournament was changed elsewhere; the latest version is shown.')).toBeVisible();
    await expect(other.getByLabel('Location Name')).toHaveValue('Riverside Park');
    await expect(other.getByLabel('Location Link')).toHaveValue('https://maps.example.com/riverside');

    await page.reload();
    await expect(page.getByLabel('Location Name')).toHaveValue('Riverside Park');

    // With the fresh version, the other tab's next save goes through.
    await other.getByLabel('Location Name').fill('Hilltop Arena');
    await other.getByRole('button', { name: 'Save Details' }).click();
    await expect(other.getByText('Details saved.')).toBeVisible();
    await other.context().close();
  });
});
