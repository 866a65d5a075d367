import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PublicPlayerView, PublicTeamView } from 'shared-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, match, TABLE, team, tournament, type World } from './world';

// The whole gateway: an organizer's signed writes through the DynamoDB proxy keep the team and player
// documents current (the directory's own tests cover the rules; this one covers the wiring).
let w: World;
const get = (path: string) => fetch(`${w.t.url}/api/public/${path}`);
const teamView = async (id: string) => (await (await get(`teams/${id}`)).json()) as PublicTeamView;

beforeAll(async () => {
  w = await createWorld();
}, 60_000);
afterAll(async () => {
  await w?.dispose();
});

describe('the public team and player documents behind the proxy', () => {
  it('follow an organizer’s writes: a new team, its season once a tournament lists it, a result, a delete', async () => {
    await w.as.A.send(new PutCommand({ TableName: TABLE.teams, Item: team('tp_home', w.A) }));
    await w.as.A.send(new PutCommand({ TableName: TABLE.teams, Item: team('tp_away', w.A) }));
    const created = await get('teams/tp_home');
    expect([created.status, created.headers.get('cache-control')]).toEqual([200, 'public, max-age=5, stale-while-revalidate=60']);
    expect(((await created.json()) as PublicTeamView).team.players.map((p) => p.id)).toEqual(['tp_home_pub']);
    expect(((await (await get('players/tp_home_pub')).json()) as PublicPlayerView).team.name).toBe('Team tp_home');
    expect((await get('players/tp_home_priv')).status).toBe(404);

    await w.as.A.send(new PutCommand({ TableName: TABLE.tournaments, Item: { ...tournament('tp_cup', w.A, 'public'), teamIds: ['tp_home', 'tp_away'] } }));
    await w.as.A.send(new PutCommand({ TableName: TABLE.matches, Item: { ...match('tp_m1', 'tp_cup', w.A), homeTeamId: 'tp_home', awayTeamId: 'tp_away' } }));
    // Seasons follow a tournament's writes after a short pause that gathers them.
    await expect.poll(async () => (await teamView('tp_away')).seasons.map((s) => s.matches.map((m) => `${m.id} ${m.homeGoals}-${m.awayGoals}`))).toEqual([['tp_m1 1-0']]);
    await w.as.A.send(new UpdateCommand({ TableName: TABLE.matches, Key: { tournamentId: 'tp_cup', id: 'tp_m1' }, UpdateExpression: 'SET awayGoals = :a', ExpressionAttributeValues: { ':a': 3 } }));
    await expect.poll(async () => (await teamView('tp_home')).seasons[0]?.matches[0]?.awayGoals).toBe(3);

    await w.as.A.send(new DeleteCommand({ TableName: TABLE.teams, Key: { id: 'tp_away' } }));
    const deleted = await get('teams/tp_away');
    expect([deleted.status, await deleted.json()]).toEqual([404, { message: 'Team not available' }]);
  });
});
