import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import ICAL from 'ical.js';
import type { Match, Tournament } from 'shared-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedOrigin } from '../src/calendar/feed-origin';
import { createWorld, TABLE, team, tournament, type World } from './world';

// The calendar feeds of issue 13 behind the whole gateway: an organizer's signed writes through the
// DynamoDB proxy, the feeds read as a calendar app does and parsed back with a second iCalendar library.
let w: World;
const feed = (path: string, headers: Record<string, string> = {}) => fetch(`${w.t.url}/calendar/${path}`, { headers });
const put = (table: 'teams' | 'tournaments' | 'matches', item: object) => w.as.A.send(new PutCommand({ TableName: TABLE[table], Item: item as Record<string, unknown> }));

interface ParsedEvent {
  uid: string;
  summary: string;
  /** A UTC instant, or the day of an all-day event. */
  start: string;
  end: string | null;
  status: string;
  location: string | null;
  url: string;
}

/** The feed as ical.js reads it: its name and its events in feed order. */
function parse(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const at = (time: ICAL.Time | null) => (time === null ? null : time.isDate ? time.toString() : time.toJSDate().toISOString());
    return {
      uid: event.uid,
      summary: event.summary,
      start: at(event.startDate)!,
      end: component.hasProperty('dtend') ? at(event.endDate) : null,
      status: String(component.getFirstPropertyValue('status')),
      location: event.location || null,
      url: String(component.getFirstPropertyValue('url')),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

const cup: Tournament = { ...tournament('cal_cup', '', 'public'), name: 'London Cup', teamIds: ['cal_home', 'cal_away'], timeZone: 'Europe/London', location: { name: 'Hackney Marshes' } };
const fixture = (id: string, tournamentId: string, extra: Partial<Match>): Match => ({ id, tournamentId, organizerId: '', round: 1, homeTeamId: 'cal_home', awayTeamId: 'cal_away', version: 1, ...extra });

beforeAll(async () => {
  w = await createWorld();
  const own = <T extends object>(item: T) => ({ ...item, organizerId: w.A });
  for (const id of ['cal_home', 'cal_away', 'cal_third']) await put('teams', { ...team(id, w.A), name: `Team ${id.slice(4)}` });
  await put('tournaments', own(cup));
  await put('tournaments', own({ ...tournament('cal_league', w.A, 'public'), name: 'New York League', teamIds: ['cal_home', 'cal_third'], timeZone: 'America/New_York' }));
  await put('tournaments', own({ ...tournament('cal_private', w.A, 'private'), teamIds: ['cal_home', 'cal_away'], timeZone: 'Europe/London' }));
  const matches = [
    // British Summer Time: 19:30 in London is 18:30 UTC.
    fixture('summer', 'cal_cup', { dateISO: '2025-07-05', time: '19:30', venue: 'Pitch 3', homeGoals: 2, awayGoals: 1 }),
    // Greenwich Mean Time: 15:00 in London is 15:00 UTC.
    fixture('winter', 'cal_cup', { dateISO: '2025-01-11', time: '15:00', homeTeamId: 'cal_away', awayTeamId: 'cal_home' }),
    fixture('cancelled', 'cal_cup', { dateISO: '2025-03-01', time: '12:00', status: 'cancelled' }),
    // London moved its clocks on 2025-03-30: noon is 11:00 UTC.
    fixture('postponed', 'cal_cup', { dateISO: '2025-04-05', time: '12:00', status: 'postponed' }),
    fixture('whole_day', 'cal_cup', { dateISO: '2025-05-01' }),
    fixture('undated', 'cal_cup', {}),
    // Eastern Daylight Time: 19:00 in New York is 23:00 UTC.
    fixture('ny', 'cal_league', { dateISO: '2025-06-14', time: '19:00', awayTeamId: 'cal_third' }),
    fixture('hidden', 'cal_private', { dateISO: '2025-06-01', time: '12:00' }),
  ];
  for (const item of matches) await put('matches', own(item));
}, 60_000);
afterAll(async () => {
  await w?.dispose();
});

describe('GET /calendar/tournaments/:id.ics', () => {
  it('lists every dated match of a public tournament with its UTC time, status, place and match page', async () => {
    const res = await feed('tournaments/cal_cup.ics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const { name, events } = parse(await res.text());
    expect(name).toBe('London Cup');
    const page = (id: string) => `${w.t.url}/public/tournaments/cal_cup/matches/${id}`;
    const host = new URL(w.t.url).host;
    expect(events).toEqual([
      { uid: `winter.cal_cup@${host}`, summary: 'Team away v Team home', start: '2025-01-11T15:00:00.000Z', end: '2025-01-11T17:00:00.000Z', status: 'CONFIRMED', location: 'Hackney Marshes', url: page('winter') },
      { uid: `cancelled.cal_cup@${host}`, summary: 'Team home v Team away', start: '2025-03-01T12:00:00.000Z', end: '2025-03-01T14:00:00.000Z', status: 'CANCELLED', location: 'Hackney Marshes', url: page('cancelled') },
      { uid: `postponed.cal_cup@${host}`, summary: 'Team home v Team away', start: '2025-04-05T11:00:00.000Z', end: '2025-04-05T13:00:00.000Z', status: 'TENTATIVE', location: 'Hackney Marshes', url: page('postponed') },
      { uid: `whole_day.cal_cup@${host}`, summary: 'Team home v Team away', start: '2025-05-01', end: null, status: 'CONFIRMED', location: 'Hackney Marshes', url: page('whole_day') },
      { uid: `summer.cal_cup@${host}`, summary: 'Team home 2–1 Team away', start: '2025-07-05T18:30:00.000Z', end: '2025-07-05T20:30:00.000Z', status: 'CONFIRMED', location: 'Pitch 3', url: page('summer') },
    ]);
  });

  it('answers 304 while unchanged and a new body once a result is saved, with the same UID', async () => {
    const first = await feed('tournaments/cal_cup.ics');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await feed('tournaments/cal_cup.ics', { 'if-none-match': etag })).status).toBe(304);
    // Nothing in the body depends on the moment it is written.
    expect(await (await feed('tournaments/cal_cup.ics')).text()).toBe(await first.text());

    await w.as.A.send(
      new UpdateCommand({ TableName: TABLE.matches, Key: { tournamentId: 'cal_cup', id: 'winter' }, UpdateExpression: 'SET homeGoals = :h, awayGoals = :a', ExpressionAttributeValues: { ':h': 0, ':a': 3 } }),
    );
    const changed = await feed('tournaments/cal_cup.ics', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    const winter = parse(await changed.text()).events.find((event) => event.uid.startsWith('winter.'));
    expect(winter?.summary).toBe('Team away 0–3 Team home');
  });

  it('is compressed for clients that accept it, and HEAD answers the headers alone', async () => {
    const br = await feed('tournaments/cal_cup.ics', { 'accept-encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(parse(await br.text()).events).toHaveLength(5);
    const head = await fetch(`${w.t.url}/calendar/tournaments/cal_cup.ics`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type'), await head.text()]).toEqual([200, 'text/calendar; charset=utf-8', '']);
  });

  it.each([
    ['a private tournament', 'cal_private', 'cal_private.ics'],
    ['a missing tournament', 'cal_none', 'cal_none.ics'],
    ['an id too long to be ours', 'x'.repeat(201), `${'x'.repeat(201)}.ics`],
  ])('answers 404 for %s with the public API’s text', async (_case, id, file) => {
    const res = await feed(`tournaments/${file}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Tournament not available' });
    expect(await (await fetch(`${w.t.url}/api/public/tournaments/${id}`)).json()).toEqual({ message: 'Tournament not available' });
  });

  it('answers 404 for a path without .ics, and for one that is not valid percent-encoding (the app’s 404 page, as for any such address)', async () => {
    const plain = await feed('tournaments/cal_cup');
    expect([plain.status, await plain.json()]).toEqual([404, { message: 'Tournament not available' }]);
    expect((await feed('tournaments/%E0%A4%A.ics')).status).toBe(404);
  });
});

describe('GET /calendar/teams/:id.ics', () => {
  it("lists the team's matches in its public tournaments, each in its tournament's zone, and none of the private one", async () => {
    // The team's seasons are made again shortly after its tournaments' writes.
    await expect
      .poll(async () => {
        const res = await feed('teams/cal_home.ics');
        return [res.status, res.headers.get('content-type'), parse(await res.text()).events.map((e) => `${e.summary} @ ${e.start} ${e.status}`)];
      })
      .toEqual([
        200,
        'text/calendar; charset=utf-8',
        [
          'Team away 0–3 Team home @ 2025-01-11T15:00:00.000Z CONFIRMED',
          'Team home v Team away @ 2025-03-01T12:00:00.000Z CANCELLED',
          'Team home v Team away @ 2025-04-05T11:00:00.000Z TENTATIVE',
          'Team home v Team away @ 2025-05-01 CONFIRMED',
          'Team home v Team third @ 2025-06-14T23:00:00.000Z CONFIRMED',
          'Team home 2–1 Team away @ 2025-07-05T18:30:00.000Z CONFIRMED',
        ],
      ]);
    const teamFeed = parse(await (await feed('teams/cal_home.ics')).text());
    expect(teamFeed.name).toBe('Team home');
    expect(teamFeed.events.map((e) => e.uid)).not.toContainEqual(expect.stringContaining('cal_private'));
    // The same match has the same UID in the team's feed as in its tournament's.
    const tournamentUids = parse(await (await feed('tournaments/cal_cup.ics')).text()).events.map((e) => e.uid);
    expect(teamFeed.events.map((e) => e.uid)).toEqual(expect.arrayContaining(tournamentUids));
  });

  it('answers 304 for an unchanged team feed', async () => {
    const first = await feed('teams/cal_third.ics');
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    expect((await feed('teams/cal_third.ics', { 'if-none-match': first.headers.get('etag') ?? '' })).status).toBe(304);
  });

  it.each([
    ['a missing team', 'cal_nobody'],
    ['an id too long to be ours', 'x'.repeat(201)],
  ])('answers 404 for %s with the public API’s text', async (_case, id) => {
    const res = await feed(`teams/${id}.ics`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Team not available' });
    expect(await (await fetch(`${w.t.url}/api/public/teams/${id}`)).json()).toEqual({ message: 'Team not available' });
  });
});

describe('where a feed says the site is', () => {
  it.each([
    ['the configured public URL', 'https://kickoff.example/', { protocol: 'http', host: 'evil.example' }, 'https://kickoff.example'],
    ["the request's address without one", '', { protocol: 'http', host: '127.0.0.1:4173' }, 'http://127.0.0.1:4173'],
    ['https behind a trusted proxy', '', { protocol: 'https', host: 'kickoff.example' }, 'https://kickoff.example'],
    ['a bracketed IPv6 host', '', { protocol: 'http', host: '[::1]:8080' }, 'http://[::1]:8080'],
    ['localhost for a Host that is no host name', '', { protocol: 'http', host: 'evil.example/"><script>' }, 'http://localhost'],
    ['localhost without a Host', '', { protocol: 'http', host: undefined }, 'http://localhost'],
  ])('is %s', (_case, publicUrl, address, origin) => {
    expect(feedOrigin(address, publicUrl)).toBe(origin);
  });
});
