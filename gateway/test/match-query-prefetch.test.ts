import { describe, expect, it } from 'vitest';
import type { DynamoDbAnswer } from '../src/aws/dynamodb-backend';
import { executePlan } from '../src/aws/dynamodb-execute';
import { prefetchTournament } from '../src/aws/match-query-prefetch';
import type { TournamentFacts } from '../src/policy/read-filter';
import type { OwnershipLookups } from '../src/store/ownership-lookups';
import { tableNames } from '../src/store/tables';

const tables = tableNames('p-');
const values = { ':t': { S: 't1' } };

/** The tournament prefetchTournament looks up for a Query (null: none), as the lookups see it. */
function prefetchedFor(query: Record<string, unknown>): string | null {
  const asked: string[][] = [];
  const lookups = { tournaments: async (ids: string[]) => (asked.push(ids), new Map()) } as unknown as OwnershipLookups;
  const prefetched = prefetchTournament(query, tables.matches, lookups);
  expect(asked).toEqual(prefetched ? [[prefetched.id]] : []);
  return prefetched?.id ?? null;
}

describe('prefetchTournament', () => {
  it.each([
    ['a plain name', { KeyConditionExpression: 'tournamentId = :t', ExpressionAttributeValues: values }, 't1'],
    ['a placeholder name, as the browser writes it', { KeyConditionExpression: '#k0 = :v0', ExpressionAttributeNames: { '#k0': 'tournamentId' }, ExpressionAttributeValues: { ':v0': { S: 't2' } } }, 't2'],
    ['a sort key condition after it', { KeyConditionExpression: 'tournamentId = :t and id > :x', ExpressionAttributeValues: { ...values, ':x': { S: 'a' } } }, 't1'],
    ['the partition named second', { KeyConditionExpression: 'id = :x AND tournamentId = :t', ExpressionAttributeValues: { ...values, ':x': { S: 'a' } } }, null],
    ['another attribute', { KeyConditionExpression: 'organizerId = :t', ExpressionAttributeValues: values }, null],
    ['an unknown placeholder', { KeyConditionExpression: '#k = :t', ExpressionAttributeValues: values }, null],
    ['a missing value', { KeyConditionExpression: 'tournamentId = :other', ExpressionAttributeValues: values }, null],
    ['a number value', { KeyConditionExpression: 'tournamentId = :t', ExpressionAttributeValues: { ':t': { N: '1' } } }, null],
    ['an index', { IndexName: 'by-date', KeyConditionExpression: 'tournamentId = :t', ExpressionAttributeValues: values }, null],
    ['no expression (legacy KeyConditions)', { KeyConditions: {} }, null],
  ])('reads %s', (_case, query, expected) => {
    expect(prefetchedFor({ TableName: tables.matches, ...query })).toBe(expected);
  });

  it('reads only the matches table', () => {
    expect(prefetchedFor({ TableName: tables.teams, KeyConditionExpression: 'tournamentId = :t', ExpressionAttributeValues: values })).toBeNull();
  });
});

describe('a visitor’s Query of one tournament’s matches', () => {
  const match = (id: string) => ({ tournamentId: { S: 't1' }, id: { S: id }, organizerId: { S: 'org_1' } });
  const query = { TableName: tables.matches, KeyConditionExpression: 'tournamentId = :t', ExpressionAttributeValues: values };

  /** The Query answers only once the tournament lookup has started: a lookup made after the answer would wait forever. */
  async function run(visibility: string) {
    let lookedUp: (() => void) | null = null;
    const lookupStarted = new Promise<void>((resolve) => (lookedUp = resolve));
    const calls: string[][] = [];
    const lookups = {
      tournaments: async (ids: string[]) => {
        calls.push(ids);
        lookedUp?.();
        return new Map<string, TournamentFacts>([['t1', { organizerId: 'org_1', visibility }]]);
      },
    } as unknown as OwnershipLookups;
    const send = async (): Promise<DynamoDbAnswer> => {
      await lookupStarted;
      return { status: 200, headers: {}, body: Buffer.from(JSON.stringify({ Items: [match('m1'), match('m2')], Count: 2, ScannedCount: 2 })) };
    };
    const answer = await executePlan('Query', { kind: 'forward', input: query, checks: [], filter: { kind: 'items', rule: 'visible-matches', added: [], countOnly: false } }, { send, lookups, tables, me: null });
    return { items: (JSON.parse(answer.body.toString()) as { Items: unknown[] }).Items, calls };
  }

  it('looks its tournament up once, together with the Query', async () => {
    const { items, calls } = await run('public');
    expect(items).toHaveLength(2);
    expect(calls).toEqual([['t1']]);
  });

  it('still hides the matches of a private tournament', async () => {
    expect((await run('private')).items).toEqual([]);
  });
});
