import { uniqueName } from '../support/api';
import { parseFeed, utcOfWallClock } from '../support/calendar-feed';
import { expect, test } from '../support/fixtures';
import { seedTeams, seedTournament } from '../support/seed-tournament';
import { signInByApi } from '../support/session';

// Issue 13: a public tournament's and a team's matches as calendar feeds (RFC 5545), linked from their
// public pages. The feed is fetched as a calendar app would and read with ical.js, a second library.

const ZONE = 'America/New_York';
/** Seeded kick-offs, wall-clock times in ZONE: summer (EDT) and winter (EST) alike. */
const KICKOFFS = [
  { key: 'summer', day: '2025-07-05', time: '19:30' },
  { key: 'winter', day: '2025-01-11', time: '15:00' },
  { key: 'cancelled', day: '2025-03-01', time: '12:00', status: 'cancelled' as const },
  { key: 'played', day: '2025-05-10', time: '18:00', score: [2, 1] as const },
];

test.describe('calendar feeds', () => {
  test('a visitor subscribes to a public tournament: every dated match at its UTC time, the cancelled one CANCELLED; a private feed is 404', async ({
    page,
    request,
    baseURL,
    organizer,
  }, testInfo) => {
    testInfo.setTimeout(60_000);
    const names = [uniqueName('Rovers', testInfo.workerIndex), uniqueName('City', testInfo.workerIndex)];
    const [home, away] = await seedTeams(baseURL!, organizer, names.map((name) => ({ name, players: [] })));
    const { tournamentId, matchIds } = await seedTournament(baseURL!, organizer, {
      name: uniqueName('Calendar Cup', testInfo.workerIndex),
      teamIds: [home!.id, away!.id],
      visibility: 'public',
      matches: [
        ...KICKOFFS.map(({ day, time, status, score }) => ({
          round: 1,
          homeTeamId: home!.id,
          awayTeamId: away!.id,
          dateISO: day,
          time,
          ...(status ? { status } : {}),
          ...(score ? { homeGoals: score[0], awayGoals: score[1] } : {}),
        })),
        // Not dated yet: no event.
        { round: 2, homeTeamId: away!.id, awayTeamId: home!.id },
      ],
    });
    const hidden = await seedTournament(baseURL!, organizer, {
      name: uniqueName('Private Cup', testInfo.workerIndex),
      teamIds: [home!.id, away!.id],
      visibility: 'private',
      matches: [{ round: 1, homeTeamId: home!.id, awayTeamId: away!.id, dateISO: '2025-06-01', time: '12:00' }],
    });

    // The organizer says where the matches are played, in the tournament's details.
    await signInByApi(page, organizer.email, organizer.password);
    await page.goto(`/tournaments/${tournamentId}`);
    const details = page.getByRole('form', { name: 'Tournament details' });
    await details.getByLabel('Time zone').selectOption(ZONE);
    await details.getByRole('button', { name: 'Save Details' }).click();
    await expect(details.getByText('Details saved.')).toBeVisible();

    await page.goto(`/public/tournaments/${tournamentId}`);
    const subscribe = page.getByRole('region', { name: 'Subscribe to calendar' });
    const webcalLink = subscribe.getByRole('link', { name: 'Subscribe', exact: true });
    await expect(webcalLink).toHaveAttribute('href', `webcal://${new URL(baseURL!).host}/calendar/tournaments/${tournamentId}.ics`);
    const webcal = (await webcalLink.getAttribute('href'))!;
    const google = new URL((await subscribe.getByRole('link', { name: 'Google Calendar' }).getAttribute('href'))!);
    expect([google.host, google.searchParams.get('cid')]).toEqual(['calendar.google.com', webcal]);

    // What a calendar app fetches for webcal://: the same address over the site's own scheme.
    const answer = await request.get(webcal.replace(/^webcal:/, new URL(baseURL!).protocol));
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const events = parseFeed(await answer.text());
    const [summer, winter, cancelled, played] = matchIds;
    const byMatch = new Map(events.map((event) => [event.url.split('/').pop(), event]));
    expect(events).toHaveLength(KICKOFFS.length);
    // The helper's own arithmetic, checked once against the published offset (EDT is UTC-4).
    expect(utcOfWallClock('2025-07-05', '19:30', ZONE)).toBe('2025-07-05T23:30:00.000Z');
    KICKOFFS.forEach(({ day, time }, i) => expect(byMatch.get(matchIds[i])?.start, `${day} ${time}`).toBe(utcOfWallClock(day, time, ZONE)));
    expect(byMatch.get(summer)).toMatchObject({ summary: `${names[0]} v ${names[1]}`, status: 'CONFIRMED', url: `${baseURL}/public/tournaments/${tournamentId}/matches/${summer}` });
    expect(byMatch.get(winter)?.status).toBe('CONFIRMED');
    expect(byMatch.get(cancelled)?.status).toBe('CANCELLED');
    expect(byMatch.get(played)?.summary).toBe(`${names[0]} 2–1 ${names[1]}`);

    const privateFeed = await request.get(`/calendar/tournaments/${hidden.tournamentId}.ics`);
    expect([privateFeed.status(), await privateFeed.json()]).toEqual([404, { message: 'Tournament not available' }]);
  });

  test("a team's page subscribes to its matches in public tournaments only", async ({ page, request, baseURL, organizer }, testInfo) => {
    const names = [uniqueName('Wanderers', testInfo.workerIndex), uniqueName('United', testInfo.workerIndex)];
    const [team, rival] = await seedTeams(baseURL!, organizer, names.map((name) => ({ name, players: [] })));
    const fixture = (day: string) => ({ round: 1, homeTeamId: team!.id, awayTeamId: rival!.id, dateISO: day, time: '15:00' });
    const open = await seedTournament(baseURL!, organizer, { name: uniqueName('Open Cup', testInfo.workerIndex), teamIds: [team!.id, rival!.id], visibility: 'public', matches: [fixture('2025-08-02')] });
    // A private tournament of the same teams: its match must not show.
    await seedTournament(baseURL!, organizer, { name: uniqueName('Closed Cup', testInfo.workerIndex), teamIds: [team!.id, rival!.id], visibility: 'private', matches: [fixture('2025-08-09')] });

    await page.goto(`/public/teams/${team!.id}`);
    const webcalLink = page.getByRole('region', { name: 'Subscribe to calendar' }).getByRole('link', { name: 'Subscribe', exact: true });
    await expect(webcalLink).toHaveAttribute('href', /^webcal:\/\//);
    const feedUrl = (await webcalLink.getAttribute('href'))!.replace(/^webcal:/, new URL(baseURL!).protocol);
    // The team's seasons are made again just after its tournaments' writes.
    await expect.poll(async () => parseFeed(await (await request.get(feedUrl)).text()).map((event) => event.url.split('/')[5])).toEqual([open.tournamentId]);
  });
});
