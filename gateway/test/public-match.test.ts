import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PutItemCommand } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { BracketRound, Match, PublicMatchView } from 'shared-domain';
import { createWorld, match, TABLE, team, tournament, type World } from './world';

let w: World;
const viewUrl = (tournamentId: string, matchId: string) => `${w.t.url}/api/public/tournaments/${tournamentId}/matches/${matchId}`;

const put = (table: keyof typeof TABLE, item: object) => w.internal.send(new PutCommand({ TableName: TABLE[table], Item: item as Record<string, unknown> }));

const knockout = (id: string, round: number, index: number, home: string, away: string, goals: [number, number] | null): Match => ({
  ...match(id, 'tn_cup', w.A),
  homeTeamId: home,
  awayTeamId: away,
  isPlayoff: true,
  playoffRound: round,
  playoffMatch: index,
  homeGoals: goals?.[0] ?? null,
  awayGoals: goals?.[1] ?? null,
});

beforeAll(async () => {
  w = await createWorld();
  for (const id of ['team_h', 'team_w', 'team_c', 'team_d']) await put('teams', team(id, w.A));
  await put('tournaments', tournament('tn_pub', w.A, 'public'));
  await put('tournaments', tournament('tn_priv', w.A, 'private'));
  const scored: Match = {
    ...match('m_goal', 'tn_pub', w.A),
    homeTeamId: 'team_h',
    awayTeamId: 'team_w',
    homeGoals: 2,
    awayGoals: 0,
    goals: [
      { id: 'g1', team: 'home', playerId: 'team_h_pub', minute: 12, type: 'goal', goalNumber: 1 },
      { id: 'g2', team: 'home', playerId: 'team_h_priv', minute: 30, type: 'penalty', goalNumber: 2 },
    ],
    lineups: { home: { starting: ['team_h_pub', 'team_h_priv'], substitutes: [] }, away: { starting: ['team_w_pub'], substitutes: [] } },
  };
  await put('matches', scored);
  await put('matches', { ...scored, id: 'm_big', report: 'A long match report. '.repeat(150) });
  await put('matches', { ...match('m_small', 'tn_pub', w.A), homeTeamId: 'seed-1', awayTeamId: 'seed-2' });
  await put('matches', { ...scored, tournamentId: 'tn_priv' });

  const bracket: BracketRound[] = [
    { round: 0, matches: [{ matchId: 's1', homeTeamId: 'team_h', awayTeamId: 'team_w' }, { matchId: 's2', homeTeamId: 'team_c', awayTeamId: 'team_d' }] },
    { round: 1, matches: [{ matchId: 'f', homeTeamId: 'winner-1', awayTeamId: 'winner-2' }] },
  ];
  await put('tournaments', { ...tournament('tn_cup', w.A, 'public'), format: { mode: 'league_playoff', playoffQualifiers: 4 }, playoffBracket: bracket });
  for (const m of [knockout('s1', 0, 0, 'team_h', 'team_w', [1, 3]), knockout('s2', 0, 1, 'team_c', 'team_d', [2, 0]), knockout('f', 1, 0, 'winner-1', 'winner-2', null)]) {
    await put('matches', m);
  }
}, 60_000);
afterAll(async () => {
  await w?.dispose();
});

