import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureData } from '../config/runtime-config';

// The repository's SDK calls are recorded instead of sent; answers come from `answer`.
const sent: { name: string; input: Record<string, unknown> }[] = [];
let answer: (name: string, input: Record<string, unknown>) => unknown = () => ({});
vi.mock('../clients/aws-clients', () => ({
  documentClient: () => ({
    send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      sent.push({ name: command.constructor.name, input: command.input });
      return answer(command.constructor.name, command.input);
    },
  }),
}));

const { tournamentsRepository } = await import('./tournaments-repository');

type Item = Record<string, unknown>;
const batchItems = () =>
  sent
    .filter((c) => c.name === 'BatchWriteCommand')
    .flatMap((c) => (c.input.RequestItems as Record<string, { PutRequest?: { Item: Item }; DeleteRequest?: { Key: Item } }[]>)['ft-matches'] ?? []);

describe('tournamentsRepository.create (spec §4 "Tournament creation")', () => {
  beforeEach(() => {
    configureData({ gatewayUrl: '', region: 'us-east-1', bucket: 'b', tablePrefix: 'ft-' });
    sent.length = 0;
    answer = () => ({});
  });

  it('saves the tournament first (private, visibility set, never overwriting), then its round robin', async () => {
    const tournament = await tournamentsRepository.create({ name: '  Spring Cup ', teamIds: ['a', 'b', 'c', 'd'] }, 'org_1');
    expect(sent[0]?.name).toBe('PutCommand');
    expect(sent[0]?.input).toMatchObject({ TableName: 'ft-tournaments', ConditionExpression: 'attribute_not_exists(id)' });
    expect(sent[0]?.input.Item).toMatchObject({ name: 'Spring Cup', visibility: 'private', organizerId: 'org_1', version: 1, format: { mode: 'league', rounds: 1 } });
    expect(tournament.id).toMatch(/^tournament_\d+_[0-9a-z]+$/);
    const matches = batchItems().map((r) => r.PutRequest!.Item);
    expect(matches).toHaveLength(6);
    expect(new Set(matches.map((m) => m.round))).toEqual(new Set([1, 2, 3]));
    for (const m of matches) expect(m).toMatchObject({ tournamentId: tournament.id, organizerId: 'org_1', isPlayoff: false, version: 1 });
    expect(new Set(matches.map((m) => m.id)).size).toBe(6);
  });

  it('creates the elimination matches of the combined format at once and stores its bracket', async () => {
    const tournament = await tournamentsRepository.create({ name: 'Swiss', teamIds: ['a', 'b', 'c', 'd', 'e'], format: { mode: 'swiss_elimination' } }, 'org_1');
    const matches = batchItems().map((r) => r.PutRequest!.Item);
    // 5 teams, double round robin: 20 league matches; elimination: 1 reduction match, 2 semis, the final.
    expect(matches.filter((m) => !m.isPlayoff)).toHaveLength(20);
    expect(matches.filter((m) => m.isPlayoff)).toHaveLength(4);
    expect(tournament.playoffBracket?.flatMap((r) => r.matches.map((m) => m.matchId))).toEqual(matches.filter((m) => m.isPlayoff).map((m) => m.id));
  });

  it('removes the half-made tournament and rethrows when its matches cannot be saved', async () => {
    answer = (name, input) => {
      if (name === 'BatchWriteCommand' && (input.RequestItems as Record<string, { PutRequest?: unknown }[]>)['ft-matches']?.[0]?.PutRequest) throw new Error('network down');
      if (name === 'QueryCommand') return { Items: [] };
      return {};
    };
    await expect(tournamentsRepository.create({ name: 'Cup', teamIds: ['a', 'b'] }, 'org_1')).rejects.toThrow('network down');
    const id = (sent[0]?.input.Item as Item).id;
    expect(sent.at(-1)).toMatchObject({ name: 'DeleteCommand', input: { TableName: 'ft-tournaments', Key: { id } } });
  });

  it('refuses a blank name or fewer than 2 teams without writing anything', async () => {
    await expect(tournamentsRepository.create({ name: ' ', teamIds: ['a', 'b'] }, 'org_1')).rejects.toThrow();
    await expect(tournamentsRepository.create({ name: 'Cup', teamIds: ['a'] }, 'org_1')).rejects.toThrow();
    expect(sent).toEqual([]);
  });
});

describe('tournamentsRepository.remove', () => {
  it('deletes the matches in batches of 25 first, then the tournament', async () => {
    sent.length = 0;
    const ids = Array.from({ length: 30 }, (_, i) => ({ id: `m${i}` }));
    answer = (name) => (name === 'QueryCommand' ? { Items: ids } : {});
    await tournamentsRepository.remove('t1');
    expect(sent.map((c) => c.name)).toEqual(['QueryCommand', 'BatchWriteCommand', 'BatchWriteCommand', 'DeleteCommand']);
    expect(batchItems().map((r) => r.DeleteRequest!.Key)).toEqual(ids.map(({ id }) => ({ tournamentId: 't1', id })));
    expect(sent.at(-1)?.input).toEqual({ TableName: 'ft-tournaments', Key: { id: 't1' } });
  });
});
