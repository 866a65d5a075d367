import { beforeEach, describe, expect, it } from 'vitest';
import type { CustomPlayoffConfig, Match, Tournament } from 'shared-domain';
import { installMemoryStorage, type MemoryStorage } from '../testing';
import { createTournament } from './create-tournament';
import { saveCustomPlayoff, syncCustomPlayoff } from './custom-playoff';

let memory: MemoryStorage;
const TEAMS = ['team_a', 'team_b', 'team_c', 'team_d'];
const playoff = () => memory.all<Match>('matches').filter((m) => m.isPlayoff);
const config = (games: { id: string; home: string; away: string; time?: string }[]): CustomPlayoffConfig => ({
  playoffTeams: 4,
  enableBye: false,
  playoffRounds: [
    {
      roundNumber: 1,
      name: 'Semis',
      quantityOfGames: games.length,
      matches: games.map((g) => ({ id: g.id, homeTeamId: g.home, awayTeamId: g.away, isElimination: true, ...(g.time ? { time: g.time } : {}) })),
    },
  ],
});

let tournament: Tournament;
beforeEach(async () => {
  memory = installMemoryStorage();
  tournament = await createTournament({ name: 'Custom', teamIds: TEAMS, format: { mode: 'league_custom_playoff' } }, 'org_a');
});

describe('custom playoff (spec §4 "Custom playoff editor")', () => {
  it('saves the configuration (version-checked) and creates the items of games with both teams chosen', async () => {
    const saved = await saveCustomPlayoff(tournament, memory.all<Match>('matches'), config([{ id: 'c1', home: 'team_a', away: 'team_b' }, { id: 'c2', home: 'team_c', away: '' }]));
    expect(saved.tournament.format.customPlayoffConfig?.playoffRounds).toHaveLength(1);
    expect(playoff().map((m) => [m.id, m.homeTeamId, m.awayTeamId])).toEqual([['c1', 'team_a', 'team_b']]);
    expect(saved.matches.filter((m) => m.isPlayoff).map((m) => m.id)).toEqual(['c1']);
    await expect(saveCustomPlayoff(tournament, saved.matches, config([]))).rejects.toMatchObject({ name: 'ConflictError' });
  });

  it('updates the fields that changed, keeps scores, and removes games no longer configured', async () => {
    const first = await saveCustomPlayoff(tournament, memory.all<Match>('matches'), config([{ id: 'c1', home: 'team_a', away: 'team_b' }, { id: 'c2', home: 'team_c', away: 'team_d' }]));
    memory.seed('matches', [{ ...playoff().find((m) => m.id === 'c1')!, homeGoals: 2, awayGoals: 1 }]);
    const second = await saveCustomPlayoff(first.tournament, memory.all<Match>('matches'), config([{ id: 'c1', home: 'team_a', away: 'team_b', time: '18:00' }]));
    expect(playoff()).toEqual([expect.objectContaining({ id: 'c1', time: '18:00', homeGoals: 2, awayGoals: 1 })]);
    expect(second.matches.filter((m) => m.isPlayoff)).toEqual(playoff());
  });

  it('a sync that failed halfway is finished by running it again', async () => {
    const withConfig = { ...tournament, format: { ...tournament.format, customPlayoffConfig: config([{ id: 'c1', home: 'team_a', away: 'team_b' }]) } };
    memory.failWhen((op) => op.kind === 'putMany');
    await expect(syncCustomPlayoff(withConfig, memory.all<Match>('matches'))).rejects.toThrow('offline');
    expect(playoff()).toEqual([]);
    memory.stopFailing();
    await syncCustomPlayoff(withConfig, memory.all<Match>('matches'));
    await syncCustomPlayoff(withConfig, memory.all<Match>('matches'));
    expect(playoff().map((m) => m.id)).toEqual(['c1']);
  });
});

describe('custom playoff brackets that run themselves (issue 22)', () => {
  const score = (id: string, homeGoals: number, awayGoals: number) => {
    const stored = memory.all<Match>('matches').find((m) => m.id === id)!;
    memory.seed('matches', [{ ...stored, homeGoals, awayGoals }]);
  };
  const twoRounds: CustomPlayoffConfig = {
    playoffTeams: 4,
    enableBye: true,
    playoffRounds: [
      { roundNumber: 1, name: 'Semis', quantityOfGames: 2, matches: [{ id: 's1', homeTeamId: 'seed-1', awayTeamId: 'seed-2', isElimination: true }, { id: 's2', homeTeamId: 'team_c', awayTeamId: 'bye', isElimination: true }] },
      { roundNumber: 2, name: 'Final', quantityOfGames: 1, matches: [{ id: 'f', homeTeamId: 'winner-of:s1', awayTeamId: 'winner-of:s2', isElimination: true }] },
    ],
  };

  it('seeds from the final table, and the winner reaches the final with the next sync', async () => {
    for (const m of memory.all<Match>('matches')) memory.seed('matches', [{ ...m, homeGoals: m.homeTeamId === 'team_b' ? 3 : 0, awayGoals: m.awayTeamId === 'team_b' ? 3 : 1 }]);
    const saved = await saveCustomPlayoff(tournament, memory.all<Match>('matches'), twoRounds);
    const semi = playoff().find((m) => m.id === 's1')!;
    expect(semi.homeTeamId).toBe('team_b');
    expect(playoff().map((m) => m.id)).toEqual(['s1']);
    score('s1', semi.homeTeamId === 'team_b' ? 2 : 0, 1);
    await syncCustomPlayoff(saved.tournament, memory.all<Match>('matches'));
    expect(playoff().find((m) => m.id === 'f')).toMatchObject({ homeTeamId: 'team_b', awayTeamId: 'team_c' });
  });

  it('clears the confirmed results before a team change is saved', async () => {
    const first = await saveCustomPlayoff(tournament, memory.all<Match>('matches'), config([{ id: 'c1', home: 'team_a', away: 'team_b' }]));
    score('c1', 2, 1);
    await saveCustomPlayoff(first.tournament, memory.all<Match>('matches'), config([{ id: 'c1', home: 'team_a', away: 'team_c' }]), ['c1']);
    expect(playoff()).toEqual([expect.objectContaining({ id: 'c1', homeTeamId: 'team_a', awayTeamId: 'team_c' })]);
    expect(playoff()[0]?.homeGoals ?? null).toBeNull();
    expect(playoff()[0]?.awayGoals ?? null).toBeNull();
  });
});
