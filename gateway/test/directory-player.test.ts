import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
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

beforeAll(async () => {
  w = await createDirectoryWorld();
  // Stored before the directory existed: the one-time backfill must find them.
  await w.doc.send(new PutCommand({ TableName: w.tables.teams, Item: team('team_old', [player('p_saka', true, { dateOfBirth: '2001-09-05', socialMedia: { instagram: 'https://instagram.com/saka' } }), player('p_hidden', false)], { logo: '/media/teams/team_old/logo.png' }) }));
  await w.doc.send(new PutCommand({ TableName: w.tables.teams, Item: team('team_empty', []) }));
}, 60_000);

afterAll(async () => {
  await w?.dispose();
});

describe('directory start-up', () => {
  it('creates the table, records the players of every stored team once, then never scans the teams again', async () => {
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
  it('reads a public player with their team in two GetItems, without a Scan', async () => {
    w.calls.length = 0;
    const view = await w.directory.reads.player('p_saka');
    expect(operations()).toEqual(['GetItem', 'GetItem']);
    expect(view).toEqual({
      player: { ...player('p_saka', true), dateOfBirth: '2001-09-05', socialMedia: { instagram: 'https://instagram.com/saka' } },
      team: { id: 'team_old', name: 'Team team_old', organizerId: 'org_a', colors: ['#ff0000', '#ffffff'], logo: '/media/teams/team_old/logo.png' },
    });
  });

  it('reads nothing for a hidden player, an unknown one, or one whose pointer went stale', async () => {
    expect(await w.directory.reads.player('p_hidden')).toBeNull();
    w.calls.length = 0;
    expect(await w.directory.reads.player('nobody')).toBeNull();
    expect(operations()).toEqual(['GetItem']);
    // Removed from the team behind the gateway's back: the pointer stays, the team no longer holds the player.
    await w.doc.send(new PutCommand({ TableName: w.tables.teams, Item: team('team_gone', [player('p_left', true)]) }));
    await writeThroughProxy(w, 'PutItem', { TableName: w.tables.teams, Item: dynamoItem({ ...team('team_gone', [player('p_left', true)]) }) });
    await settled(w);
    expect(await w.directory.reads.player('p_left')).not.toBeNull();
    await w.doc.send(new UpdateCommand({ TableName: w.tables.teams, Key: { id: 'team_gone' }, UpdateExpression: 'SET players = :none', ExpressionAttributeValues: { ':none': [] } }));
    expect(await w.directory.reads.player('p_left')).toBeNull();
  });
});

describe('the write observer', () => {
  it('records the players of a team created with PutItem (the item the write carried, no read)', async () => {
    w.calls.length = 0;
    await writeThroughProxy(w, 'PutItem', {
      TableName: w.tables.teams,
      Item: dynamoItem({ ...team('team_new', [player('p_new', true)]) }),
      ConditionExpression: 'attribute_not_exists(#key0)',
      ExpressionAttributeNames: { '#key0': 'id' },
    });
    await settled(w);
    expect(operations()).toEqual(['PutItem', 'BatchWriteItem']);
    expect((await w.directory.reads.player('p_new'))?.team.id).toBe('team_new');
  });

  it('reads the team once after an UpdateItem of its players (shared-data sends SET with placeholders) and records the new player', async () => {
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
    // Only the added player's pointer is written: p_new's is known.
    expect(operations()).toEqual(['UpdateItem', 'GetItem', 'BatchWriteItem']);
    expect(w.calls[2]?.input).toEqual({ RequestItems: { [w.directoryTable]: [expect.objectContaining({ PutRequest: { Item: expect.objectContaining({ pk: { S: 'player#p_added' } }) } })] } });
    expect((await w.directory.reads.player('p_added'))?.player.lastName).toBe('p_added');
  });

  it('reads nothing after an UpdateItem that leaves the players alone, nor after a DeleteItem', async () => {
    w.calls.length = 0;
    await writeThroughProxy(w, 'UpdateItem', {
      TableName: w.tables.teams,
      Key: { id: { S: 'team_new' } },
      UpdateExpression: 'SET #f0 = :f0',
      ExpressionAttributeNames: { '#f0': 'colors' },
      ExpressionAttributeValues: { ':f0': { L: [{ S: '#000000' }] } },
    });
    await writeThroughProxy(w, 'DeleteItem', { TableName: w.tables.teams, Key: { id: { S: 'team_empty' } } });
    await settled(w);
    expect(operations()).toEqual(['UpdateItem', 'DeleteItem']);
  });

  it('records players of teams put by BatchWriteItem, and ignores other tables and malformed writes', async () => {
    w.calls.length = 0;
    await writeThroughProxy(w, 'BatchWriteItem', {
      RequestItems: {
        [w.tables.teams]: [{ PutRequest: { Item: dynamoItem({ ...team('team_batch', [player('p_batch', true)]) }) } }, { DeleteRequest: { Key: { id: { S: 'team_nothing' } } } }],
      },
    });
    w.directory.onWrite('UpdateItem', { TableName: w.tables.matches, Key: { tournamentId: { S: 't' }, id: { S: 'm' } } });
    w.directory.onWrite('PutItem', { TableName: w.tables.teams, Item: 'not an item' });
    w.directory.onWrite('BatchWriteItem', { RequestItems: 7 });
    await settled(w);
    expect(operations()).toEqual(['BatchWriteItem', 'BatchWriteItem']);
    expect((await w.directory.reads.player('p_batch'))?.team.name).toBe('Team team_batch');
    expect(w.errors).toEqual([]);
  });

  it('reports a failure to record to onError and never throws to the writer', async () => {
    w.breakBackend(true);
    try {
      expect(() => w.directory.onWrite('UpdateItem', { TableName: w.tables.teams, Key: { id: { S: 'team_new' } }, UpdateExpression: 'SET players = :p' })).not.toThrow();
      await settled(w);
    } finally {
      w.breakBackend(false);
    }
    expect(w.errors).toHaveLength(1);
    w.errors.length = 0;
  });
});
