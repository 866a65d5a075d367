import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Match, Player, Team, Tournament } from 'shared-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryWorld, dynamoItem, settled, writeThroughProxy, type DirectoryWorld } from './directory-world';

let w: DirectoryWorld;

const player = (id: string, isPublic = true): Player => ({ id, firstName: id, lastName: 'X', position: 'Forward', isPublic, createdAtISO: '' });
const team = (id: string, players: Player[] = []): Team => ({ id, name: `Team ${id}`, colors: ['#ff0000'], organizerId: 'org', createdAtISO: '', players });
const league = (id: string, teamIds: string[], extra: Partial<Tournament> = {}): Tournament => ({
  id,
  name: `League ${id}`,
  format: { mode: 'league', rounds: 1 },
  teamIds,
  organizerId: 'org',
  createdAtISO: `2024-0${id.length}-01T00:00:00.000Z`,
  visibility: 'public',
  ...extra,
});
const lineups = (home: string[], away: string[]): Match['lineups'] => ({ home: { starting: home, substitutes: [] }, away: { starting: away, substitutes: [] } });
/** A match of Team a's players (p1, p2) at home against Team b's (q1), unless `extra` says otherwise. */
const match = (tournamentId: string, id: string, home: string, away: string, extra: Partial<Match> = {}): Match =>
  ({ id, tournamentId, organizerId: 'org', round: 1, homeTeamId: home, awayTeamId: away, lineups: lineups(['p1', 'p2'], ['q1']), ...extra });
const put = (tableName: string, item: object) => w.doc.send(new PutCommand({ TableName: tableName, Item: item as Record<string, unknown> }));
const score = (tournamentId: string, matchId: string, home: number, away: number, goals: Match['goals'] = []) =>
  writeThroughProxy(w, 'UpdateItem', {
    TableName: w.tables.matches,
    Key: { tournamentId: { S: tournamentId }, id: { S: matchId } },
    UpdateExpression: 'SET #h = :h, #a = :a, #g = :g',
    ExpressionAttributeNames: { '#h': 'homeGoals', '#a': 'awayGoals', '#g': 'goals' },
    ExpressionAttributeValues: { ':h': { N: String(home) }, ':a': { N: String(away) }, ':g': { L: (goals ?? []).map((g) => ({ M: dynamoItem({ ...g }) })) } },
  });
const setTournament = (id: string, field: string, value: unknown) =>
  writeThroughProxy(w, 'UpdateItem', {
    TableName: w.tables.tournaments,
    Key: { id: { S: id } },
    UpdateExpression: 'SET #f = :v',
    ExpressionAttributeNames: { '#f': field },
    ExpressionAttributeValues: { ':v': dynamoItem({ v: value }).v },
  });
const seasonIds = async (teamId: string) => (await w.directory.reads.team(teamId))?.seasons.map((s) => s.tournament.id);
const season = async (teamId: string, tournamentId: string) => (await w.directory.reads.team(teamId))?.seasons.find((s) => s.tournament.id === tournamentId);

beforeAll(async () => {
  w = await createDirectoryWorld();
  await put(w.tables.teams, team('a', [player('p1'), player('p2'), player('p_hidden', false)]));
  await put(w.tables.teams, team('b', [player('q1')]));
  await put(w.tables.teams, team('c'));
  await put(w.tables.tournaments, league('t1', ['a', 'b']));
  await put(w.tables.tournaments, league('t22', ['a', 'c']));
  await put(w.tables.tournaments, league('t333', ['a', 'c'], { visibility: 'private' }));
  await put(w.tables.matches, match('t1', 'm1', 'a', 'b', { dateISO: '2024-03-01', homeGoals: 1, awayGoals: 0 }));
  await put(w.tables.matches, match('t1', 'm2', 'b', 'a', { lineups: lineups(['q1'], ['p1', 'p2']) }));
  await put(w.tables.matches, match('t22', 'n1', 'c', 'a'));
  // Before the directory existed: the backfill makes every document.
  await w.directory.prepare();
}, 60_000);

afterAll(async () => {
  await w?.dispose();
});

