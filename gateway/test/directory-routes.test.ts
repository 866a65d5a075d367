import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Team, Tournament } from 'shared-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryReads } from '../src/directory/directory';
import type { SearchPage } from '../src/directory/home-search';
import { PublicReadError } from '../src/live/backend-read';
import { handleDirectoryRoute } from '../src/routes/directory-routes';
import { createDirectoryWorld, serve, type DirectoryWorld } from './directory-world';

let w: DirectoryWorld;
let server: { url: string; close(): Promise<void> };
/** The reads the routes use; a test may swap them for failing ones. */
let reads: DirectoryReads;
const errors: unknown[] = [];

const team: Team = {
  id: 'team_a',
  name: 'Arsenal',
  colors: ['#ef0107'],
  organizerId: 'org_a',
  createdAtISO: '2024-01-01T00:00:00.000Z',
  players: [
    { id: 'p7', firstName: 'Bukayo', lastName: 'Saka', position: 'Forward', number: 7, isPublic: true, createdAtISO: '' },
    { id: 'p8', firstName: 'Hidden', lastName: 'Man', position: 'Forward', isPublic: false, createdAtISO: '' },
  ],
};
const cup = (n: number): Tournament => ({ id: `t${n}`, name: `Cup ${n}`, format: { mode: 'league' }, teamIds: [], organizerId: 'org_a', createdAtISO: `2026-01-01T00:00:${String(n).padStart(2, '0')}.000Z`, visibility: 'public' });

beforeAll(async () => {
  w = await createDirectoryWorld();
  await w.doc.send(new PutCommand({ TableName: w.tables.teams, Item: team }));
  await w.doc.send(new PutCommand({ TableName: w.tables.organizers, Item: { id: 'org_a', name: 'Riverside FA', email: '', createdAtISO: '' } }));
  for (let n = 1; n <= 30; n++) await w.doc.send(new PutCommand({ TableName: w.tables.tournaments, Item: cup(n) }));
  await w.directory.prepare();
  reads = w.directory.reads;
  server = await serve(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (!(await handleDirectoryRoute(req, res, path, { reads, onError: (err) => errors.push(err) }))) {
      res.statusCode = 418;
      res.end();
    }
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await w?.dispose();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

const CDN_CACHE = 'public, max-age=5, stale-while-revalidate=60';

describe('GET /api/public/teams/:teamId', () => {
  it("answers the public team with its public players, organizer's name and seasons, cacheable by a CDN with an ETag, and 304 when unchanged", async () => {
    const res = await get('/api/public/teams/team_a');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(CDN_CACHE);
    expect(await res.json()).toEqual({ team: { ...team, players: [team.players[0]], organizerName: 'Riverside FA' }, seasons: [] });
    const again = await get('/api/public/teams/team_a', { 'if-none-match': res.headers.get('etag') ?? '' });
    expect(again.status).toBe(304);
  });
});

describe('GET /api/public/players/:playerId', () => {
  it("answers the public player with their team's card (its organizer's name too) and seasons, cacheable by a CDN with an ETag, and 304 when unchanged", async () => {
    const res = await get('/api/public/players/p7');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(CDN_CACHE);
    expect(await res.json()).toEqual({
      player: team.players[0],
      team: { id: 'team_a', name: 'Arsenal', organizerId: 'org_a', organizerName: 'Riverside FA', colors: ['#ef0107'] },
      seasons: [],
    });
    const again = await get('/api/public/players/p7', { 'if-none-match': res.headers.get('etag') ?? '' });
    expect(again.status).toBe(304);
  });

  it('refuses other methods', async () => {
    const post = await fetch(`${server.url}/api/public/players/p7`, { method: 'POST' });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
  });

  it('leaves other paths to the next handler', async () => {
    expect((await get('/api/public/players/p7/matches')).status).toBe(418);
    expect((await get('/api/public/teams/team_a/players')).status).toBe(418);
    expect((await get('/api/public/searches')).status).toBe(418);
  });
});

describe.each([
  { path: 'teams', id: 'team_a', missing: ['nobody'], read: 'team' as const, notAvailable: 'Team not available', unavailable: 'Teams are unavailable right now.' },
  { path: 'players', id: 'p7', missing: ['p8', 'nobody', '%00'], read: 'player' as const, notAvailable: 'Player not available', unavailable: 'Players are unavailable right now.' },
])('GET /api/public/$path/:id when it cannot answer', ({ path, id, missing, read, notAvailable, unavailable }) => {
  it.each([...missing, '%E0%A4%A', 'x'.repeat(201)])('answers one 404 text for a hidden, missing or malformed id (%s)', async (bad) => {
    const res = await get(`/api/public/${path}/${bad}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: notAvailable });
  });

  it('answers 503 with Retry-After when the store does not answer', async () => {
    reads = { ...w.directory.reads, [read]: () => Promise.reject(new PublicReadError('down')) };
    try {
      const res = await get(`/api/public/${path}/${id}`);
      expect([res.status, res.headers.get('retry-after')]).toEqual([503, '5']);
      expect(await res.json()).toEqual({ message: unavailable });
      expect(errors).toHaveLength(1);
    } finally {
      reads = w.directory.reads;
      errors.length = 0;
    }
  });
});

describe('GET /api/public/search', () => {
  it('answers pages of 24 with the counts, and the next page by its cursor', async () => {
    const first = (await (await get('/api/public/search?q=CUP')).json()) as SearchPage;
    expect(first.tournaments).toHaveLength(24);
    expect(first.tournaments[0]).toEqual({ id: 't30', name: 'Cup 30', organizerId: 'org_a', createdAtISO: '2026-01-01T00:00:30.000Z', organizerName: 'Riverside FA' });
    expect([first.tournamentCount, first.organizerCount]).toEqual([30, 0]);
    const second = (await (await get(`/api/public/search?q=CUP&cursor=${first.nextCursor}`)).json()) as SearchPage;
    expect(second.tournaments.map((t) => t.id)).toEqual(['t6', 't5', 't4', 't3', 't2', 't1']);
    expect(second.nextCursor).toBeNull();
  });

  it.each([
    ['/api/public/search', 'Search text of 1 to 200 characters is required (q).'],
    ['/api/public/search?q=%20%20', 'Search text of 1 to 200 characters is required (q).'],
    [`/api/public/search?q=${'a'.repeat(201)}`, 'Search text of 1 to 200 characters is required (q).'],
    ['/api/public/search?q=cup&cursor=nonsense', 'Unknown cursor.'],
  ])('refuses %s', async (path, message) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it('answers 503 when the store does not answer', async () => {
    reads = { ...w.directory.reads, searchSnapshot: () => Promise.reject(new PublicReadError('down')) };
    try {
      const res = await get('/api/public/search?q=cup');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ message: 'Search is unavailable right now.' });
    } finally {
      reads = w.directory.reads;
      errors.length = 0;
    }
  });
});
