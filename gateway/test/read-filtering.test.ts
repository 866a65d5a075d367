import { describe, expect, it } from 'vitest';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, GetCommand, QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './helpers';
import { TABLE, outcome, seededWorld, type Who } from './world';

const world = seededWorld();

const getTournament = (who: Who, id: string, extra: Record<string, unknown> = {}) =>
  world().as[who].send(new GetCommand({ TableName: TABLE.tournaments, Key: { id }, ...extra }));

describe('private data', () => {
  it('a private tournament and its matches read as absent for visitors and other organizers only', async () => {
    for (const who of ['anonymous', 'B'] as const) {
      expect((await getTournament(who, 'tn_a_priv')).Item, who).toBeUndefined();
      const m = await world().as[who].send(new GetCommand({ TableName: TABLE.matches, Key: { tournamentId: 'tn_a_priv', id: 'm1' } }));
      expect(m.Item, who).toBeUndefined();
    }
    for (const who of ['A', 'super'] as const) {
      expect((await getTournament(who, 'tn_a_priv')).Item?.visibility, who).toBe('private');
      const m = await world().as[who].send(new GetCommand({ TableName: TABLE.matches, Key: { tournamentId: 'tn_a_priv', id: 'm1' } }));
      expect(m.Item?.homeGoals, who).toBe(1);
    }
  });

  it('non-public players are stripped from teams the caller does not own', async () => {
    const players = async (who: Who) =>
      ((await world().as[who].send(new GetCommand({ TableName: TABLE.teams, Key: { id: 'team_a' } }))).Item?.players as Array<{ id: string }>).map((p) => p.id);
    expect(await players('anonymous')).toEqual(['team_a_pub']);
    expect(await players('B')).toEqual(['team_a_pub']);
    expect(await players('A')).toEqual(['team_a_pub', 'team_a_priv']);
    expect(await players('super')).toEqual(['team_a_pub', 'team_a_priv']);
  });

  it('a switch to private hides the tournament’s matches on the very next request (no cache)', async () => {
    const matchOfPublic = () => world().as.anonymous.send(new GetCommand({ TableName: TABLE.matches, Key: { tournamentId: 'tn_a_pub', id: 'm1' } }));
    expect((await matchOfPublic()).Item).toBeDefined();
    const setVisibility = (v: string) =>
      world().as.A.send(
        new UpdateCommand({
          TableName: TABLE.tournaments,
          Key: { id: 'tn_a_pub' },
          UpdateExpression: 'SET visibility = :v',
          ExpressionAttributeValues: { ':v': v },
        }),
      );
    await setVisibility('private');
    try {
      expect((await matchOfPublic()).Item).toBeUndefined();
      const listed = await world().as.anonymous.send(
        new QueryCommand({ TableName: TABLE.matches, KeyConditionExpression: 'tournamentId = :t', ExpressionAttributeValues: { ':t': 'tn_a_pub' } }),
      );
      expect(listed).toMatchObject({ Items: [], Count: 0, ScannedCount: 0 });
    } finally {
      await setVisibility('public');
    }
    expect((await matchOfPublic()).Item).toBeDefined();
  });
});

describe('Select COUNT', () => {
  const count = async (who: Who, input: { TableName: string; IndexName?: string; KeyConditionExpression?: string; ExpressionAttributeValues?: Record<string, unknown> }) => {
    const answer = input.KeyConditionExpression
      ? await world().as[who].send(new QueryCommand({ ...input, Select: 'COUNT' }))
      : await world().as[who].send(new ScanCommand({ ...input, Select: 'COUNT' }));
    expect(answer.Items).toBeUndefined();
    expect(answer.ScannedCount).toBe(answer.Count);
    return answer.Count;
  };

  it('counts only what the caller may see', async () => {
    const scanTournaments = { TableName: TABLE.tournaments };
    expect(await count('anonymous', scanTournaments)).toBe(2);
    expect(await count('A', scanTournaments)).toBe(3);
    expect(await count('B', scanTournaments)).toBe(3);
    expect(await count('super', scanTournaments)).toBe(4);
    expect(await count('anonymous', { TableName: TABLE.matches })).toBe(2);
    const aTournaments = { TableName: TABLE.tournaments, IndexName: 'organizerId-index', KeyConditionExpression: 'organizerId = :o', ExpressionAttributeValues: { ':o': world().A } };
    expect(await count('B', aTournaments)).toBe(1);
    expect(await count('A', aTournaments)).toBe(2);
    const privateOnes = { TableName: TABLE.tournaments, IndexName: 'visibility-index', KeyConditionExpression: 'visibility = :v', ExpressionAttributeValues: { ':v': 'private' } };
    expect(await count('anonymous', privateOnes)).toBe(0);
    expect(await count('A', privateOnes)).toBe(1);
    // Teams are all visible, so their count is DynamoDB's own.
    expect(await count('anonymous', { TableName: TABLE.teams })).toBe(2);
  });
});

