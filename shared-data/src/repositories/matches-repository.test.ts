import { beforeEach, describe, expect, it } from 'vitest';
import type { Match } from 'shared-domain';
import { ConflictError, NotFoundError } from '../storage/storage-errors';
import { installMemoryStorage, type MemoryStorage } from '../testing';
import { matchesRepository } from './matches-repository';

let memory: MemoryStorage;
const match = (id: string, fields: Partial<Match> = {}) =>
  ({ tournamentId: 't1', id, organizerId: 'org_a', round: 1, homeTeamId: 'a', awayTeamId: 'b', ...fields }) as Match;

beforeEach(() => {
  memory = installMemoryStorage();
});

describe('matchesRepository', () => {
  it('writes matches at version 1 (keeping a version they have) and lists a tournament’s in id order', async () => {
    await matchesRepository.putMany([match('m2'), match('m1', { version: 4 }), match('m3', { tournamentId: 't2' })]);
    const listed = await matchesRepository.listByTournament('t1');
    expect(listed.map((m) => [m.id, m.version])).toEqual([['m1', 4], ['m2', 1]]);
    expect((await matchesRepository.listByOrganizer('org_a')).map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('update changes only the given fields of an existing match and never its owner', async () => {
    memory.seed('matches', [match('m1', { venue: 'Park', homeGoals: 2 } as Partial<Match>)]);
    const saved = await matchesRepository.update('t1', 'm1', { referee: 'Kim', venue: undefined, homeGoals: null, organizerId: 'x' } as Partial<Match>);
    expect(saved).toMatchObject({ venue: 'Park', referee: 'Kim', organizerId: 'org_a', version: 1 });
    expect(saved).not.toHaveProperty('homeGoals');
    await expect(matchesRepository.update('t1', 'gone', { referee: 'Kim' } as Partial<Match>)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('updateVersioned loses a race with the stored match', async () => {
    memory.seed('matches', [match('m1', { version: 3 })]);
    await matchesRepository.updateVersioned({ tournamentId: 't1', id: 'm1', version: 3 }, { goals: [] });
    const lost = await matchesRepository.updateVersioned({ tournamentId: 't1', id: 'm1', version: 3 }, { goals: [] }).catch((e: unknown) => e);
    expect(lost).toBeInstanceOf(ConflictError);
    expect((lost as ConflictError<Match>).current).toMatchObject({ id: 'm1', version: 4 });
  });

  it('removeByTournament deletes every match of that tournament only', async () => {
    memory.seed('matches', [match('m1'), match('m2'), match('m3', { tournamentId: 't2' })]);
    await matchesRepository.removeByTournament('t1');
    expect(memory.all<Match>('matches').map((m) => m.id)).toEqual(['m3']);
  });
});
