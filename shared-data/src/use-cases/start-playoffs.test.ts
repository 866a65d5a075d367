import { beforeEach, describe, expect, it } from 'vitest';
import type { Match, Tournament } from 'shared-domain';
import { ConflictError } from '../storage/storage-errors';
import { installMemoryStorage, type MemoryStorage } from '../testing';
import { createTournament } from './create-tournament';
import { resumePendingWrite } from './resume-pending-write';
import { startPlayoffs } from './start-playoffs';

let memory: MemoryStorage;
const TEAMS = ['team_a', 'team_b', 'team_c', 'team_d'];
const stored = () => memory.all<Tournament & { pendingWrite?: string }>('tournaments')[0]!;
const playoffMatches = () => memory.all<Match>('matches').filter((m) => m.isPlayoff);

/** A league + playoffs tournament whose league is played out (the home side wins by the team's letter). */
async function playedLeague(): Promise<{ tournament: Tournament; matches: Match[] }> {
  const tournament = await createTournament({ name: 'LP', teamIds: TEAMS, format: { mode: 'league_playoff', playoffQualifiers: 4 } }, 'org_a');
  const matches = memory.all<Match>('matches').map((m) => ({ ...m, homeGoals: TEAMS.indexOf(m.homeTeamId) + 1, awayGoals: 0 }));
  memory.seed('matches', matches);
  return { tournament, matches };
}

beforeEach(() => {
  memory = installMemoryStorage();
});