describe('the public team view', () => {
  it('is read in one request: profile with public players, seasons of public tournaments newest first', async () => {
    w.calls.length = 0;
    const view = await w.directory.reads.team('a');
    expect(w.calls.map((c) => c.operation)).toEqual(['Query']);
    expect(view?.team).toEqual({ id: 'a', name: 'Team a', colors: ['#ff0000'], organizerId: 'org', createdAtISO: '', players: [player('p1'), player('p2')] });
    expect(view?.seasons.map((s) => s.tournament.id)).toEqual(['t22', 't1']);
    const t1 = view!.seasons[1]!;
    expect(t1.matches.map((m) => [m.id, m.homeGoals ?? null])).toEqual([['m1', 1], ['m2', null]]);
    expect(t1.matches[0]).not.toHaveProperty('lineups');
    expect(t1.teams.map((t) => t.name)).toEqual(['Team a', 'Team b']);
    expect(Object.keys(t1.players)).toEqual(['p1', 'p2']);
    expect(t1.players.p1).toMatchObject({ games: 1, wins: 1, goalsFor: 1 });
  });

  it('reads a player in two requests, with their team’s seasons', async () => {
    w.calls.length = 0;
    expect((await w.directory.reads.player('q1'))?.seasons.map((s) => s.tournament.id)).toEqual(['t1']);
    expect(w.calls.map((c) => c.operation)).toEqual(['GetItem', 'Query']);
  });
});

describe('regeneration after forwarded writes', () => {
  it("shows a changed result in both teams' matches and in the players' statistics and goals", async () => {
    await score('t1', 'm2', 2, 2, [{ id: 'g1', team: 'away', playerId: 'p1', assistPlayerId: 'p2', minute: 3, type: 'goal', goalNumber: 1 }]);
    await settled(w);
    const a = await season('a', 't1');
    expect(a?.matches.find((m) => m.id === 'm2')).toMatchObject({ homeGoals: 2, awayGoals: 2 });
    expect(a?.players.p1).toEqual({ games: 2, wins: 1, draws: 1, losses: 0, goalsFor: 3, goalsAgainst: 2, goals: 1, assists: 0 });
    expect(a?.players.p2).toMatchObject({ goals: 0, assists: 1 });
    expect((await season('b', 't1'))?.players.q1).toMatchObject({ games: 2, draws: 1, losses: 1 });
  });

  it("waits for the regeneration a result just forwarded asked for: the teams' views read at once show it", async () => {
    await score('t1', 'm1', 3, 3);
    // No settling: the tournament's regeneration is still gathering writes when the views are read.
    const [a, b] = await Promise.all([season('a', 't1'), season('b', 't1')]);
    expect(a?.matches.find((m) => m.id === 'm1')).toMatchObject({ homeGoals: 3, awayGoals: 3 });
    expect(b?.matches.find((m) => m.id === 'm1')).toMatchObject({ homeGoals: 3, awayGoals: 3 });
    await settled(w);
  });

  it('names the champion of the decided league, and another one when a result changes the table', async () => {
    await score('t1', 'm1', 0, 1);
    await settled(w);
    expect([(await season('a', 't1'))?.won, (await season('b', 't1'))?.won]).toEqual([false, true]);
    await score('t1', 'm1', 3, 0);
    await settled(w);
    expect([(await season('a', 't1'))?.won, (await season('b', 't1'))?.won]).toEqual([true, false]);
  });

  it('names the champion of a Groups + Knockout cup: the winner of its final, on penalties (issue 24)', async () => {
    const groups = [
      { letter: 'A', teamIds: ['a', 'b'] },
      { letter: 'B', teamIds: ['c'] },
    ];
    const groupsKnockout = { groupCount: 2, groupLegs: 1, qualifiersPerGroup: 1, knockoutLegs: [], awayGoals: false, thirdPlaceMatch: false, groups, knockout: { rounds: [[{ number: 1, home: 'a', away: 'c', matchIds: ['kf'] }]] } };
    const cup = league('tcup', ['a', 'b', 'c'], { name: 'Cup', format: { mode: 'groups_knockout', groupsKnockout } as Tournament['format'] });
    await writeThroughProxy(w, 'PutItem', { TableName: w.tables.tournaments, Item: dynamoItem({ ...cup }) });
    const final = match('tcup', 'kf', 'a', 'c', { round: 0, isPlayoff: true, stage: 'knockout', playoffRound: 0, homeGoals: 3, awayGoals: 3, homePenalties: 2, awayPenalties: 4, lineups: undefined });
    await writeThroughProxy(w, 'PutItem', { TableName: w.tables.matches, Item: dynamoItem({ ...final, lineups: null }) });
    await settled(w);
    expect([(await season('a', 'tcup'))?.won, (await season('c', 'tcup'))?.won]).toEqual([false, true]);
    // Gone again: the other tests count these teams' seasons.
    await writeThroughProxy(w, 'DeleteItem', { TableName: w.tables.matches, Key: { tournamentId: { S: 'tcup' }, id: { S: 'kf' } } });
    await writeThroughProxy(w, 'DeleteItem', { TableName: w.tables.tournaments, Key: { id: { S: 'tcup' } } });
    await settled(w);
    expect(await seasonIds('c')).not.toContain('tcup');
  });

  it("drops a tournament's seasons while it is private, and brings them back when it is public again", async () => {
    await setTournament('t22', 'visibility', 'private');
    await settled(w);
    expect(await seasonIds('a')).toEqual(['t1']);
    expect(await seasonIds('c')).toEqual([]);
    await setTournament('t22', 'visibility', 'public');
    await settled(w);
    expect(await seasonIds('c')).toEqual(['t22']);
  });

  it('deletes the season of a team removed from a tournament, and every season of a deleted tournament', async () => {
    await setTournament('t22', 'teamIds', ['a']);
    await settled(w);
    expect([await seasonIds('a'), await seasonIds('c')]).toEqual([['t22', 't1'], []]);
    await writeThroughProxy(w, 'DeleteItem', { TableName: w.tables.tournaments, Key: { id: { S: 't22' } } });
    await settled(w);
    expect(await seasonIds('a')).toEqual(['t1']);
  });

  it('gives a tournament stored without a format no seasons, and reports nothing', async () => {
    const { format: _f, ...unusable } = league('t4444', ['a', 'c']);
    await put(w.tables.tournaments, unusable);
    await setTournament('t4444', 'name', 'Renamed');
    await settled(w);
    expect(await seasonIds('a')).toEqual(['t1']);
    expect(w.errors).toEqual([]);
  });

  it("shows a renamed opponent in the other team's matches", async () => {
    await writeThroughProxy(w, 'UpdateItem', {
      TableName: w.tables.teams,
      Key: { id: { S: 'b' } },
      UpdateExpression: 'SET #n = :n',
      ExpressionAttributeNames: { '#n': 'name' },
      ExpressionAttributeValues: { ':n': { S: 'Borough' } },
    });
    await settled(w);
    expect((await season('a', 't1'))?.teams.map((t) => t.name)).toEqual(['Team a', 'Borough']);
  });

  it('answers nothing for a deleted team, and nothing for its players', async () => {
    await writeThroughProxy(w, 'DeleteItem', { TableName: w.tables.teams, Key: { id: { S: 'b' } } });
    expect(await w.directory.reads.team('b')).toBeNull();
    expect(await w.directory.reads.player('q1')).toBeNull();
    expect(w.errors).toEqual([]);
  });
});

