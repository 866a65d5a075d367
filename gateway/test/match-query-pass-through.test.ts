import { describe, expect, it } from 'vitest';
import type { DynamoDbAnswer } from '../src/aws/dynamodb-backend';
import { executePlan } from '../src/aws/dynamodb-execute';
import { holdsOnlyTournament, mayPassThrough } from '../src/aws/match-query-pass-through';
import { RecentTournaments } from '../src/aws/recent-tournaments';
import type { ResponseFilter } from '../src/policy/dynamodb-policy';
import type { TournamentFacts } from '../src/policy/read-filter';
import type { OwnershipLookups } from '../src/store/ownership-lookups';
import { tableNames } from '../src/store/tables';

const tables = tableNames('p-');
const match = (tournamentId: string, id: string, organizerId = 'org_1') => ({ tournamentId: { S: tournamentId }, id: { S: id }, organizerId: { S: organizerId } });
const page = (items: object[], last?: object) => Buffer.from(JSON.stringify({ Count: items.length, Items: items, ...(last ? { LastEvaluatedKey: last } : {}), ScannedCount: items.length }));
type ItemsFilter = Extract<ResponseFilter, { kind: 'items' }>;
const filter: ItemsFilter = { kind: 'items', rule: 'visible-matches', added: [], countOnly: false, cursorScope: `${tables.matches}|` };
const query = { TableName: tables.matches, KeyConditionExpression: 'tournamentId = :t', ExpressionAttributeValues: { ':t': { S: 't1' } }, Limit: 2 };

describe('holdsOnlyTournament', () => {
  it.each([
    ['every item and the LastEvaluatedKey of the tournament', page([match('t1', 'm1'), match('t1', 'm2')], { tournamentId: { S: 't1' }, id: { S: 'm2' } }), true],
    ['a nested attribute of that name holding the same value', page([{ ...match('t1', 'm1'), extra: { M: { tournamentId: { S: 't1' } } } }]), true],
    ['an item of another tournament', page([match('t1', 'm1'), match('t2', 'm2')]), false],
    ['a LastEvaluatedKey of another tournament', page([match('t1', 'm1')], { tournamentId: { S: 't2' }, id: { S: 'm9' } }), false],
    ['an id that only starts like it', page([match('t10', 'm1')]), false],
    ['spaced-out JSON', Buffer.from(JSON.stringify({ Items: [match('t1', 'm1')] }, null, 1)), false],
    ['a number instead of a string', Buffer.from('{"Items":[{"tournamentId":{"N":"1"}}]}'), false],
    ['no tournamentId at all', page([]), false],
    ['a name cut off at the end', Buffer.from('{"Items":[{"tournamentId"'), false],
  ])('%s', (_case, body, expected) => {
    expect(holdsOnlyTournament(body, 't1')).toBe(expected);
  });
});

describe('mayPassThrough', () => {
  it.each<[string, Record<string, unknown>, ItemsFilter, boolean]>([
    ['a plain Query', query, filter, true],
    ['attributes added for the decision', query, { ...filter, added: ['organizerId'] }, false],
    ['a COUNT', query, { ...filter, countOnly: true }, false],
    ['a FilterExpression (ScannedCount would differ)', { ...query, FilterExpression: 'round = :r' }, filter, false],
    ['a legacy QueryFilter', { ...query, QueryFilter: {} }, filter, false],
  ])('%s', (_case, input, f, expected) => {
    expect(mayPassThrough(input, f)).toBe(expected);
  });
});

