import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match, Tournament } from 'shared-domain';
import { installMemoryStorage, type MemoryStorage } from '../testing';
import { createTournament, resumeTournamentSetup } from './create-tournament';

let memory: MemoryStorage;
const TEAMS = ['team_a', 'team_b', 'team_c', 'team_d'];
const matchWrites = (op: { kind: string; table: string }) => op.kind === 'putMany' && op.table === 'matches';

beforeEach(() => {
  memory = installMemoryStorage();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('createTournament (spec §4 "Tournament creation")', () => {
  it('stores a private tournament and its round robin, then marks the setup done', async () => {
    const created = await createTournament({ name: ' Spring Cup ', teamIds: TEAMS, format: { mode: 'league', rounds: 1 } }, 'org_a');
    expect(created).toMatchObject({ name: 'Spring Cup', visibility: 'private', organizerId: 'org_a', teamIds: TEAMS });
    expect(created).not.toHaveProperty('pendingWrite');
    expect(memory.all('tournaments')).toEqual([created]);
    const matches = memory.all<Match>('matches');
    expect(matches).toHaveLength(6);
    expect(matches.every((m) => m.tournamentId === created.id && m.organizerId === 'org_a' && m.version === 1 && !m.isPlayoff)).toBe(true);
    // Claim, write, mark done: in that order.
    expect(memory.operations.map((op) => `${op.kind} ${op.table}`)).toEqual(['create tournaments', 'putMany matches', 'update tournaments']);
  });

  it('match ids follow the tournament’s id and creation time, in generation order', async () => {
    const created = await createTournament({ name: 'Cup', teamIds: TEAMS }, 'org_a');
    const [, stamp, randomPart] = created.id.split('_');
    const ids = memory.all<Match>('matches').map((m) => m.id);
    expect(ids.every((id) => id.startsWith('match_') && id.endsWith(`_${randomPart}`))).toBe(true);
    const stamps = ids.map((id) => Number(id.split('_')[1]) - Number(stamp)).sort((a, b) => a - b);
    expect(stamps).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('creates no knockout match for the combined format: its seed bracket waits for the final table', async () => {
    const created = await createTournament({ name: 'Swiss', teamIds: TEAMS, format: { mode: 'swiss_elimination' } }, 'org_a');
    expect(created.playoffBracket?.[0]?.matches.map((m) => `${m.homeTeamId} v ${m.awayTeamId}`)).toEqual(['seed-1 v seed-4', 'seed-2 v seed-3']);
    expect(memory.all<Match>('matches').some((m) => m.isPlayoff)).toBe(false);
  });

  it('league + playoffs keeps the seed bracket to show and creates no playoff match yet', async () => {
    const created = await createTournament({ name: 'LP', teamIds: TEAMS, format: { mode: 'league_playoff', playoffQualifiers: 4 } }, 'org_a');
    expect(created.playoffBracket?.[0]?.matches[0]?.homeTeamId).toMatch(/^seed-/);
    expect(memory.all<Match>('matches').some((m) => m.isPlayoff)).toBe(false);
  });

  it('refuses a blank name or fewer than 2 teams without writing anything', async () => {
    await expect(createTournament({ name: '  ', teamIds: TEAMS }, 'org_a')).rejects.toThrow();
    await expect(createTournament({ name: 'Cup', teamIds: ['team_a'] }, 'org_a')).rejects.toThrow();
    expect(memory.operations).toEqual([]);
  });

  it('undoes what it wrote and rethrows when the matches cannot be saved', async () => {
    memory.failWhen(matchWrites, new Error('throttled'));
    await expect(createTournament({ name: 'Cup', teamIds: TEAMS }, 'org_a')).rejects.toThrow('throttled');
    expect(memory.all('tournaments')).toEqual([]);
    expect(memory.all('matches')).toEqual([]);
  });

  it('undoes the matches too when marking the setup done fails', async () => {
    memory.failWhen((op) => op.kind === 'update');
    await expect(createTournament({ name: 'Cup', teamIds: TEAMS }, 'org_a')).rejects.toThrow('offline');
    expect(memory.all('tournaments')).toEqual([]);
    expect(memory.all('matches')).toEqual([]);
  });
});

describe('resumeTournamentSetup', () => {
  it('finishes a creation whose clean-up also failed, writing the same matches once', async () => {
    memory.failWhen((op) => matchWrites(op) || op.kind === 'removeMany' || op.kind === 'remove');
    await expect(createTournament({ name: 'Cup', teamIds: TEAMS }, 'org_a')).rejects.toThrow('offline');
    const [pending] = memory.all<Tournament & { pendingWrite?: string }>('tournaments');
    expect(pending?.pendingWrite).toBe('creation');
    memory.stopFailing();
    const finished = await resumeTournamentSetup(pending!.id);
    expect(finished).not.toHaveProperty('pendingWrite');
    expect(memory.all('matches')).toHaveLength(6);
    await resumeTournamentSetup(pending!.id);
    expect(memory.all('matches')).toHaveLength(6);
  });

  it('answers a finished tournament as it is (no writes) and a missing one as null', async () => {
    const created = await createTournament({ name: 'Cup', teamIds: TEAMS }, 'org_a');
    const writes = memory.operations.length;
    await expect(resumeTournamentSetup(created.id)).resolves.toEqual(created);
    expect(memory.operations.slice(writes).map((op) => op.kind)).toEqual(['get']);
    await expect(resumeTournamentSetup('tournament_0_missing')).resolves.toBeNull();
  });
});
