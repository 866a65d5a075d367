import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Player, Team } from 'shared-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planDynamoDbCall } from '../src/policy/dynamodb-policy';
import { createDirectoryWorld, dynamoItem, settled, writeThroughProxy, type DirectoryWorld } from './directory-world';

let w: DirectoryWorld;

const player = (id: string, isPublic: boolean, extra: Partial<Player> = {}): Player => ({
  id,
  firstName: 'First',
  lastName: id,
  position: 'Forward',
  number: 9,
  isPublic,
  createdAtISO: '2024-01-01T00:00:00.000Z',
  ...extra,
});
const team = (id: string, players: Player[], extra: Partial<Team> = {}): Team => ({
  id,
  name: `Team ${id}`,
  colors: ['#ff0000', '#ffffff'],
  organizerId: 'org_a',
  createdAtISO: '2024-01-01T00:00:00.000Z',
  version: 1,
  players,
  ...extra,
});
const operations = () => w.calls.map((c) => c.operation);
/** The keys a BatchWriteItem the directory sent put, as `pk/sk`. */
const putKeys = (call: { input: Record<string, unknown> } | undefined) =>
  ((call?.input.RequestItems as Record<string, { PutRequest?: { Item: Record<string, { S: string }> } }[]>)[w.directoryTable] ?? []).map(
    (r) => `${r.PutRequest?.Item.pk?.S}/${r.PutRequest?.Item.sk?.S}`,
  );
const saka = player('p_saka', true, { dateOfBirth: '2001-09-05', socialMedia: { instagram: 'https://instagram.com/saka' } });

beforeAll(async () => {
  w = await createDirectoryWorld();
  // Stored before the directory existed: the one-time backfill must find them.
  await w.doc.send(new PutCommand({ TableName: w.tables.teams, Item: team('team_old', [saka, player('p_hidden', false)], { logo: '/media/teams/team_old/logo.png' }) }));
  await w.doc.send(new PutCommand({ TableName: w.tables.teams, Item: team('team_empty', []) }));
}, 60_000);

afterAll(async () => {
  await w?.dispose();
});

describe('directory start-up', () => {
  it('creates the table, records the players and documents of every stored team once, then never scans the teams again', async () => {
    expect(await w.directory.prepare()).toEqual({ createdTable: true, backfilledTeams: 2, resyncedCards: 0 });
    w.calls.length = 0;
    expect(await w.directory.prepare()).toEqual({ createdTable: false, backfilledTeams: null, resyncedCards: 0 });
    expect(w.calls.filter((c) => c.operation === 'Scan').map((c) => c.input.TableName)).toEqual([w.tables.organizers]);
  });

  it('is refused to every browser credential, the super admin included (the policy knows no such table)', () => {
    const plan = planDynamoDbCall(
      { kind: 'user', role: 'super_admin', userId: 'u0', sessionId: 's0' },
      { operation: 'GetItem', input: { TableName: w.directoryTable, Key: {} } },
      { tables: w.tables },
    );
    expect(plan).toMatchObject({ kind: 'refuse', type: 'AccessDeniedException' });
  });
});

describe('the public player view', () => {
  it("reads a public player with their team's card and seasons in two requests (the pointer, the team's partition), without a Scan", async () => {
    w.calls.length = 0;
    const view = await w.directory.reads.player('p_saka');
    expect(operations()).toEqual(['GetItem', 'Query']);
    expect(view).toEqual({
      player: saka,
      team: { id: 'team_old', name: 'Team team_old', organizerId: 'org_a', colors: ['#ff0000', '#ffffff'], logo: '/media/teams/team_old/logo.png' },
      seasons: [],
    });
  });

  it('reads nothing for a hidden player or an unknown one, and one request only without a pointer', async () => {
    expect(await w.directory.reads.player('p_hidden')).toBeNull();
    w.calls.length = 0;
    expect(await w.directory.reads.player('nobody')).toBeNull();
    expect(operations()).toEqual(['GetItem']);
  });
});

