import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage, type MemoryStorage } from '../testing';
import { teamsRepository } from './teams-repository';

let memory: MemoryStorage;
const team = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  name: `Team ${id}`,
  organizerId: 'org_a',
  createdAtISO: `2024-01-0${id.slice(-1)}T00:00:00.000Z`,
  colors: [],
  players: [],
  version: 1,
  ...fields,
});

beforeEach(() => {
  memory = installMemoryStorage();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('teamsRepository', () => {
  it('lists an organizer’s teams oldest first through its index', async () => {
    memory.seed('teams', [team('t3'), team('t1'), team('t2', { organizerId: 'org_b' })]);
    expect((await teamsRepository.listByOrganizer('org_a')).map((t) => t.id)).toEqual(['t1', 't3']);
  });

  it('creates a team at version 1 for its organizer and refuses a blank name', async () => {
    const created = await teamsRepository.create({ name: 'Rovers', colors: ['#ff0000'] }, 'org_a');
    expect(memory.all('teams')).toEqual([created]);
    expect(created).toMatchObject({ name: 'Rovers', organizerId: 'org_a', version: 1 });
    await expect(teamsRepository.create({ name: '  ', colors: [] }, 'org_a')).rejects.toThrow();
    expect(memory.all('teams')).toHaveLength(1);
  });

  it('readMany reads distinct ids in one batch and leaves out missing ones', async () => {
    memory.seed('teams', [team('t1'), team('t2')]);
    const found = await teamsRepository.readMany(['t1', 'nope', 't2', 't1', '']);
    expect(found.items.map((t) => t.id).sort()).toEqual(['t1', 't2']);
    expect(found.skipped).toBe(0);
    expect(memory.operations).toEqual([{ kind: 'getMany', table: 'teams', keys: [{ id: 't1' }, { id: 'nope' }, { id: 't2' }] }]);
  });

  it('readMany falls back to single reads when the batch fails, leaving out the ones that fail', async () => {
    memory.seed('teams', [team('t1'), team('t2')]);
    memory.failWhen((op) => op.kind === 'getMany' || (op.kind === 'get' && op.key?.id === 't2'));
    const found = await teamsRepository.readMany(['t1', 't2']);
    expect(found.items.map((t) => t.id)).toEqual(['t1']);
  });

  it('update is version-checked and never moves a team to another organizer', async () => {
    memory.seed('teams', [team('t1')]);
    const saved = await teamsRepository.update({ id: 't1', version: 1 }, { name: 'Renamed', organizerId: 'org_b' });
    expect(saved).toMatchObject({ name: 'Renamed', organizerId: 'org_a', version: 2 });
    await expect(teamsRepository.update({ id: 't1', version: 1 }, { name: 'Stale' })).rejects.toMatchObject({ name: 'ConflictError' });
  });
});