/** A GET with node:http, so the body arrives as sent (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('GET /api/public/tournaments/:tournamentId/matches/:matchId', () => {
  it('answers a public match with its teams named and only public players named', async () => {
    const res = await fetch(viewUrl('tn_pub', 'm_goal'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const view = (await res.json()) as PublicMatchView;
    // With the zone its times are told in (a tournament saved without one reads as UTC).
    expect(view.tournament).toEqual({ id: 'tn_pub', name: 'Cup tn_pub', timeZone: 'UTC' });
    expect([view.home.name, view.away.name]).toEqual(['Team team_h', 'Team team_w']);
    expect(view.match).toMatchObject({ homeGoals: 2, awayGoals: 0 });
    expect(view.match).not.toHaveProperty('organizerId');
    expect(view.roundLabel).toBe('Tour 1');
    expect(view.goals.map((g) => [g.minute, g.scorer])).toEqual([
      [12, 'Pub Lic'],
      [30, null],
    ]);
    expect(view.home.starting.map((p) => p.name)).toEqual(['Pub Lic', null]);
    expect(JSON.stringify(view)).not.toContain('Vate');
  });

  it('answers 304 to a matching If-None-Match and HEAD with the headers only', async () => {
    const first = await fetch(viewUrl('tn_pub', 'm_goal'));
    const etag = first.headers.get('etag') ?? '';
    const again = await fetch(viewUrl('tn_pub', 'm_goal'), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    const other = await fetch(viewUrl('tn_pub', 'm_goal'), { headers: { 'if-none-match': '"something-else"' } });
    expect(other.status).toBe(200);

    const head = await fetch(viewUrl('tn_pub', 'm_goal'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    expect(await head.text()).toBe('');
  });

  it('compresses a body over 1 KB with br when accepted, else gzip, and leaves small ones alone', async () => {
    const json = JSON.stringify(await (await fetch(viewUrl('tn_pub', 'm_big'))).json());
    const br = await rawGet(viewUrl('tn_pub', 'm_big'), { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.body.length).toBeLessThan(json.length / 2);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(json);

    const gzip = await rawGet(viewUrl('tn_pub', 'm_big'), { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(json);
    expect(gzip.headers.etag).not.toBe(br.headers.etag);

    const plain = await rawGet(viewUrl('tn_pub', 'm_big'), {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(json);

    const small = await rawGet(viewUrl('tn_pub', 'm_small'), { 'accept-encoding': 'br' });
    expect(small.body.length).toBeLessThanOrEqual(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(small.body.toString('utf8')) as PublicMatchView).home.name).toBe('Seed 1');
  });

  it('is one and the same 404 for a private tournament, a missing match or tournament, and ids that cannot be ours', async () => {
    const paths = [
      viewUrl('tn_priv', 'm_goal'),
      viewUrl('tn_pub', 'm_nowhere'),
      viewUrl('tn_nowhere', 'm_goal'),
      viewUrl('tn_pub', 'x'.repeat(201)),
      viewUrl('tn_pub', 'm%01'),
      viewUrl('tn_pub', '%E0%A4%A'),
    ];
    for (const url of paths) {
      const res = await fetch(url);
      expect(res.status, url).toBe(404);
      expect(await res.text()).toBe('{"message":"Match not available"}');
    }
    const unknown = await fetch(`${w.t.url}/api/public/tournaments/tn_pub/standings`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Unknown public endpoint.' });
  });

  it('names the finalists of a final stored as winner-1 v winner-2 once the semi-finals are decided', async () => {
    const view = (await (await fetch(viewUrl('tn_cup', 'f'))).json()) as PublicMatchView;
    expect(view.roundLabel).toBe('Final');
    expect([view.home.teamId, view.away.teamId]).toEqual(['team_w', 'team_c']);
    expect([view.home.name, view.away.name]).toEqual(['Team team_w', 'Team team_c']);
    expect(view.home.players.map((p) => p.name)).toEqual(['Pub Lic']);
  });

  it('reads malformed items as absent parts instead of failing', async () => {
    await put('tournaments', { ...tournament('tn_odd', w.A, 'public'), name: 42, format: 'league', playoffBracket: 'nonsense' });
    await put('teams', { ...team('team_odd', w.A), players: 5, colors: 'red' });
    await put('matches', {
      ...match('m_odd', 'tn_odd', w.A),
      homeTeamId: 'team_odd',
      goals: ['oops', { id: 'g', team: 'left', minute: 3, type: 'goal' }, { id: 'g2', team: 'away', minute: 9, type: 'own_goal', playerId: 7 }],
      statistics: { home: 'x' },
      lineups: 7,
      status: 'weird',
    });
    // A number no JS number holds exactly: the SDK's own unmarshall would throw on it.
    await w.internal.send(
      new PutItemCommand({ TableName: TABLE.matches, Item: { tournamentId: { S: 'tn_odd' }, id: { S: 'm_huge' }, homeTeamId: { S: 'a' }, awayTeamId: { S: 'b' }, homeGoals: { N: '123456789012345678901234567890' } } }),
    );
    await put('matches', { ...match('m_broken', 'tn_odd', w.A), homeTeamId: 17 });

    const res = await fetch(viewUrl('tn_odd', 'm_odd'));
    expect(res.status).toBe(200);
    const view = (await res.json()) as PublicMatchView;
    expect(view.tournament.name).toBe('');
    expect(view.home).toMatchObject({ name: 'Team team_odd', players: [], colors: [] });
    expect(view.goals).toEqual([{ id: 'g2', team: 'away', minute: 9, type: 'own_goal', scorerId: null, scorer: null, assist: null }]);
    expect(view.match).not.toHaveProperty('statistics');
    expect(view.match).not.toHaveProperty('status');

    expect((await fetch(viewUrl('tn_odd', 'm_huge'))).status).toBe(200);
    expect((await fetch(viewUrl('tn_odd', 'm_broken'))).status).toBe(404);
  });
});
