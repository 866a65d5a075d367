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
