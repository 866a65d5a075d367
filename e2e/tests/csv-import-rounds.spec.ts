import fs from 'node:fs';
import { uniqueName } from '../support/api';
import { parseFeed, utcOfWallClock } from '../support/calendar-feed';
import { csvUpload, premierLeague, seasonFixturesCsv, seasonTeams } from '../support/csv-files';
import { expect, test } from '../support/fixtures';
import { seedTeams } from '../support/seed-tournament';
import { fillLeagueOfAllTeams } from '../support/tournament-admin';
import { signInByApi } from '../support/session';

// Issue 22 item 5, "imports as they are": the real 2022/23 Premier League season imported from CSV into a
// league the app generated (its rounds are not the season's matchdays) keeps the file's rounds, and the
// results without a kick-off time (the test data has none) show no invented 12:00 anywhere public: the
// pages say "Time to be confirmed" and the calendar feed gives an all-day event.

const ZONE = 'Europe/London';
/** The one row given a time: the season's opener, Friday 5 August 2022, 20:00 in London (summer time, BST). */
const OPENER = { home: 'Crystal Palace FC', away: 'Arsenal FC', time: '20:00' };
/** A round 1 result without a time, on Saturday 6 August 2022. */
const UNTIMED = { home: 'Fulham FC', away: 'Liverpool FC', day: '2022-08-06' };

const score = (m: { homeTeam: string; awayTeam: string; homeGoals: number; awayGoals: number }) => `${m.homeTeam} ${m.homeGoals}–${m.awayGoals} ${m.awayTeam}`;

test.describe('CSV import: rounds and times as the file gives them', () => {
  test('the Premier League season keeps its rounds ("Tour 1" is the file\'s round 1) and a result without a time is "Time to be confirmed", all day in the calendar', async ({
    page,
    request,
    baseURL,
    organizer,
  }, testInfo) => {
    // 380 result writes through the UI: about 30 s on an idle 2-core machine, 5 minutes at a load average of 18.
    testInfo.setTimeout(600_000);
    await seedTeams(baseURL!, organizer, seasonTeams().map((name) => ({ name, players: [] })));
    await signInByApi(page, organizer.email, organizer.password);
    const name = uniqueName('Premier League 2022-23', testInfo.workerIndex);
    const form = await fillLeagueOfAllTeams(page, name, 2);
    await form.getByRole('button', { name: 'Create Tournament' }).click();
    // Creating 380 matches takes seconds, a minute on a loaded machine.
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('380 matches')).toBeVisible();
    const tournamentId = new URL(page.url()).pathname.split('/').pop()!;
    expect(tournamentId).toMatch(/^tournament_/);
    await page.getByRole('switch', { name: 'Public tournament' }).click();
    await expect(page.getByText('Visible to everyone', { exact: true })).toBeVisible();
    const details = page.getByRole('form', { name: 'Tournament details' });
    await details.getByLabel('Time zone').selectOption(ZONE);
    await details.getByRole('button', { name: 'Save Details' }).click();
    // The detail page holds 380 match rows: its re-render after the save takes a while on a busy machine.
    await expect(details.getByText('Details saved.')).toBeVisible({ timeout: 30_000 });

    // The file, with one kick-off time (the opener's); every other row has none.
    const file = seasonFixturesCsv((m) => (m.homeTeam === OPENER.home && m.awayTeam === OPENER.away ? OPENER.time : ''));
    const panel = page.getByRole('region', { name: 'Import from CSV' });
    await panel.getByLabel('CSV file').setInputFiles(csvUpload('premier-league-2022-23.csv', file));
    await expect(panel.getByText('380 results', { exact: true })).toBeVisible();
    await expect(panel.getByRole('table', { name: 'Problems' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Import' }).click();
    await expect(panel.getByText('Updated 380 matches.')).toBeVisible({ timeout: 480_000 });

    // Public "Tour 1" (its own address, issue 23) holds exactly the file's round 1: its ten results, nothing else.
    await page.goto(`/public/tournaments/${tournamentId}?round=1`);
    const round1 = premierLeague.matches.filter((m) => m.round === 1);
    const tour1 = page.getByRole('region', { name: 'Tour 1', exact: true });
    await expect(tour1.getByRole('link')).toHaveCount(round1.length);
    for (const m of round1) await expect(tour1.getByRole('link', { name: `Match details: ${score(m)}`, exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Rounds' }).getByRole('link', { name: /^Tour \d+$/ })).toHaveCount(38);

    // The opener at its time in London with the zone's name; the others "Time to be confirmed"; 12:00 nowhere.
    const opener = round1.find((m) => m.homeTeam === OPENER.home)!;
    const untimed = round1.find((m) => m.homeTeam === UNTIMED.home)!;
    await expect(tour1.getByRole('link', { name: `Match details: ${score(opener)}` })).toContainText('2022, 20:00 BST');
    await expect(tour1.getByRole('link', { name: `Match details: ${score(untimed)}` })).toContainText('2022 · Time to be confirmed');
    await expect(tour1.getByText('Time to be confirmed')).toHaveCount(round1.length - 1);
    await expect(page.getByRole('main').getByText('12:00')).toHaveCount(0);

    // The public match page of a result without a time.
    await tour1.getByRole('link', { name: `Match details: ${score(untimed)}` }).click();
    const summary = page.getByRole('region', { name: 'Match summary' });
    await expect(summary.getByText('Time to be confirmed')).toBeVisible();
    await expect(summary.getByText('12:00')).toHaveCount(0);

    // The team page lists its matches the same way.
    await summary.getByRole('link', { name: UNTIMED.home }).click();
    const matches = page.getByRole('region', { name: 'Matches' });
    await expect(matches.getByText('Time to be confirmed').first()).toBeVisible();
    await expect(page.getByRole('main').getByText('12:00')).toHaveCount(0);

    // The calendar feed: the opener at 20:00 London time (19:00 UTC), every result without a time all day.
    const feed = await request.get(`${baseURL}/calendar/tournaments/${tournamentId}.ics`);
    expect(feed.status()).toBe(200);
    const events = parseFeed(await feed.text());
    expect(events).toHaveLength(380);
    const event = (m: (typeof round1)[number]) => events.find((e) => e.summary === `${m.homeTeam} ${m.homeGoals}–${m.awayGoals} ${m.awayTeam}`);
    expect(event(opener)?.start).toBe(utcOfWallClock('2022-08-05', OPENER.time, ZONE));
    expect(event(opener)?.start).toBe('2022-08-05T19:00:00.000Z');
    expect(event(untimed)?.start).toBe(UNTIMED.day);
    expect(events.filter((e) => !/^\d{4}-\d{2}-\d{2}$/.test(e.start))).toHaveLength(1);
  });

  test('the import panels offer a sample file with the exact header', async ({ page, organizer }) => {
    await signInByApi(page, organizer.email, organizer.password);
    await page.goto('/teams');
    const panel = page.getByRole('region', { name: 'Import from CSV' });
    await expect(panel.getByText('Dates are written YYYY-MM-DD, times HH:MM.', { exact: false })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download sample file' }).click()]);
    expect(download.suggestedFilename()).toBe('teams-sample.csv');
    const lines = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('team,firstName,lastName,number,position,dateOfBirth');
    expect(lines.slice(1)).toHaveLength(3);
    // The sample imports as it is.
    await panel.getByLabel('CSV file').setInputFiles(csvUpload('teams-sample.csv', lines.join('\r\n')));
    await expect(panel.getByText('2 teams, 3 players')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Import' })).toBeEnabled();
  });
});
