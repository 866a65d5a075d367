import { describe, expect, it } from 'vitest';
import type { Player } from './entities';
import { findPlayerInTeams, matchesOfTournaments, tournamentsIncludingTeam } from './team-membership';

const player = (id: string): Player => ({ id, firstName: 'A', lastName: 'B', position: 'Forward', isPublic: true, createdAtISO: '' });

describe('team membership', () => {
  it('lists the tournaments that include a team, keeping their order', () => {
    const tournaments = [
      { id: 't1', teamIds: ['a', 'b'] },
      { id: 't2', teamIds: ['c'] },
      { id: 't3', teamIds: ['b', 'a'] },
      { id: 't4' },
    ];
    expect(tournamentsIncludingTeam(tournaments, 'a').map((t) => t.id)).toEqual(['t1', 't3']);
    expect(tournamentsIncludingTeam(tournaments, 'z')).toEqual([]);
  });

  it('keeps the matches of the given tournaments only', () => {
    const matches = [{ id: 'm1', tournamentId: 't1' }, { id: 'm2', tournamentId: 't2' }, { id: 'm3', tournamentId: 't1' }];
    expect(matchesOfTournaments(matches, ['t1']).map((m) => m.id)).toEqual(['m1', 'm3']);
    expect(matchesOfTournaments(matches, [])).toEqual([]);
  });

  it.each([
    { playerId: 'p2', team: 'team_b' },
    { playerId: 'p1', team: 'team_a' },
    { playerId: 'nobody', team: null },
  ])('finds $playerId in $team', ({ playerId, team }) => {
    const teams = [
      { id: 'team_a', players: [player('p1')] },
      { id: 'team_empty', players: undefined as unknown as Player[] },
      { id: 'team_b', players: [player('p3'), player('p2')] },
    ];
    const found = findPlayerInTeams(teams, playerId);
    expect(found?.team.id ?? null).toBe(team);
    if (found) expect(found.player.id).toBe(playerId);
  });
});