describe('a Query of a tournament’s matches', () => {
  /** Runs the Query as `me` against a backend answering `body`; counts the tournament lookups. */
  async function run(body: Buffer, facts: TournamentFacts | null, me: string | null, recent?: RecentTournaments, input: Record<string, unknown> = query) {
    const asked: string[][] = [];
    const lookups = {
      tournaments: async (ids: string[]) => (asked.push(ids), new Map(facts ? [['t1', facts]] : [])),
    } as unknown as OwnershipLookups;
    const backend: DynamoDbAnswer = { status: 200, headers: { 'x-amz-crc32': 'backend-crc' }, body };
    const answer = await executePlan('Query', { kind: 'forward', input, checks: [], filter }, {
      send: async () => backend,
      lookups,
      tables,
      me,
      ...(recent ? { recent } : {}),
    });
    return { answer, passedThrough: answer === backend, parsed: JSON.parse(answer.body.toString()) as { Items: unknown[] }, asked };
  }
  const twoOfT1 = page([match('t1', 'm1'), match('t1', 'm2')], { tournamentId: { S: 't1' }, id: { S: 'm2' } });

  it('goes out as the backend sent it when the tournament is public (LastEvaluatedKey unsealed)', async () => {
    const { passedThrough, parsed } = await run(twoOfT1, { organizerId: 'org_1', visibility: 'public' }, null);
    expect(passedThrough).toBe(true);
    expect(parsed).toMatchObject({ Items: [match('t1', 'm1'), match('t1', 'm2')], LastEvaluatedKey: { tournamentId: { S: 't1' } } });
  });

  it('goes out as sent to the organizer of a private tournament, and is emptied for anyone else', async () => {
    const priv = { organizerId: 'org_1', visibility: 'private' };
    expect((await run(twoOfT1, priv, 'org_1')).passedThrough).toBe(true);
    for (const me of [null, 'org_2']) {
      const { passedThrough, parsed } = await run(twoOfT1, priv, me);
      expect(passedThrough).toBe(false);
      expect(parsed.Items).toEqual([]);
    }
  });

  it('is filtered when the answer holds a match of another tournament', async () => {
    const mixed = page([match('t1', 'm1'), match('t2', 'm2', 'org_2')]);
    const { passedThrough, parsed, asked } = await run(mixed, { organizerId: 'org_1', visibility: 'public' }, null);
    expect(passedThrough).toBe(false);
    // t2 is unknown to the lookups: its match reads as absent.
    expect(parsed.Items).toEqual([match('t1', 'm1')]);
    expect(asked).toEqual([['t1'], ['t1', 't2']]);
  });

  it('is filtered (ScannedCount rewritten) when the Query has a FilterExpression', async () => {
    const scannedMore = Buffer.from(JSON.stringify({ Count: 1, Items: [match('t1', 'm1')], ScannedCount: 5 }));
    const { passedThrough, parsed } = await run(scannedMore, { organizerId: 'org_1', visibility: 'public' }, null, undefined, { ...query, FilterExpression: 'round = :r' });
    expect(passedThrough).toBe(false);
    expect(parsed).toMatchObject({ Count: 1, ScannedCount: 1 });
  });

  it('hides the matches of a tournament that does not exist', async () => {
    const { passedThrough, parsed } = await run(twoOfT1, null, null);
    expect(passedThrough).toBe(false);
    expect(parsed.Items).toEqual([]);
  });

  it('looks the tournament up once a second with the recent memory, and again after a write to the tournaments table', async () => {
    const recent = new RecentTournaments(() => 0, 1000, 10);
    const publicFacts = { organizerId: 'org_1', visibility: 'public' };
    expect((await run(twoOfT1, publicFacts, null, recent)).asked).toEqual([['t1']]);
    expect((await run(twoOfT1, publicFacts, 'org_2', recent)).asked).toEqual([]);

    const update = { TableName: tables.tournaments, Key: { id: { S: 't1' } }, UpdateExpression: 'SET visibility = :v', ExpressionAttributeValues: { ':v': { S: 'private' } } };
    const ok: DynamoDbAnswer = { status: 200, headers: {}, body: Buffer.from('{}') };
    const lookups = {} as OwnershipLookups;
    await executePlan('UpdateItem', { kind: 'forward', input: update, checks: [], filter: null }, { send: async () => ok, lookups, tables, me: null, recent });
    const after = await run(twoOfT1, { organizerId: 'org_1', visibility: 'private' }, null, recent);
    expect(after.asked).toEqual([['t1']]);
    expect(after.parsed.Items).toEqual([]);
  });
});
