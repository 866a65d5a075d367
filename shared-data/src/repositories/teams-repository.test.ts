import { beforeEach, describe, expect, it } from 'vitest';
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

  it('getMany reads distinct ids in one batch and leaves out missing ones', async () => {
    memory.seed('teams', [team('t1'), team('t2')]);
    const found = await teamsRepository.getMany(['t1', 'nope', 't2', 't1', '']);
    expect([...found.keys()].sort()).toEqual(['t1', 't2']);
    expect(memory.operations).toEqual([{ kind: 'getMany', table: 'teams', keys: [{ id: 't1' }, { id: 'nope' }, { id: 't2' }] }]);
  });

  it('getMany never fans a failed batch out into one read per team: the read fails as a whole', async () => {
    memory.seed('teams', [team('t1'), team('t2')]);
    memory.failWhen((op) => op.kind === 'getMany');
    await expect(teamsRepository.getMany(['t1', 't2'])).rejects.toThrow('offline');
    expect(memory.operations.map((op) => op.kind)).toEqual(['getMany']);
  });

  describe('findPublicPlayer', () => {
    const squad = [
      team('t1', { players: [{ id: 'p1', firstName: 'Ann', isPublic: true }, { id: 'p2', firstName: 'Bo', isPublic: false }] }),
      team('t2', { players: [{ id: 'p3', firstName: 'Cy', isPublic: true }] }),
      team('t3', { organizerId: 'org_b', players: [{ id: 'p4', firstName: 'Di', isPublic: true }] }),
    ];
    const reads = () => memory.operations.map((op) => [op.kind, op.key?.id ?? op.index]);
    beforeEach(() => memory.seed('teams', squad));

    it('reads only the team the link names (one GetItem, never a Scan) and answers public players only', async () => {
      const found = await teamsRepository.findPublicPlayer('p1', { teamId: 't1' });
      expect(found?.player).toMatchObject({ id: 'p1', firstName: 'Ann' });
      expect(found?.team).toMatchObject({ id: 't1', name: 'Team t1', organizerId: 'org_a' });
      await expect(teamsRepository.findPublicPlayer('p2', { teamId: 't1' })).resolves.toBeNull();
      expect(reads()).toEqual([
        ['get', 't1'],
        ['get', 't1'],
      ]);
    });

    it('looks once among the organizer’s teams when the named team no longer holds the player', async () => {
      const found = await teamsRepository.findPublicPlayer('p3', { teamId: 't1' });
      expect(found?.team.id).toBe('t2');
      // Another organizer's player is not reached from this organizer's team.
      await expect(teamsRepository.findPublicPlayer('p4', { teamId: 't1' })).resolves.toBeNull();
      expect(reads().slice(0, 2)).toEqual([
        ['get', 't1'],
        ['query', 'organizerId-index'],
      ]);
    });

    it('queries the organizer’s teams when only the organizer is known; with neither, or no such team, reads nothing more', async () => {
      await expect(teamsRepository.findPublicPlayer('p4', { organizerId: 'org_b' })).resolves.toMatchObject({ team: { id: 't3' } });
      await expect(teamsRepository.findPublicPlayer('p1', {})).resolves.toBeNull();
      await expect(teamsRepository.findPublicPlayer('', { teamId: 't1' })).resolves.toBeNull();
      await expect(teamsRepository.findPublicPlayer('p1', { teamId: 'gone', organizerId: 'org_a' })).resolves.toBeNull();
      expect(reads()).toEqual([
        ['query', 'organizerId-index'],
        ['get', 'gone'],
      ]);
      expect(memory.operations.some((op) => op.kind === 'scan')).toBe(false);
    });
  });

  it('update is version-checked and never moves a team to another organizer', async () => {
    memory.seed('teams', [team('t1')]);
    const saved = await teamsRepository.update({ id: 't1', version: 1 }, { name: 'Renamed', organizerId: 'org_b' });
    expect(saved).toMatchObject({ name: 'Renamed', organizerId: 'org_a', version: 2 });
    await expect(teamsRepository.update({ id: 't1', version: 1 }, { name: 'Stale' })).rejects.toMatchObject({ name: 'ConflictError' });
  });
});
