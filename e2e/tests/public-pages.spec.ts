import type { Locator, Page } from '@playwright/test';
import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { seedTeams, seedTeamsByName, seedTournament } from '../support/seed-tournament';
import { signInByApi } from '../support/session';

/** The value of a StatTile (a <dl> of its own) by its label, within `scope`. */
const tile = (scope: Locator | Page, label: string) => {
  const page = 'goto' in scope ? scope : scope.page();
  return scope.locator('dl').filter({ has: page.getByText(label, { exact: true }) }).locator('dd').first();
};

const starting = (home: string[], away: string[] = []) => ({ home: { starting: home, substitutes: [] }, away: { starting: away, substitutes: [] } });

test.describe('public tournament and player pages', () => {
  test('a public tournament shows medal standings, Tour N fixtures with their states, top scorers and the playoff bracket', async ({ page, browser, organizer, baseURL }, testInfo) => {
    testInfo.setTimeout(60_000);
    const n = (label: string) => uniqueName(label, testInfo.workerIndex);
    const [arsenal, brighton, chelsea, derby] = [n('Arsenal'), n('Brighton'), n('Chelsea'), n('Derby')];
    // The squads are seeded (the team pages' own spec adds players and hides one through the UI).
    const [arsenalTeam, brightonTeam, chelseaTeam, derbyTeam] = await seedTeams(baseURL!, organizer, [
      {
        name: arsenal,
        players: [
          { firstName: 'Bukayo', lastName: 'Saka', number: 7, position: 'Forward' },
          { firstName: 'Martin', lastName: 'Odegaard', number: 8, position: 'Midfielder' },
        ],
      },
      { name: brighton, players: [{ firstName: 'Kaoru', lastName: 'Mitoma', number: 22, position: 'Forward' }] },
      { name: chelsea, players: [{ firstName: 'Hidden', lastName: 'Striker', number: 1, position: 'Forward', isPublic: false }] },
      { name: derby, players: [] },
    ]);
    const [a, b, c, d] = [arsenalTeam!.id, brightonTeam!.id, chelseaTeam!.id, derbyTeam!.id];
    const [saka, odegaard] = [arsenalTeam!.players['Bukayo Saka']!, arsenalTeam!.players['Martin Odegaard']!];
    const mitoma = brightonTeam!.players['Kaoru Mitoma']!;
    const hidden = chelseaTeam!.players['Hidden Striker']!;
    await signInByApi(page, organizer.email, organizer.password);

    const name = n('Spring League');
    const { tournamentId } = await seedTournament(baseURL!, organizer, {
      name,
      teamIds: [a, b, c, d],
      visibility: 'public',
      format: { mode: 'league_playoff', rounds: 1, playoffQualifiers: 4 },
      matches: [
        {
          round: 1, homeTeamId: a, awayTeamId: b, homeGoals: 3, awayGoals: 0, lineups: starting([saka, odegaard], [mitoma]),
          goals: [
            { team: 'home', playerId: saka, minute: 10, type: 'goal', assistPlayerId: odegaard },
            { team: 'home', playerId: saka, minute: 55, type: 'penalty' },
            { team: 'home', playerId: odegaard, minute: 80, type: 'goal', assistPlayerId: saka },
          ],
        },
        { round: 1, homeTeamId: c, awayTeamId: d, homeGoals: 1, awayGoals: 1, goals: [{ team: 'home', playerId: hidden, minute: 3, type: 'goal', assistPlayerId: odegaard }] },
        { round: 2, homeTeamId: a, awayTeamId: c, homeGoals: 2, awayGoals: null, dateISO: '2030-05-01', time: '15:00' },
        { round: 2, homeTeamId: b, awayTeamId: d },
        {
          round: 3, homeTeamId: b, awayTeamId: c, homeGoals: 2, awayGoals: 1,
          goals: [
            { team: 'home', playerId: mitoma, minute: 20, type: 'goal' },
            { team: 'home', playerId: mitoma, minute: 70, type: 'goal' },
            { team: 'away', playerId: '', minute: 90, type: 'goal' },
          ],
        },
        { round: 3, homeTeamId: a, awayTeamId: d },
        { round: 4, homeTeamId: a, awayTeamId: d, homeGoals: 2, awayGoals: 0, isPlayoff: true, playoffRound: 0, playoffMatch: 0 },
        { round: 4, homeTeamId: b, awayTeamId: c, isPlayoff: true, playoffRound: 0, playoffMatch: 1 },
        { round: 5, homeTeamId: 'winner-1', awayTeamId: 'winner-2', isPlayoff: true, playoffRound: 1, playoffMatch: 0 },
      ],
    });

    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/public/tournaments/${tournamentId}`);
    await expect(publicPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(publicPage.getByText('League + Playoffs')).toBeVisible();
    await expect(tile(publicPage, 'Teams')).toHaveText('4');
    await expect(tile(publicPage, 'Matches')).toHaveText('9');

    // Standings: league matches with both scores only; A 3 (+3), B 3 (-2), D 1 (0), C 1 (-1).
    const table = publicPage.getByRole('region', { name: 'League table' });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(1).getByRole('rowheader')).toHaveText(arsenal);
    await expect(rows.nth(2).getByRole('rowheader')).toHaveText(brighton);
    await expect(rows.nth(3).getByRole('rowheader')).toHaveText(derby);
    await expect(rows.nth(4).getByRole('rowheader')).toHaveText(chelsea);
    await expect(rows.nth(1)).toHaveAttribute('data-medal', 'gold');
    await expect(rows.nth(2)).toHaveAttribute('data-medal', 'silver');
    await expect(rows.nth(3)).toHaveAttribute('data-medal', 'bronze');
    await expect(rows.nth(4)).not.toHaveAttribute('data-medal');
    await expect(rows.nth(1).getByRole('cell')).toHaveText(['1 (Gold)', '1', '1', '0', '0', '3', '0', '+3', '3']);
    await expect(rows.nth(1).getByRole('link', { name: arsenal })).toHaveAttribute('href', `/public/teams/${a}`);

    // Fixtures & Results: Tour N groups with finished / LIVE / UPCOMING states; playoffs are not tours. Round 3 is the
    // latest with a result and still has a game to play, round 1 the played one before it (round 2 has no final score
    // yet): those two show (issue 23), and every round is a link.
    const fixtures = publicPage.getByRole('region', { name: 'Fixtures & Results' });
    await expect(fixtures.getByRole('heading', { level: 3 })).toHaveText(['Tour 1', 'Tour 3']);
    await expect(fixtures.getByRole('navigation', { name: 'Rounds' }).getByRole('link')).toHaveText(['1', '2', '3']);
    const fixture = (tour: string, home: string) => fixtures.getByRole('region', { name: tour }).getByRole('listitem').filter({ hasText: home });
    await expect(fixture('Tour 1', arsenal)).toContainText('3 – 0');
    await expect(fixture('Tour 1', arsenal).locator('[data-state]')).toHaveAttribute('data-state', 'finished');
    await expect(fixture('Tour 1', arsenal).locator('[data-tone="green"]')).toBeVisible();
    await expect(fixture('Tour 3', brighton)).toContainText('2 – 1');
    await fixtures.getByRole('link', { name: 'Tour 2' }).click();
    await expect(publicPage).toHaveURL(`/public/tournaments/${tournamentId}?round=2`);
    await expect(fixtures.getByRole('heading', { level: 3 })).toHaveText(['Tour 2']);
    await expect(fixture('Tour 2', arsenal).locator('[data-state]')).toHaveText('LIVE');
    await expect(fixture('Tour 2', arsenal).locator('[data-tone="yellow"][data-pulsing]')).toBeVisible();
    // Kick-off in the tournament's zone with its name (a tournament saved without a zone reads as UTC).
    await expect(fixture('Tour 2', arsenal)).toContainText('15:00 UTC');
    await expect(fixture('Tour 2', brighton).locator('[data-state]')).toHaveText('UPCOMING');
    await expect(fixture('Tour 2', brighton).locator('[data-tone="blue"]')).toBeVisible();

    // Statistics from goal events: public players only; own tabs with arrow keys.
    const stats = publicPage.getByRole('region', { name: 'Statistics' });
    await stats.getByRole('tab', { name: 'Top Scorers' }).click();
    const panelRows = stats.getByRole('tabpanel').getByRole('row');
    await expect(panelRows).toHaveCount(4);
    await expect(panelRows.nth(1).getByRole('rowheader')).toHaveText(`Bukayo Saka${arsenal}`);
    await expect(panelRows.nth(1).getByRole('cell')).toHaveText(['1', '2', '1']);
    await expect(panelRows.nth(2)).toContainText('Kaoru Mitoma');
    await expect(panelRows.nth(3)).toContainText('Martin Odegaard');
    await expect(stats.getByText('Hidden Striker')).toHaveCount(0);
    await publicPage.keyboard.press('ArrowRight');
    await expect(stats.getByRole('tab', { name: 'Top Assists' })).toBeFocused();
    await expect(stats.getByRole('tab', { name: 'Top Assists' })).toHaveAttribute('aria-selected', 'true');
    await expect(panelRows.nth(1).getByRole('rowheader')).toHaveText(`Martin Odegaard${arsenal}`);
    await expect(panelRows.nth(1).getByRole('cell')).toHaveText(['1', '2', '1']);

    // Playoff Bracket: named rounds; the decided semifinal's winner moves on to the final.
    const bracket = publicPage.getByRole('region', { name: 'Playoff Bracket' });
    await expect(bracket.getByRole('heading', { level: 3 })).toHaveText(['1/2 Final', 'Final']);
    const final = bracket.getByRole('region', { name: 'Final', exact: true }).getByRole('listitem');
    await expect(final).toContainText(arsenal);
    await expect(final).toContainText('Winner of match 2');

    // From the leaderboard to the player's public page and on to the team.
    await stats.getByRole('tab', { name: 'All Players' }).click();
    await stats.getByRole('link', { name: 'Bukayo Saka' }).click();
    await expect(publicPage).toHaveURL(`/public/players/${saka}`);
    await expect(publicPage.getByRole('heading', { level: 1, name: 'Bukayo Saka' })).toBeVisible();
    const playerStats = publicPage.getByRole('region', { name: 'Statistics' });
    await expect(tile(playerStats, 'Games')).toHaveText('1');
    await expect(tile(playerStats, 'Wins')).toHaveText('1');
    await expect(tile(playerStats, 'Goals Scored')).toHaveText('2');
    await expect(tile(playerStats, 'Assists')).toHaveText('1');
    await expect(publicPage.getByRole('link', { name: arsenal, exact: true })).toHaveAttribute('href', `/public/teams/${a}`);

    // The organizer-facing side: the team page lists the tournament with its format and links.
    await page.goto(`/teams/${a}`);
    const tournaments = page.getByRole('region', { name: 'Tournaments (1)' });
    const row = tournaments.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('League + Playoffs');
    await expect(row.getByRole('link', { name: `View ${name}` })).toHaveAttribute('href', `/tournaments/${tournamentId}`);
    await expect(row.getByRole('link', { name: `Public page of ${name} (opens in a new tab)` })).toHaveAttribute('href', `/public/tournaments/${tournamentId}`);
    await visitor.close();
  });

  test("a private tournament reads as not found at /public/tournaments/:id (the 404 page at an organizer's address); an unknown one too", async ({ page, browser, organizer, baseURL }, testInfo) => {
    const teamNames = [uniqueName('North', testInfo.workerIndex), uniqueName('South', testInfo.workerIndex)];
    await signInByApi(page, organizer.email, organizer.password);
    const ids = await seedTeamsByName(baseURL!, organizer, teamNames);
    const { tournamentId } = await seedTournament(baseURL!, organizer, {
      name: uniqueName('Secret Cup', testInfo.workerIndex),
      teamIds: Object.values(ids),
      visibility: 'private',
      matches: [{ round: 1, homeTeamId: ids[teamNames[0]!]!, awayTeamId: ids[teamNames[1]!]!, homeGoals: 1, awayGoals: 0 }],
    });

    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    for (const path of [`/public/tournaments/${tournamentId}`, '/public/tournaments/tournament_0_missing']) {
      await publicPage.goto(path);
      await expect(publicPage.getByRole('heading', { name: 'Tournament not found' })).toBeVisible();
      await expect(publicPage.getByText("The tournament you're looking for doesn't exist.")).toBeVisible();
      await expect(publicPage.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    }
    // At an organizer's address a tournament the public may not see is the 404 page (issue 11).
    await publicPage.goto(`/some-organizer/${tournamentId}`);
    await expect(publicPage.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    // Not even its organizer sees a private tournament on the public page.
    await page.goto(`/public/tournaments/${tournamentId}`);
    await expect(page.getByRole('heading', { name: 'Tournament not found' })).toBeVisible();
    await visitor.close();
  });

  test('home search finds teams and public players of public tournaments, in a shareable address, and shows the public contact, never the sign-in email', async ({ page, browser, organizer, baseURL }, testInfo) => {
    testInfo.setTimeout(60_000);
    // One tag names both clubs and every player, so the search finds this test's items only.
    const tag = uniqueName('Quayside', testInfo.workerIndex);
    const [club, secretClub, keeper] = [`${tag} Rovers`, `${tag} Hidden`, `Zebedee ${tag}`];
    const [rovers, hiddenTeam] = await seedTeams(baseURL!, organizer, [
      { name: club, players: [{ firstName: 'Zebedee', lastName: tag, position: 'Goalkeeper', number: 1 }, { firstName: 'Secret', lastName: tag, position: 'Forward', number: 9, isPublic: false }] },
      { name: secretClub, players: [{ firstName: 'Private', lastName: tag, position: 'Forward', number: 10 }] },
    ]);
    await seedTournament(baseURL!, organizer, { name: 'Harbour Cup', teamIds: [rovers!.id], visibility: 'public', format: { mode: 'league', rounds: 1 }, matches: [] });
    await seedTournament(baseURL!, organizer, { name: 'Closed Cup', teamIds: [hiddenTeam!.id], visibility: 'private', format: { mode: 'league', rounds: 1 }, matches: [] });

    // The organizer chooses a public contact on the dashboard.
    await signInByApi(page, organizer.email, organizer.password);
    await page.goto('/admin');
    const contact = page.getByRole('form', { name: 'Public contact' });
    await contact.getByLabel('Public contact email').fill(`hello.${testInfo.workerIndex}@harbour.test`);
    await contact.getByRole('button', { name: 'Save Contact' }).click();
    await expect(contact.getByText('Public contact saved.')).toBeVisible();

    const visitor = await browser.newContext();
    const home = await visitor.newPage();
    await home.goto('/');
    const box = home.getByRole('searchbox', { name: 'Search organizers and tournaments' });
    await box.fill(tag.toLowerCase());
    // The text is in the address, where a visitor can copy it from.
    await expect(home).toHaveURL(`/?${new URLSearchParams({ q: tag.toLowerCase() })}`);
    const teams = home.getByRole('region', { name: 'Teams (1)' });
    await expect(teams.getByRole('link', { name: club })).toHaveAttribute('href', `/public/teams/${rovers!.id}`);
    await expect(teams.getByText(`by ${organizer.name}`)).toBeVisible();
    await expect(home.getByText(secretClub)).toHaveCount(0);

    // A shared address opens the same search: the public player is found, the hidden one and the private team's are not.
    const shared = await visitor.newPage();
    await shared.goto(`/?${new URLSearchParams({ q: tag })}`);
    await expect(shared.getByRole('searchbox', { name: 'Search organizers and tournaments' })).toHaveValue(tag);
    const players = shared.getByRole('region', { name: 'Players (1)' });
    await expect(players.getByRole('link', { name: keeper })).toHaveAttribute('href', `/public/players/${rovers!.players[keeper]}`);
    await expect(players.getByText(club)).toBeVisible();
    await expect(players.getByText('Goalkeeper')).toBeVisible();
    await players.getByRole('link', { name: keeper }).click();
    await expect(shared.getByRole('heading', { level: 1, name: keeper })).toBeVisible();

    // The organizer card shows the chosen contact; the sign-in email is in no public answer.
    const answers: string[] = [];
    home.on('response', (response) => {
      if (response.url().includes('/api/public/')) void response.text().then((body) => answers.push(body), () => undefined);
    });
    await box.fill(organizer.name);
    const organizers = home.getByRole('region', { name: 'Organizers (1)' });
    await expect(organizers.getByText(`hello.${testInfo.workerIndex}@harbour.test`)).toBeVisible();
    await expect(home.getByText(organizer.email)).toHaveCount(0);
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    expect(answers.filter((body) => body.includes(organizer.email))).toEqual([]);
    await visitor.close();
  });

  test('a public tournament says "Reconnecting…" while its live stream is down, and no more once it is back', async ({ page, organizer, baseURL }, testInfo) => {
    const name = uniqueName('Live Cup', testInfo.workerIndex);
    const { tournamentId } = await seedTournament(baseURL!, organizer, { name, teamIds: [], visibility: 'public', format: { mode: 'league', rounds: 1 }, matches: [] });
    // The stream answers and ends at once, as a dropped connection does, and asks the browser to retry soon.
    const events = `**/api/public/tournaments/${tournamentId}/events`;
    await page.route(events, (route) => route.fulfill({ status: 200, headers: { 'Content-Type': 'text/event-stream' }, body: 'retry: 300\n\n' }));
    await page.goto(`/public/tournaments/${tournamentId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible();
    // The gateway answers again: the next retry opens the stream and the status goes.
    await page.unroute(events);
    await expect(page.getByText('Reconnecting…')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});
