import { beforeEach, describe, expect, it } from 'vitest';
import { installMemoryStorage, type MemoryStorage } from '../testing';
import { createTournament } from './create-tournament';
import { TeamInUseError, deleteTeam, restoreTeam } from './delete-team';
import { deleteTournament } from './delete-tournament';

let memory: MemoryStorage;
const team = (id: string) => ({ id, name: id, organizerId: 'org_a', createdAtISO: '2024-01-01T00:00:00.000Z', colors: [], players: [], version: 1 });

beforeEach(() => {
  memory = installMemoryStorage();
  memory.seed('teams', [team('team_a'), team('team_b'), team('team_c')]);
});

describe('deleteTeam', () => {
  it('refuses while the team plays in a tournament, naming them, and deletes nothing', async () => {
    await createTournament({ name: 'Spring Cup', teamIds: ['team_a', 'team_b'] }, 'org_a');
    await createTournament({ name: 'Autumn Cup', teamIds: ['team_a', 'team_c'] }, 'org_a');
    const refusal = await deleteTeam('team_a').catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(TeamInUseError);
    expect((refusal as TeamInUseError).tournaments.map((t) => t.name).sort()).toEqual(['Autumn Cup', 'Spring Cup']);
    expect((refusal as Error).message).toMatch(/"Spring Cup"/);
    expect(memory.all('teams')).toHaveLength(3);
  });

  it('deletes a team no tournament uses; a missing team is a no-op', async () => {
    await createTournament({ name: 'Cup', teamIds: ['team_a', 'team_b'] }, 'org_a');
    await deleteTeam('team_c');
    await deleteTeam('team_gone');
    expect(memory.all<{ id: string }>('teams').map((t) => t.id)).toEqual(['team_a', 'team_b']);
  });
});

describe('restoreTeam (undo of a delete)', () => {
  it('puts the deleted team back exactly as it was, and never overwrites a team of that id', async () => {
    const stored = { ...team('team_c'), players: [{ id: 'p1', firstName: 'A', lastName: 'B', position: 'Forward', isPublic: true, createdAtISO: '' }] };
    memory.seed('teams', [stored]);
    const deleted = await deleteTeam('team_c');
    expect(memory.all<{ id: string }>('teams').map((t) => t.id)).toEqual(['team_a', 'team_b']);
    await restoreTeam(deleted!);
    expect(memory.all<{ id: string }>('teams').find((t) => t.id === 'team_c')).toEqual(stored);
    await expect(restoreTeam(deleted!)).rejects.toThrow();
  });
});

describe('deleteTournament', () => {
  it('deletes the matches first and the tournament last; a delete that stopped halfway is finished by repeating it', async () => {
    const kept = await createTournament({ name: 'Kept', teamIds: ['team_a', 'team_b'] }, 'org_a');
    const doomed = await createTournament({ name: 'Doomed', teamIds: ['team_a', 'team_b', 'team_c'] }, 'org_a');
    memory.failWhen((op) => op.kind === 'remove' && op.table === 'tournaments');
    await expect(deleteTournament(doomed.id)).rejects.toThrow('offline');
    expect(memory.all<{ tournamentId: string }>('matches').every((m) => m.tournamentId === kept.id)).toBe(true);
    memory.stopFailing();
    await deleteTournament(doomed.id);
    expect(memory.all('tournaments')).toEqual([kept]);
    expect(memory.all('matches')).toHaveLength(1);
  });
});
