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

const { matchesRepository } = await import('./matches-repository');
const { ConflictError } = await import('./versioned-update');

beforeEach(() => {
  configureData({ gatewayUrl: '', region: 'us-east-1', bucket: 'b', tablePrefix: 'ft-' });
  sent.length = 0;
  answer = () => ({});
});

describe('matchesRepository.get', () => {
  it('reads one match by tournament and id, consistently', async () => {
    answer = () => ({ Item: { id: 'm1', tournamentId: 't1' } });
    await expect(matchesRepository.get('t1', 'm1')).resolves.toEqual({ id: 'm1', tournamentId: 't1' });
    expect(sent).toEqual([{ name: 'GetCommand', input: { TableName: 'ft-matches', Key: { tournamentId: 't1', id: 'm1' }, ConsistentRead: true } }]);
  });

  it('answers null for a missing (or unreadable) match', async () => {
    await expect(matchesRepository.get('t1', 'nope')).resolves.toBeNull();
  });
});

describe('matchesRepository.update', () => {
  it('is one conditional UpdateItem of only the given fields (undefined ignored, null clears, keys protected)', async () => {
    answer = () => ({ Attributes: { id: 'm1', venue: 'Park' } });
    await matchesRepository.update('t1', 'm1', { venue: 'Park', referee: undefined, homeGoals: null, organizerId: 'x' });
    expect(sent).toHaveLength(1);
    const input = sent[0]!.input;
    expect(input.Key).toEqual({ tournamentId: 't1', id: 'm1' });
    expect(input.ConditionExpression).toBe('attribute_exists(#id)');
    expect(Object.values(input.ExpressionAttributeNames as Record<string, string>)).toEqual(expect.arrayContaining(['venue', 'homeGoals', 'version']));
    expect(Object.values(input.ExpressionAttributeNames as Record<string, string>)).not.toContain('referee');
    expect(Object.values(input.ExpressionAttributeNames as Record<string, string>)).not.toContain('organizerId');
    expect(input.UpdateExpression).toMatch(/REMOVE/);
  });
});

describe('matchesRepository.updateVersioned', () => {
  it('writes only if the version is unchanged and bumps it', async () => {
    answer = () => ({ Attributes: { id: 'm1', version: 4 } });
    const saved = await matchesRepository.updateVersioned({ tournamentId: 't1', id: 'm1', version: 3 }, { goals: [] });
    expect(saved).toEqual({ id: 'm1', version: 4 });
    const input = sent[0]!.input;
    expect(sent[0]!.name).toBe('UpdateCommand');
    expect(input.Key).toEqual({ tournamentId: 't1', id: 'm1' });
    expect(input.ConditionExpression).toContain('#version = :expected');
    expect(input.ExpressionAttributeValues).toMatchObject({ ':expected': 3, ':next': 4 });
  });

  it('throws ConflictError with the stored match when someone else saved first', async () => {
    answer = (name) => {
      if (name === 'UpdateCommand') throw Object.assign(new Error('conditional'), { name: 'ConditionalCheckFailedException' });
      return { Item: { id: 'm1', version: 9 } };
    };
    const failure = await matchesRepository.updateVersioned({ tournamentId: 't1', id: 'm1', version: 3 }, { goals: [] }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ConflictError);
    expect((failure as InstanceType<typeof ConflictError>).current).toEqual({ id: 'm1', version: 9 });
  });
});