describe('the write observer', () => {
  it("reads a team created with PutItem once, and writes its profile and its players' pointers in one batch", async () => {
    w.calls.length = 0;
    await writeThroughProxy(w, 'PutItem', {
      TableName: w.tables.teams,
      Item: dynamoItem({ ...team('team_new', [player('p_new', true)]) }),
      ConditionExpression: 'attribute_not_exists(#key0)',
      ExpressionAttributeNames: { '#key0': 'id' },
    });
    await settled(w);
    // The team and its partition, then its organizer's name (the profile carries it), then one batch.
    expect(operations()).toEqual(['PutItem', 'GetItem', 'Query', 'GetItem', 'BatchWriteItem']);
    expect(w.calls[3]?.input.TableName).toBe(w.tables.organizers);
    expect(putKeys(w.calls[4])).toEqual(['team#team_new/profile', 'player#p_new/team']);
    expect((await w.directory.reads.player('p_new'))?.team.id).toBe('team_new');
  });

  it('writes the pointer of an added player only (shared-data sends SET with placeholders), the profile each time', async () => {
    const players = [player('p_new', true), player('p_added', true)];
    w.calls.length = 0;
    await writeThroughProxy(w, 'UpdateItem', {
      TableName: w.tables.teams,
      Key: { id: { S: 'team_new' } },
      UpdateExpression: 'SET #f0 = :f0, #version = :next',
      ConditionExpression: 'attribute_exists(#key0) AND #version = :expected',
      ExpressionAttributeNames: { '#f0': 'players', '#version': 'version', '#key0': 'id' },
      ExpressionAttributeValues: { ':f0': { L: players.map((p) => ({ M: dynamoItem({ ...p }) })) }, ':next': { N: '2' }, ':expected': { N: '1' } },
    });
    await settled(w);
    expect(operations()).toEqual(['UpdateItem', 'GetItem', 'Query', 'GetItem', 'BatchWriteItem']);
    expect(putKeys(w.calls[4])).toEqual(['team#team_new/profile', 'player#p_added/team']);
    expect((await w.directory.reads.player('p_added'))?.player.lastName).toBe('p_added');
  });

  it('shows a new colour at once, hides a player made hidden, and forgets a deleted team', async () => {
    await writeThroughProxy(w, 'UpdateItem', {
      TableName: w.tables.teams,
      Key: { id: { S: 'team_new' } },
      UpdateExpression: 'SET #f0 = :f0, #f1 = :f1',
      ExpressionAttributeNames: { '#f0': 'colors', '#f1': 'players' },
      ExpressionAttributeValues: { ':f0': { L: [{ S: '#000000' }] }, ':f1': { L: [{ M: dynamoItem({ ...player('p_new', true) }) }, { M: dynamoItem({ ...player('p_added', false) }) }] } },
    });
    // No settled(): a view waits for its team's regeneration under way.
    expect((await w.directory.reads.team('team_new'))?.team.colors).toEqual(['#000000']);
    expect(await w.directory.reads.player('p_added')).toBeNull();
    await writeThroughProxy(w, 'DeleteItem', { TableName: w.tables.teams, Key: { id: { S: 'team_new' } } });
    expect(await w.directory.reads.team('team_new')).toBeNull();
    expect(await w.directory.reads.player('p_new')).toBeNull();
    await settled(w);
    const left = await w.send('Query', { TableName: w.directoryTable, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': { S: 'team#team_new' } } });
    expect(JSON.parse(left.body.toString('utf8'))).toMatchObject({ Count: 0 });
  });

  it('makes documents for teams put by BatchWriteItem, and ignores other tables and malformed writes', async () => {
    await writeThroughProxy(w, 'BatchWriteItem', {
      RequestItems: {
        [w.tables.teams]: [{ PutRequest: { Item: dynamoItem({ ...team('team_batch', [player('p_batch', true)]) }) } }, { DeleteRequest: { Key: { id: { S: 'team_nothing' } } } }],
      },
    });
    w.directory.onWrite('UpdateItem', { TableName: w.tables.organizers + '-other', Key: { id: { S: 'x' } } });
    w.directory.onWrite('PutItem', { TableName: w.tables.teams, Item: 'not an item' });
    w.directory.onWrite('BatchWriteItem', { RequestItems: 7 });
    await settled(w);
    expect((await w.directory.reads.player('p_batch'))?.team.name).toBe('Team team_batch');
    expect(await w.directory.reads.team('team_nothing')).toBeNull();
    expect(w.errors).toEqual([]);
  });

  it('reports a failure to regenerate to onError and never throws to the writer', async () => {
    w.breakBackend(true);
    try {
      expect(() => w.directory.onWrite('UpdateItem', { TableName: w.tables.teams, Key: { id: { S: 'team_batch' } }, UpdateExpression: 'SET players = :p' })).not.toThrow();
      await settled(w);
    } finally {
      w.breakBackend(false);
    }
    expect(w.errors).toHaveLength(1);
    w.errors.length = 0;
  });
});
