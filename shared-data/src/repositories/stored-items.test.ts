import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match, Organizer, Team, Tournament } from 'shared-domain';
import { ConflictError } from '../storage/storage-errors';
import { installMemoryStorage, type MemoryStorage } from '../testing';
import { matchesRepository } from './matches-repository';
import { organizersRepository } from './organizers-repository';
import { UnreadableItemError } from './stored-items';
import { teamsRepository } from './teams-repository';
import { tournamentsRepository } from './tournaments-repository';

const team = (id: string, fields: Record<string, unknown> = {}): Team =>
  ({ id, name: `Team ${id}`, organizerId: 'org_a', createdAtISO: `2024-01-0${id.slice(-1)}T00:00:00.000Z`, colors: ['#3B82F6'], players: [], version: 1, ...fields }) as Team;
const tournament = (id: string, fields: Record<string, unknown> = {}): Tournament =>
  ({ id, name: `Cup ${id}`, format: { mode: 'league' }, teamIds: ['a', 'b'], organizerId: 'org_a', createdAtISO: '2024-01-01T00:00:00.000Z', visibility: 'public', version: 1, ...fields }) as Tournament;
const match = (id: string, fields: Record<string, unknown> = {}): Match =>
  ({ tournamentId: 'c1', id, organizerId: 'org_a', round: 1, homeTeamId: 'a', awayTeamId: 'b', ...fields }) as Match;
const organizer = (id: string, fields: Record<string, unknown> = {}): Organizer =>
  ({ id, name: `Org ${id}`, email: `${id}@example.com`, createdAtISO: '2024-01-01T00:00:00.000Z', ...fields }) as Organizer;

let memory: MemoryStorage;
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  memory = installMemoryStorage();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('list reads leave out items they cannot read and count them', () => {
  it('teams: an organizer’s, every team, and several by id', async () => {
    memory.seed('teams', [team('t1'), team('t2', { players: 'none' }), team('t3'), team('t4', { colors: undefined })]);
    expect(await teamsRepository.readByOrganizer('org_a')).toMatchObject({ items: [{ id: 't1' }, { id: 't3' }], skipped: 2 });
    expect((await teamsRepository.listByOrganizer('org_a')).map((t) => t.id)).toEqual(['t1', 't3']);
    expect((await teamsRepository.listAll()).map((t) => t.id)).toEqual(['t1', 't3']);
    expect(await teamsRepository.readMany(['t2', 't3'])).toMatchObject({ items: [{ id: 't3' }], skipped: 1 });
    expect(warn).toHaveBeenCalledWith('A stored team (id t2) could not be read and is not shown: players: expected Array, received "none"');
  });

  it('tournaments: an organizer’s, the public ones and every one', async () => {
    memory.seed('tournaments', [tournament('c1'), tournament('c2', { format: { mode: 'cup' } })]);
    expect(await tournamentsRepository.readByOrganizer('org_a')).toMatchObject({ items: [{ id: 'c1' }], skipped: 1 });
    expect(await tournamentsRepository.readPublic()).toMatchObject({ items: [{ id: 'c1' }], skipped: 1 });
    expect(await tournamentsRepository.readAll()).toMatchObject({ items: [{ id: 'c1' }], skipped: 1 });
  });

  it('matches: a tournament’s and an organizer’s', async () => {
    memory.seed('matches', [match('m1'), match('m2', { homeGoals: '3' }), match('m3', { goals: [{ id: 'g1' }] })]);
    expect(await matchesRepository.readByTournament('c1')).toMatchObject({ items: [{ id: 'm1' }], skipped: 2 });
    expect(await matchesRepository.readByOrganizer('org_a')).toMatchObject({ items: [{ id: 'm1' }], skipped: 2 });
  });

  it('organizers, by name', async () => {
    memory.seed('organizers', [organizer('o2', { name: 'Zed' }), organizer('o1', { name: 'Ace' }), organizer('o3', { email: 7 })]);
    expect(await organizersRepository.read()).toMatchObject({ items: [{ name: 'Ace' }, { name: 'Zed' }], skipped: 1 });
  });

  it('keeps attributes the schema does not name, so nothing is lost when an item is saved back', async () => {
    memory.seed('teams', [team('t1', { sponsor: 'Acme', players: [{ id: 'p1', firstName: 'A', lastName: 'B', position: 'Forward', isPublic: true, createdAtISO: '', boots: 9 }] })]);
    expect(await teamsRepository.get('t1')).toMatchObject({ sponsor: 'Acme', players: [{ boots: 9 }] });
  });
});

describe('single reads of an item they cannot read fail with a clear error', () => {
  it.each([
    ['a team', () => teamsRepository.get('t1'), 'teams', team('t1', { players: 'none' }), 'This item could not be read: players: expected Array, received "none"'],
    ['a tournament', () => tournamentsRepository.get('c1'), 'tournaments', tournament('c1', { teamIds: undefined }), 'This item could not be read: teamIds is missing'],
    ['a match', () => matchesRepository.get('c1', 'm1'), 'matches', match('m1', { round: 'one' }), 'This item could not be read: round: expected number, received "one"'],
    ['an organizer', () => organizersRepository.get('o1'), 'organizers', organizer('o1', { name: null }), 'This item could not be read: name: expected string, received null'],
  ] as const)('%s', async (_what, read, table, item, message) => {
    memory.seed(table, [item]);
    const error = await read().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreadableItemError);
    expect((error as Error).message).toBe(message);
  });

  it('an absent item is still null, not an error', async () => {
    await expect(teamsRepository.get('nope')).resolves.toBeNull();
    await expect(matchesRepository.get('c1', 'nope')).resolves.toBeNull();
  });
});

describe('writes answer the stored item read the same way', () => {
  it('a lost race carries the stored team, read; an unreadable stored team is an UnreadableItemError instead', async () => {
    memory.seed('teams', [team('t1', { version: 2, name: 'Renamed' })]);
    const lost = await teamsRepository.update({ id: 't1', version: 1 }, { name: 'Mine' }).catch((e: unknown) => e);
    expect(lost).toBeInstanceOf(ConflictError);
    expect((lost as ConflictError<Team>).current).toMatchObject({ name: 'Renamed', version: 2 });

    memory.seed('teams', [team('t1', { version: 3, players: {} })]);
    await expect(teamsRepository.update({ id: 't1', version: 2 }, { name: 'Mine' })).rejects.toThrow('This item could not be read: players: expected Array, received Object');
  });

  it('an update that leaves the item unreadable says so (the change itself is stored)', async () => {
    memory.seed('matches', [match('m1', { status: 'abandoned' })]);
    await expect(matchesRepository.update('c1', 'm1', { venue: 'Park' })).rejects.toBeInstanceOf(UnreadableItemError);
  });

  it('a tournament update can remove the unfinished-write marker (null removes)', async () => {
    memory.seed('tournaments', [tournament('c1', { pendingWrite: 'creation' })]);
    const saved = await tournamentsRepository.updateUnversioned('c1', { pendingWrite: null });
    expect(saved).not.toHaveProperty('pendingWrite');
    expect(saved.version).toBe(2);
  });
});
