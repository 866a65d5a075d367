import { beforeEach, describe, expect, it } from 'vitest';
import type { GoalEvent, Match } from 'shared-domain';
import { ConflictError, NotFoundError } from '../storage/storage-errors';
import { installMemoryStorage, type MemoryStorage } from '../testing';
import { recordGoal, removeGoal, updateMatchClearingLater, updateMatchFields, updateMatchVersioned } from './match-updates';

let memory: MemoryStorage;
const goal = (id: string, team: 'home' | 'away', minute: number): GoalEvent => ({ id, team, playerId: 'p', minute, type: 'goal', goalNumber: 1 });
const base = { tournamentId: 't1', id: 'm1', organizerId: 'org_a', homeTeamId: 'a', awayTeamId: 'b', round: 1, isPlayoff: false };
const seedMatch = (fields: Partial<Match> = {}) => {
  const match = { ...base, version: 2, ...fields } as Match;
  memory.seed('matches', [match]);
  return match;
};

beforeEach(() => {
  memory = installMemoryStorage();
});

describe('match updates', () => {
  it('updateMatchFields changes plain fields of an existing match only', async () => {
    seedMatch({ venue: 'Park' });
    await expect(updateMatchFields('t1', 'm1', { referee: 'Kim', venue: null })).resolves.toMatchObject({ referee: 'Kim', version: 3 });
    expect(memory.all<Match>('matches')[0]).not.toHaveProperty('venue');
    await expect(updateMatchFields('t1', 'nope', { referee: 'Kim' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('updateMatchClearingLater clears the later results first, then saves the edit', async () => {
    const final = { ...base, id: 'f', isPlayoff: true, homeTeamId: 'winner-1', awayTeamId: 'winner-2', homeGoals: 2, awayGoals: 1, goals: [goal('g1', 'home', 3)], venue: 'Wembley' } as Match;
    memory.seed('matches', [{ ...base, homeGoals: 3, awayGoals: 1 } as Match, final]);
    const saved = await updateMatchClearingLater('t1', 'm1', { homeGoals: 1, awayGoals: 3 }, ['f']);
    expect(saved.map((m) => m.id)).toEqual(['m1', 'f']);
    expect(memory.operations.filter((op) => op.kind === 'update').map((op) => op.key)).toEqual([{ tournamentId: 't1', id: 'f' }, { tournamentId: 't1', id: 'm1' }]);
    const stored = new Map(memory.all<Match>('matches').map((m) => [m.id, m]));
    expect(stored.get('m1')).toMatchObject({ homeGoals: 1, awayGoals: 3 });
    expect(stored.get('f')).not.toHaveProperty('homeGoals');
    expect(stored.get('f')).not.toHaveProperty('goals');
    expect(stored.get('f')).toMatchObject({ venue: 'Wembley' });
  });

  it('updateMatchClearingLater saves the edit and clears the later results in one transaction where the store has them', async () => {
    memory.transactions = true;
    const final = { ...base, id: 'f', isPlayoff: true, homeTeamId: 'winner-1', awayTeamId: 'winner-2', homeGoals: 2, awayGoals: 1, goals: [goal('g1', 'home', 3)], venue: 'Wembley' } as Match;
    memory.seed('matches', [{ ...base, homeGoals: 3, awayGoals: 1 } as Match, final]);
    const saved = await updateMatchClearingLater('t1', 'm1', { homeGoals: 1, awayGoals: 3 }, ['f']);
    expect(saved.map((m) => m.id)).toEqual(['m1', 'f']);
    expect(memory.operations.map((op) => op.kind)).toEqual(['transact', 'getMany']);
    expect(saved[0]).toMatchObject({ homeGoals: 1, awayGoals: 3 });
    expect(saved[1]).not.toHaveProperty('homeGoals');
    expect(saved[1]).toMatchObject({ venue: 'Wembley' });
    // A later game that is gone: nothing is changed, the edit included.
    await expect(updateMatchClearingLater('t1', 'm1', { homeGoals: 5, awayGoals: 0 }, ['gone'])).rejects.toBeInstanceOf(NotFoundError);
    expect(memory.all<Match>('matches').find((m) => m.id === 'm1')).toMatchObject({ homeGoals: 1 });
  });

  it('updateMatchVersioned refuses a stale version with the stored match', async () => {
    const match = seedMatch();
    await updateMatchVersioned(match, { preview: 'First' } as Partial<Match>);
    const lost = await updateMatchVersioned(match, { preview: 'Second' } as Partial<Match>).catch((e: unknown) => e);
    expect((lost as ConflictError<Match>).current).toMatchObject({ preview: 'First', version: 3 });
  });

  it('recordGoal adds the Goals tab’s new event for a side without touching the score', async () => {
    const match = seedMatch({ homeGoals: 1, awayGoals: 0, goals: [goal('g1', 'home', 10)] });
    const saved = await recordGoal(match, 'home');
    expect(saved.goals?.[1]).toMatchObject({ team: 'home', playerId: '', minute: 0, type: 'goal', goalNumber: 2 });
    expect(saved).toMatchObject({ homeGoals: 1, awayGoals: 0, version: 3 });
  });

  it('recordGoal of a goal already there replaces it (a retry never adds it twice)', async () => {
    const match = seedMatch({ goals: [goal('g1', 'home', 10)] });
    const saved = await recordGoal(match, { ...goal('g1', 'home', 55) });
    expect(saved.goals).toEqual([goal('g1', 'home', 55)]);
  });

  it('removeGoal recalculates the score from the remaining goals (Overview timeline)', async () => {
    const match = seedMatch({ homeGoals: 5, awayGoals: 5, goals: [goal('g1', 'home', 10), goal('g2', 'away', 20), goal('g3', 'home', 30)] });
    const saved = await removeGoal(match, 'g2');
    expect(saved).toMatchObject({ homeGoals: 2, awayGoals: 0 });
    expect(saved?.goals?.map((g) => g.id)).toEqual(['g1', 'g3']);
  });

  it('removeGoal without recalculating keeps the score (Goals tab); a missing goal changes nothing', async () => {
    const match = seedMatch({ homeGoals: 5, awayGoals: 5, goals: [goal('g1', 'home', 10)] });
    const saved = await removeGoal(match, 'g1', { recalculateScore: false });
    expect(saved).toMatchObject({ homeGoals: 5, awayGoals: 5, goals: [] });
    const writes = memory.operations.length;
    await expect(removeGoal(saved!, 'g9')).resolves.toBeNull();
    expect(memory.operations).toHaveLength(writes);
  });

  it('a failed write rejects and leaves the match as it was', async () => {
    const match = seedMatch({ goals: [] });
    memory.failWhen((op) => op.kind === 'update');
    await expect(recordGoal(match, 'away')).rejects.toThrow('offline');
    expect(memory.all<Match>('matches')[0]).toEqual(match);
  });
});
