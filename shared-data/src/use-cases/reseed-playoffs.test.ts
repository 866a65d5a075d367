import { beforeEach, describe, expect, it } from 'vitest';
import type { Match, Tournament } from 'shared-domain';
import { installMemoryStorage, type MemoryStorage } from '../testing';
import { createTournament } from './create-tournament';
import { reseedPlayoffs } from './reseed-playoffs';
import { resumePendingWrite } from './resume-pending-write';
import { startPlayoffs } from './start-playoffs';

let memory: MemoryStorage;
const TEAMS = ['team_a', 'team_b', 'team_c', 'team_d', 'team_e'];
const stored = () => memory.all<Tournament & { pendingWrite?: string }>('tournaments')[0]!;
const all = () => memory.all<Match>('matches');
const pairings = () => all().filter((m) => m.isPlayoff && m.playoffRound === 0).sort((x, y) => (x.playoffMatch ?? 0) - (y.playoffMatch ?? 0)).map((m) => `${m.homeTeamId} v ${m.awayTeamId}`);

/** League + playoffs of 5 teams, top 4 qualify; the better-listed team wins every league game, then the playoffs start (a, b, c, d). */
async function startedPlayoffs(): Promise<Tournament> {
  const tournament = await createTournament({ name: 'LP', teamIds: TEAMS, format: { mode: 'league_playoff', playoffQualifiers: 4 } }, 'org_a');
  const played = all().map((m) => {
    const homeWins = TEAMS.indexOf(m.homeTeamId) < TEAMS.indexOf(m.awayTeamId);
    return { ...m, homeGoals: homeWins ? 1 : 0, awayGoals: homeWins ? 0 : 1 };
  });
  memory.seed('matches', played);
  const started = await startPlayoffs(tournament, played);
  return started!.tournament;
}

/** The league game between d and e corrected: e wins it 0–6, so e overtakes d for 4th. */
function correctLeague() {
  const game = all().find((m) => !m.isPlayoff && [m.homeTeamId, m.awayTeamId].sort().join() === 'team_d,team_e')!;
  const eHome = game.homeTeamId === 'team_e';
  memory.seed('matches', [{ ...game, homeGoals: eHome ? 6 : 0, awayGoals: eHome ? 0 : 6 }]);
}

beforeEach(() => {
  memory = installMemoryStorage();
});

describe('reseedPlayoffs (issue 22)', () => {
  it('re-seeds the bracket from the corrected table on the same games, then marks it done', async () => {
    const tournament = await startedPlayoffs();
    expect(pairings()).toEqual(['team_a v team_d', 'team_b v team_c']);
    const ids = all().filter((m) => m.isPlayoff).map((m) => m.id).sort();
    correctLeague();
    const outcome = await reseedPlayoffs(tournament, all());
    expect(outcome.kind).toBe('reseeded');
    expect(pairings()).toEqual(['team_a v team_e', 'team_b v team_c']);
    expect(all().filter((m) => m.isPlayoff).map((m) => m.id).sort()).toEqual(ids);
    expect(stored()).not.toHaveProperty('pendingWrite');
    expect(stored().playoffBracket?.[0]?.matches[0]?.awayTeamId).toBe('team_e');
  });

  it('says there is nothing to change when the table gives the same bracket', async () => {
    const tournament = await startedPlayoffs();
    await expect(reseedPlayoffs(tournament, all())).resolves.toEqual({ kind: 'unchanged' });
  });

  it('is refused once a knockout game has a score, and changes nothing', async () => {
    const tournament = await startedPlayoffs();
    const semi = all().find((m) => m.isPlayoff && m.homeTeamId === 'team_b')!;
    memory.seed('matches', [{ ...semi, homeGoals: 2, awayGoals: 1 }]);
    correctLeague();
    const outcome = await reseedPlayoffs(tournament, all());
    expect(outcome).toMatchObject({ kind: 'refused', refusal: { reason: 'played', score: '2–1' } });
    expect(pairings()).toEqual(['team_a v team_d', 'team_b v team_c']);
  });

  it('an interrupted re-seed is finished by resumePendingWrite', async () => {
    const tournament = await startedPlayoffs();
    correctLeague();
    memory.failWhen((op) => op.kind === 'putMany');
    await expect(reseedPlayoffs(tournament, all())).rejects.toThrow();
    expect(stored().pendingWrite).toBe('playoff-reseed');
    expect(pairings()).toEqual(['team_a v team_d', 'team_b v team_c']);
    memory.stopFailing();
    await resumePendingWrite(tournament.id);
    expect(pairings()).toEqual(['team_a v team_e', 'team_b v team_c']);
    expect(stored()).not.toHaveProperty('pendingWrite');
  });

  it('on a store with transactions, re-seeds the bracket and its games in one transaction, never storing a claim', async () => {
    const tournament = await startedPlayoffs();
    correctLeague();
    memory.transactions = true;
    const before = memory.operations.length;
    const outcome = await reseedPlayoffs(tournament, all());
    expect(outcome).toMatchObject({ kind: 'reseeded', removed: [] });
    expect(memory.operations.slice(before).map((op) => op.kind)).toEqual(['transact', 'get']);
    expect(pairings()).toEqual(['team_a v team_e', 'team_b v team_c']);
    expect(stored()).not.toHaveProperty('pendingWrite');
    expect(stored().playoffBracket?.[0]?.matches[0]?.awayTeamId).toBe('team_e');
  });
});
