import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchGetItemCommand, GetItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PublicTournamentDocument } from 'shared-domain';
import type { DynamoDbSend } from '../src/aws/dynamodb-backend';
import { tableNames } from '../src/store/tables';
import { readPublicTournament } from '../src/views/public-tournament-reader';
import { createWorld, match, TABLE, team, tournament, type World } from './world';

let w: World;
const url = (id: string) => `${w.t.url}/api/public/tournaments/${id}`;
const put = (table: keyof typeof TABLE, item: object) => w.internal.send(new PutCommand({ TableName: TABLE[table], Item: item as Record<string, unknown> }));
const read = async (id: string) => (await (await fetch(url(id))).json()) as PublicTournamentDocument;

beforeAll(async () => {
  w = await createWorld();
  for (const id of ['team_h', 'team_w', 'team_gone']) await put('teams', team(id, w.A));
  await put('tournaments', { ...tournament('tn_pub', w.A, 'public'), teamIds: ['team_h', 'team_w'] });
  await put('tournaments', { ...tournament('tn_priv', w.A, 'private'), teamIds: ['team_h'] });
  await put('matches', { ...match('m1', 'tn_pub', w.A), homeTeamId: 'team_h', awayTeamId: 'team_w', report: 'Long report', lineups: { home: { starting: ['team_h_priv'], substitutes: [] }, away: { starting: [], substitutes: [] } } });
  await put('matches', { ...match('m2', 'tn_pub', w.A), homeTeamId: 'team_gone', awayTeamId: 'winner-1' });
  await put('matches', match('m1', 'tn_priv', w.A));
}, 60_000);
afterAll(async () => {
  await w?.dispose();
});

describe('GET /api/public/tournaments/:tournamentId', () => {
  it("answers the public document: matches without lineups or report, the teams they name, public players only, the organizer's card", async () => {
    const res = await fetch(url('tn_pub'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=60');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const document = (await res.json()) as PublicTournamentDocument;
    expect(document.tournament.name).toBe('Cup tn_pub');
    expect(document.matches.map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(document.matches[0]).not.toHaveProperty('lineups');
    expect(document.matches[0]).not.toHaveProperty('report');
    expect(document.teams.map((t) => t.id).sort()).toEqual(['team_gone', 'team_h', 'team_w']);
    expect(document.teams.flatMap((t) => t.players.map((p) => p.id))).toEqual(expect.not.arrayContaining(['team_h_priv']));
    expect(document.organizer).toEqual({ id: w.A, name: 'Alpha' });
    expect(JSON.stringify(document)).not.toContain('Vate');

    const again = await fetch(url('tn_pub'), { headers: { 'if-none-match': res.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it.each([
    ['a private tournament', 'tn_priv'],
    ['a missing tournament', 'tn_none'],
    ['an id that cannot be ours', '%E0%A4%A'],
  ])('answers 404 with one text for %s', async (_case, id) => {
    const res = await fetch(url(id));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Tournament not available' });
  });

  it('shows a score saved through the gateway at once, and a renamed team', async () => {
    await read('tn_pub');
    await w.as.A.send(new UpdateCommand({ TableName: TABLE.matches, Key: { tournamentId: 'tn_pub', id: 'm1' }, UpdateExpression: 'SET homeGoals = :h', ExpressionAttributeValues: { ':h': 7 } }));
    expect((await read('tn_pub')).matches.find((m) => m.id === 'm1')?.homeGoals).toBe(7);
    await w.as.A.send(new UpdateCommand({ TableName: TABLE.teams, Key: { id: 'team_w' }, UpdateExpression: 'SET #n = :n', ExpressionAttributeNames: { '#n': 'name' }, ExpressionAttributeValues: { ':n': 'Wanderers' } }));
    expect((await read('tn_pub')).teams.find((t) => t.id === 'team_w')?.name).toBe('Wanderers');
  });

  it("names its organizer as renamed at once (an /:orgName/ address follows the name)", async () => {
    await read('tn_pub');
    const rename = (name: string) =>
      w.as.super.send(new UpdateCommand({ TableName: TABLE.organizers, Key: { id: w.A }, UpdateExpression: 'SET #n = :n', ExpressionAttributeNames: { '#n': 'name' }, ExpressionAttributeValues: { ':n': name } }));
    await rename('Alpha United');
    expect((await read('tn_pub')).organizer).toEqual({ id: w.A, name: 'Alpha United' });
    await rename('Alpha');
  });

  it('is gone at once when its organizer makes the tournament private', async () => {
    await put('tournaments', { ...tournament('tn_flip', w.A, 'public') });
    expect((await fetch(url('tn_flip'))).status).toBe(200);
    await w.as.A.send(new UpdateCommand({ TableName: TABLE.tournaments, Key: { id: 'tn_flip' }, UpdateExpression: 'SET visibility = :v', ExpressionAttributeValues: { ':v': 'private' } }));
    expect((await fetch(url('tn_flip'))).status).toBe(404);
  });
});

describe('readPublicTournament', () => {
  /** The tables each BatchGetItem read, in the order sent. */
  const batchTables: string[][] = [];
  /** The store as the gateway reads it, counting each database request. */
  const countingSend = (calls: string[]): DynamoDbSend => async (operation, input) => {
    calls.push(operation);
    if (operation === 'BatchGetItem') batchTables.push(Object.keys((input as { RequestItems: object }).RequestItems).sort());
    const command =
      operation === 'GetItem' ? new GetItemCommand(input as never) : operation === 'Query' ? new QueryCommand(input as never) : operation === 'BatchGetItem' ? new BatchGetItemCommand(input as never) : null;
    if (!command) throw new Error(`unexpected ${operation}`);
    const { $metadata: _m, ...output } = (await w.internal.send(command as never)) as Record<string, unknown>;
    return { status: 200, headers: {}, body: Buffer.from(JSON.stringify(output)) };
  };

  it('reads a public tournament in three requests (its teams and organizer in one batch), a private one in two and no team', async () => {
    const calls: string[] = [];
    batchTables.length = 0;
    const document = await readPublicTournament(countingSend(calls), tableNames('football-tournaments-'), 'tn_pub');
    expect(document?.matches).toHaveLength(2);
    expect(document?.organizer).toEqual({ id: w.A, name: 'Alpha' });
    expect(calls.sort()).toEqual(['BatchGetItem', 'GetItem', 'Query']);
    expect(batchTables).toEqual([[TABLE.organizers, TABLE.teams]]);
    calls.length = 0;
    expect(await readPublicTournament(countingSend(calls), tableNames('football-tournaments-'), 'tn_priv')).toBeNull();
    expect(calls.sort()).toEqual(['GetItem', 'Query']);
  });

  it('reads the organizer of a tournament without teams in the same three requests', async () => {
    await put('tournaments', { ...tournament('tn_empty', w.B, 'public'), teamIds: [] });
    const calls: string[] = [];
    batchTables.length = 0;
    const document = await readPublicTournament(countingSend(calls), tableNames('football-tournaments-'), 'tn_empty');
    expect(document?.organizer).toEqual({ id: w.B, name: 'Bravo' });
    expect(calls.sort()).toEqual(['BatchGetItem', 'GetItem', 'Query']);
    expect(batchTables).toEqual([[TABLE.organizers]]);
  });
});
