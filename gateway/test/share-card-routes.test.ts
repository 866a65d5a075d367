import { PutObjectCommand } from '@aws-sdk/client-s3';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Resvg } from '@resvg/resvg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentVersion } from '../src/ssr/document-version';
import { createWorld, match, TABLE, team, tournament, type World } from './world';

// The whole gateway: the card routes read the public documents (so their visibility rules), the crests
// from the bucket, and render on the worker.
let w: World;
const card = (path: string, init?: RequestInit) => fetch(`${w.t.url}/share-cards/${path}`, init);
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
/** A tournament's version: its document's ETag (sent uncompressed, so without an encoding suffix). */
const tournamentVersion = async (id: string) => (await fetch(`${w.t.url}/api/public/tournaments/${id}`, { headers: { 'accept-encoding': 'identity' } })).headers.get('etag')!.replace(/"/g, '');
const IMMUTABLE = 'public, max-age=31536000, immutable';
const CREST_KEY = 'teams/sc_home/logo-1700000000000.png';

beforeAll(async () => {
  w = await createWorld();
  const crest = new Resvg('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#d00"/></svg>').render().asPng();
  await w.t.gw.internals.s3.send(new PutObjectCommand({ Bucket: w.t.gw.config.bucket, Key: CREST_KEY, Body: crest, ContentType: 'image/png' }));
  // Through the proxy, as an organizer writes: the public team and player documents follow its writes.
  await w.as.A.send(new PutCommand({ TableName: TABLE.teams, Item: { ...team('sc_home', w.A), logo: `/media/${CREST_KEY}` } }));
  await w.as.A.send(new PutCommand({ TableName: TABLE.teams, Item: team('sc_away', w.A) }));
  for (const [id, visibility] of [['sc_pub', 'public'], ['sc_priv', 'private']] as const) {
    await w.as.A.send(new PutCommand({ TableName: TABLE.tournaments, Item: { ...tournament(id, w.A, visibility), teamIds: ['sc_home', 'sc_away'] } }));
    await w.as.A.send(new PutCommand({ TableName: TABLE.matches, Item: { ...match('sc_m1', id, w.A), homeTeamId: 'sc_home', awayTeamId: 'sc_away' } }));
  }
}, 60_000);
afterAll(async () => {
  await w?.dispose();
});

describe('the share card routes', () => {
  it('answer a public tournament’s card as a 1200×630 PNG, cached for good at its version and revalidated by ETag', async () => {
    const version = await tournamentVersion('sc_pub');
    const res = await card(`tournaments/sc_pub.png?v=${version}`);
    expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([200, 'image/png', IMMUTABLE]);
    const png = await bytes(res);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const again = await card(`tournaments/sc_pub.png?v=${version}`, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const head = await card(`tournaments/sc_pub.png?v=${version}`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type'), (await head.arrayBuffer()).byteLength]).toEqual([200, 'image/png', 0]);
  }, 30_000);

  it('answer an absent or old version with the current card, cached briefly', async () => {
    const current = await bytes(await card(`tournaments/sc_pub.png?v=${await tournamentVersion('sc_pub')}`));
    for (const query of ['', '?v=old']) {
      const res = await card(`tournaments/sc_pub.png${query}`);
      expect([res.status, res.headers.get('cache-control')]).toEqual([200, 'public, max-age=60']);
      expect((await bytes(res)).equals(current)).toBe(true);
    }
  }, 30_000);

  it('draw a new score on a new card at a new version', async () => {
    const before = await tournamentVersion('sc_pub');
    const old = await bytes(await card(`tournaments/sc_pub/matches/sc_m1.png`));
    await w.as.A.send(new UpdateCommand({ TableName: TABLE.matches, Key: { tournamentId: 'sc_pub', id: 'sc_m1' }, UpdateExpression: 'SET awayGoals = :a', ExpressionAttributeValues: { ':a': 4 } }));
    const after = await tournamentVersion('sc_pub');
    expect(after).not.toBe(before);
    const res = await card(`tournaments/sc_pub/matches/sc_m1.png`);
    expect(res.status).toBe(200);
    expect((await bytes(res)).equals(old)).toBe(false);
  }, 30_000);

  it('answer team, player and match cards at their documents’ versions', async () => {
    const teamView = await (await fetch(`${w.t.url}/api/public/teams/sc_home`)).json();
    const teamRes = await card(`teams/sc_home.png?v=${documentVersion(teamView)}`);
    expect([teamRes.status, teamRes.headers.get('cache-control')]).toEqual([200, IMMUTABLE]);
    const playerView = await (await fetch(`${w.t.url}/api/public/players/sc_home_pub`)).json();
    expect((await card(`players/sc_home_pub.png?v=${documentVersion(playerView)}`)).headers.get('cache-control')).toBe(IMMUTABLE);
    const matchView = await (await fetch(`${w.t.url}/api/public/tournaments/sc_pub/matches/sc_m1`)).json();
    // A played match (no kick-off date: "Full time" whatever the clock says) is cached for good too.
    expect((await card(`tournaments/sc_pub/matches/sc_m1.png?v=${documentVersion(matchView)}`)).headers.get('cache-control')).toBe(IMMUTABLE);
  }, 30_000);

  it('answer 404 for what the public may not see, and for paths that name no card', async () => {
    const paths = ['tournaments/sc_priv.png', 'tournaments/sc_priv/matches/sc_m1.png', 'tournaments/nope.png', 'teams/nope.png', 'players/sc_home_priv.png', 'tournaments/sc_pub/matches/nope.png', 'tournaments/sc_pub.jpg', 'stadiums/x.png'];
    const statuses = await Promise.all(paths.map(async (path) => [path, (await card(path)).status]));
    expect(statuses).toEqual(paths.map((path) => [path, 404]));
  }, 30_000);
});