describe('projections', () => {
  it('are extended for the decision and answered with only what was asked', async () => {
    const asked = { ProjectionExpression: '#n', ExpressionAttributeNames: { '#n': 'name' } };
    expect((await getTournament('A', 'tn_a_priv', asked)).Item).toEqual({ name: 'Cup tn_a_priv' });
    expect((await getTournament('B', 'tn_a_priv', asked)).Item).toBeUndefined();
    expect((await getTournament('anonymous', 'tn_a_pub', asked)).Item).toEqual({ name: 'Cup tn_a_pub' });

    const team = await world().as.B.send(new GetCommand({ TableName: TABLE.teams, Key: { id: 'team_a' }, ProjectionExpression: 'players' }));
    expect(team.Item).toEqual({ players: [expect.objectContaining({ id: 'team_a_pub' })] });

    const matches = await world().as.anonymous.send(new ScanCommand({ TableName: TABLE.matches, ProjectionExpression: 'homeGoals' }));
    expect(matches.Items).toEqual([{ homeGoals: 1 }, { homeGoals: 1 }]);
    expect(matches.Count).toBe(2);

    const legacy = await dynamo(world().t.url, world().credentials.B).send(
      new GetItemCommand({ TableName: TABLE.tournaments, Key: { id: { S: 'tn_b_priv' } }, AttributesToGet: ['name'] }),
    );
    expect(legacy.Item).toEqual({ name: { S: 'Cup tn_b_priv' } });

    const batch = await world().as.anonymous.send(
      new BatchGetCommand({
        RequestItems: {
          [TABLE.tournaments]: { Keys: ['tn_a_pub', 'tn_a_priv', 'tn_b_pub', 'tn_b_priv'].map((id) => ({ id })), ProjectionExpression: 'id' },
          [TABLE.teams]: { Keys: [{ id: 'team_b' }], ProjectionExpression: 'players, id' },
        },
      }),
    );
    expect(batch.Responses?.[TABLE.tournaments]?.map((t) => t.id).sort()).toEqual(['tn_a_pub', 'tn_b_pub']);
    expect(batch.Responses?.[TABLE.tournaments]?.every((t) => Object.keys(t).length === 1)).toBe(true);
    expect(batch.Responses?.[TABLE.teams]).toEqual([{ id: 'team_b', players: [expect.objectContaining({ id: 'team_b_pub' })] }]);
  });

  it('that reach inside a decision attribute are refused with a clear 400', async () => {
    const nested = world().as.anonymous.send(new GetCommand({ TableName: TABLE.teams, Key: { id: 'team_a' }, ProjectionExpression: 'players[1].firstName' }));
    expect(await outcome(nested)).toBe('400 ValidationException');
  });
});

describe('pagination', () => {
  const walk = async (who: Who, input: { TableName: string; IndexName?: string; KeyConditionExpression?: string; ExpressionAttributeValues?: Record<string, unknown> }) => {
    const seen: string[] = [];
    const keys: unknown[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = input.KeyConditionExpression
        ? await world().as[who].send(new QueryCommand({ ...input, Limit: 1, ExclusiveStartKey }))
        : await world().as[who].send(new ScanCommand({ ...input, Limit: 1, ExclusiveStartKey }));
      expect(page.Count).toBe(page.Items?.length);
      seen.push(...(page.Items ?? []).map((t) => t.id as string));
      ExclusiveStartKey = page.LastEvaluatedKey;
      if (ExclusiveStartKey) keys.push(ExclusiveStartKey);
    } while (ExclusiveStartKey && keys.length < 20);
    return { seen: seen.sort(), keys };
  };

  it('still walks every page, each page counting what it returns', async () => {
    const { seen, keys } = await walk('anonymous', { TableName: TABLE.tournaments });
    expect(seen).toEqual(['tn_a_pub', 'tn_b_pub']);
    // Pages whose only item was private came back empty but still carried the key to continue.
    expect(keys.length).toBeGreaterThanOrEqual(3);
    expect((await walk('A', { TableName: TABLE.tournaments })).seen).toEqual(['tn_a_priv', 'tn_a_pub', 'tn_b_pub']);
  });

  it('never hands out the key of a hidden item: pagination keys of filtered reads are sealed', async () => {
    const visibilityIndex = { TableName: TABLE.tournaments, IndexName: 'visibility-index', KeyConditionExpression: 'visibility = :v', ExpressionAttributeValues: { ':v': 'private' } };
    const { seen, keys } = await walk('anonymous', visibilityIndex);
    expect(seen).toEqual([]);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of [...keys, ...(await walk('B', { TableName: TABLE.matches })).keys]) {
      expect(Object.keys(key as object)).toEqual(['gw_cursor']);
      expect(JSON.stringify(key)).not.toMatch(/tn_a_priv|private|2024-01-01/);
    }
  });

  it('refuses a sealed key that was altered or comes from another table', async () => {
    const { keys } = await walk('anonymous', { TableName: TABLE.tournaments });
    const cursor = keys[0] as { gw_cursor: string };
    // One character changed in the middle (its last ones could already read "AA", and padding bits may not count).
    const sealed = cursor.gw_cursor;
    const altered = { gw_cursor: `${sealed.slice(0, 8)}${sealed[8] === 'A' ? 'B' : 'A'}${sealed.slice(9)}` };
    expect(await outcome(world().as.anonymous.send(new ScanCommand({ TableName: TABLE.tournaments, ExclusiveStartKey: altered })))).toBe('400 ValidationException');
    expect(await outcome(world().as.anonymous.send(new ScanCommand({ TableName: TABLE.matches, ExclusiveStartKey: cursor })))).toBe('400 ValidationException');
    // A key of the caller's own making is simply a place to start.
    expect(await outcome(world().as.anonymous.send(new ScanCommand({ TableName: TABLE.tournaments, ExclusiveStartKey: { id: 'tn_a_priv' } })))).toBe('ok');
  });
});