describe('a burst of results', () => {
  // A world of its own whose tournaments gather writes for 2 s, as the gateway's 300 ms would on a quiet
  // machine: 40 writes then fit in one gathering even on a loaded CI machine (20 ms would not).
  let burst: DirectoryWorld;
  beforeAll(async () => {
    burst = await createDirectoryWorld({ seasonDelayMs: 2_000 });
    await burst.doc.send(new PutCommand({ TableName: burst.tables.teams, Item: team('a', [player('p1')]) as unknown as Record<string, unknown> }));
    await burst.doc.send(new PutCommand({ TableName: burst.tables.teams, Item: team('b', [player('q1')]) as unknown as Record<string, unknown> }));
    await burst.doc.send(new PutCommand({ TableName: burst.tables.tournaments, Item: league('t1', ['a', 'b']) as unknown as Record<string, unknown> }));
    await burst.doc.send(new PutCommand({ TableName: burst.tables.matches, Item: match('t1', 'm1', 'a', 'b') as unknown as Record<string, unknown> }));
    await burst.directory.prepare();
    await settled(burst);
  }, 60_000);
  afterAll(async () => {
    await burst?.dispose();
  });

  it('is gathered into a few regenerations (reads of the matches), not 40', async () => {
    burst.calls.length = 0;
    for (let i = 0; i < 40; i++) {
      await writeThroughProxy(burst, 'UpdateItem', {
        TableName: burst.tables.matches,
        Key: { tournamentId: { S: 't1' }, id: { S: 'm1' } },
        UpdateExpression: 'SET #h = :h, #a = :a',
        ExpressionAttributeNames: { '#h': 'homeGoals', '#a': 'awayGoals' },
        ExpressionAttributeValues: { ':h': { N: String(i % 5) }, ':a': { N: '0' } },
      });
    }
    await settled(burst);
    const matchQueries = burst.calls.filter((c) => c.operation === 'Query' && c.input.TableName === burst.tables.matches);
    expect(matchQueries.length).toBeGreaterThan(0);
    expect(matchQueries.length).toBeLessThanOrEqual(4);
    // The last write is reflected.
    const view = await burst.directory.reads.team('a');
    expect(view?.seasons.find((s) => s.tournament.id === 't1')?.matches.find((m) => m.id === 'm1')?.homeGoals).toBe(39 % 5);
  });
});
