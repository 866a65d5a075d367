import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match, Tournament } from 'shared-domain';
import { installMemoryStorage, type MemoryStorage } from '../testing';
import { matchesRepository } from '../repositories/matches-repository';
import { createTournament, readSetupProgress, resumeTournamentSetup, type SetupProgress } from './create-tournament';

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

  it('reports progress once the tournament is claimed and after every batch of 25 matches', async () => {
    // 24 teams, double round robin: 552 matches, 23 batches (the last one of 2).
    const teams = Array.from({ length: 24 }, (_, i) => `team_${i}`);
    const reports: SetupProgress[] = [];
    const created = await createTournament({ name: 'Big', teamIds: teams, format: { mode: 'league', rounds: 2 } }, 'org_a', (p) => reports.push(p));
    expect(reports.every((p) => p.tournamentId === created.id && p.total === 552)).toBe(true);
    expect(reports.map((p) => p.done)).toEqual([0, ...Array.from({ length: 22 }, (_, i) => 25 * (i + 1)), 552]);
    expect(memory.operations.filter(matchWrites).map((op) => op.keys?.length)).toEqual([...Array<number>(22).fill(25), 2]);
    expect(memory.all('matches')).toHaveLength(552);
  });

  it('leaves a creation that stopped halfway claimed, with what it saved, and rethrows', async () => {
    const teams = Array.from({ length: 12 }, (_, i) => `team_${i}`);
    let batches = 0;
    memory.failWhen((op) => matchWrites(op) && ++batches > 2, new Error('throttled'));
    const reports: SetupProgress[] = [];
    await expect(createTournament({ name: 'Cup', teamIds: teams }, 'org_a', (p) => reports.push(p))).rejects.toThrow('throttled');
    const [pending] = memory.all<Tournament & { pendingWrite?: string }>('tournaments');
    expect(pending).toMatchObject({ id: reports[0]?.tournamentId, pendingWrite: 'creation' });
    expect(memory.all('matches')).toHaveLength(50);
    expect(reports.at(-1)).toEqual({ tournamentId: pending!.id, done: 50, total: 66 });
    await expect(readSetupProgress(pending!)).resolves.toEqual({ tournamentId: pending!.id, done: 50, total: 66 });
  });

  it('keeps the claim when marking the setup done fails: every match is saved, and resuming finishes it', async () => {
    memory.failWhen((op) => op.kind === 'update');
    await expect(createTournament({ name: 'Cup', teamIds: TEAMS }, 'org_a')).rejects.toThrow('offline');
    const [pending] = memory.all<Tournament>('tournaments');
    await expect(readSetupProgress(pending!)).resolves.toMatchObject({ done: 6, total: 6 });
    memory.stopFailing();
    await expect(resumeTournamentSetup(pending!.id)).resolves.not.toHaveProperty('pendingWrite');
    expect(memory.all('matches')).toHaveLength(6);
  });
});

describe('resumeTournamentSetup', () => {
  it('writes only the matches still missing, counting the saved ones as done, and never twice', async () => {
    const teams = Array.from({ length: 12 }, (_, i) => `team_${i}`);
    let batches = 0;
    memory.failWhen((op) => matchWrites(op) && ++batches > 1);
    await expect(createTournament({ name: 'Cup', teamIds: teams }, 'org_a')).rejects.toThrow('offline');
    const [pending] = memory.all<Tournament>('tournaments');
    // A match saved before the stop was already edited: resuming must not overwrite it.
    const [first] = memory.all<Match>('matches');
    await matchesRepository.update(pending!.id, first!.id, { homeGoals: 3, awayGoals: 1 });
    memory.stopFailing();
    const reports: SetupProgress[] = [];
    const finished = await resumeTournamentSetup(pending!.id, (p) => reports.push(p));
    expect(finished).not.toHaveProperty('pendingWrite');
    expect(reports.map((p) => `${p.done}/${p.total}`)).toEqual(['25/66', '50/66', '66/66']);
    const matches = memory.all<Match>('matches');
    expect(matches).toHaveLength(66);
    expect(matches.find((m) => m.id === first!.id)).toMatchObject({ homeGoals: 3, awayGoals: 1 });
    // Every planned pairing exists once.
    expect(new Set(matches.map((m) => `${m.homeTeamId}-${m.awayTeamId}`)).size).toBe(66);
    const writes = memory.operations.length;
    await resumeTournamentSetup(pending!.id);
    expect(memory.operations.slice(writes).map((op) => op.kind)).toEqual(['get']);
    expect(memory.all('matches')).toHaveLength(66);
  });

  it('answers a finished tournament as it is (no writes) and a missing one as null', async () => {
    const created = await createTournament({ name: 'Cup', teamIds: TEAMS }, 'org_a');
    const writes = memory.operations.length;
    await expect(resumeTournamentSetup(created.id)).resolves.toEqual(created);
    expect(memory.operations.slice(writes).map((op) => op.kind)).toEqual(['get']);
    await expect(resumeTournamentSetup('tournament_0_missing')).resolves.toBeNull();
  });
});