describe('startPlayoffs (spec §4 "End Championship & Start Playoffs")', () => {
  it('claims the bracket with the standings’ qualifiers, writes its matches, then marks the start done', async () => {
    const { tournament, matches } = await playedLeague();
    const before = memory.operations.length;
    const started = await startPlayoffs(tournament, matches);
    expect(started?.tournament.playoffBracket?.[0]?.matches[0]?.homeTeamId).toMatch(/^team_/);
    expect(stored()).not.toHaveProperty('pendingWrite');
    expect(playoffMatches().map((m) => m.id).sort()).toEqual(started!.matches.map((m) => m.id).sort());
    expect(started!.matches.every((m) => m.version === 1)).toBe(true);
    expect(memory.operations.slice(before).map((op) => `${op.kind} ${op.table}`)).toEqual([
      'update tournaments',
      'putMany matches',
      'update tournaments',
    ]);
  });

  it('seeds the combined format’s semi-finals from the final table, never from the list order', async () => {
    const seven = ['ars', 'bri', 'che', 'eve', 'ful', 'gal', 'liv'];
    // The later a team is listed, the better it does: Liverpool tops the table, Arsenal is last.
    const tournament = await createTournament({ name: 'Swiss', teamIds: seven, format: { mode: 'swiss_elimination' } }, 'org_a');
    const played = memory.all<Match>('matches').map((m) => {
      const [home, away] = [seven.indexOf(m.homeTeamId), seven.indexOf(m.awayTeamId)];
      return { ...m, homeGoals: home > away ? 2 : 0, awayGoals: home > away ? 0 : 2 };
    });
    memory.seed('matches', played);
    const started = await startPlayoffs(tournament, played);
    expect(started?.matches.map((m) => `${m.homeTeamId} v ${m.awayTeamId}`)).toEqual(['liv v eve', 'gal v ful', 'winner-1 v winner-2']);
  });

  it('is not allowed while the league is unfinished', async () => {
    const tournament = await createTournament({ name: 'LP', teamIds: TEAMS, format: { mode: 'league_playoff' } }, 'org_a');
    await expect(startPlayoffs(tournament, memory.all<Match>('matches'))).resolves.toBeNull();
    expect(stored().playoffBracket?.[0]?.matches[0]?.homeTeamId).toMatch(/^seed-/);
    expect(playoffMatches()).toEqual([]);
  });

  it('is not allowed once the playoffs have started: their matches (and scores) are never rewritten', async () => {
    const { tournament, matches } = await playedLeague();
    const first = await startPlayoffs(tournament, matches);
    const edited = { ...first!.matches[0]!, homeGoals: 3, awayGoals: 1 };
    memory.seed('matches', [edited]);
    await expect(startPlayoffs(first!.tournament, [...matches, ...first!.matches])).resolves.toBeNull();
    expect(playoffMatches().find((m) => m.id === edited.id)).toMatchObject({ homeGoals: 3 });
  });

  it('loses to another tab that changed the tournament first, writing no match', async () => {
    const { tournament, matches } = await playedLeague();
    memory.seed('tournaments', [{ ...tournament, name: 'Renamed', version: (tournament.version ?? 0) + 1 }]);
    expect(await startPlayoffs(tournament, matches).catch((e: unknown) => e)).toBeInstanceOf(ConflictError);
    expect(playoffMatches()).toEqual([]);
  });

  it('keeps the claim when the matches cannot be written, and a retry finishes with the same matches', async () => {
    const { tournament, matches } = await playedLeague();
    memory.failWhen((op) => op.kind === 'putMany');
    await expect(startPlayoffs(tournament, matches)).rejects.toThrow('offline');
    expect(stored().pendingWrite).toBe('playoff-start');
    const claimedBracket = stored().playoffBracket;
    memory.stopFailing();
    const resumed = await resumePendingWrite(tournament.id);
    expect(resumed).not.toHaveProperty('pendingWrite');
    expect(resumed?.playoffBracket).toEqual(claimedBracket);
    const ids = claimedBracket!.flatMap((round) => round.matches.map((m) => m.matchId));
    expect(playoffMatches().map((m) => m.id).sort()).toEqual(ids.sort());
  });

  describe('on a store with transactions (DynamoDB)', () => {
    beforeEach(() => {
      memory.transactions = true;
    });

    it('writes the bracket and its matches in one transaction: no claim is ever stored', async () => {
      const { tournament, matches } = await playedLeague();
      const before = memory.operations.length;
      const started = await startPlayoffs(tournament, matches);
      expect(memory.operations.slice(before).map((op) => `${op.kind} ${op.table}`)).toEqual(['transact tournaments', 'get tournaments']);
      expect(stored()).not.toHaveProperty('pendingWrite');
      expect(stored().playoffBracket).toEqual(started?.tournament.playoffBracket);
      expect(stored().version).toBe((tournament.version ?? 0) + 1);
      expect(playoffMatches().map((m) => m.id).sort()).toEqual(started!.matches.map((m) => m.id).sort());
      expect(playoffMatches().every((m) => m.version === 1)).toBe(true);
    });

    it('loses to another tab that changed the tournament first, writing nothing', async () => {
      const { tournament, matches } = await playedLeague();
      memory.seed('tournaments', [{ ...tournament, name: 'Renamed', version: (tournament.version ?? 0) + 1 }]);
      const lost = await startPlayoffs(tournament, matches).catch((e: unknown) => e);
      expect(lost).toBeInstanceOf(ConflictError);
      expect((lost as ConflictError<Tournament>).current).toMatchObject({ name: 'Renamed' });
      expect(stored().playoffBracket?.[0]?.matches[0]?.homeTeamId).toMatch(/^seed-/);
      expect(playoffMatches()).toEqual([]);
    });

    it('writes nothing when the transaction fails, and a retry starts them', async () => {
      const { tournament, matches } = await playedLeague();
      memory.failWhen((op) => op.kind === 'transact');
      await expect(startPlayoffs(tournament, matches)).rejects.toThrow('offline');
      expect(stored()).not.toHaveProperty('pendingWrite');
      expect(playoffMatches()).toEqual([]);
      memory.stopFailing();
      expect(await startPlayoffs(tournament, matches)).not.toBeNull();
      expect(playoffMatches()).toHaveLength(3);
    });
  });
});
