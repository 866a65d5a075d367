import { describe, expect, it } from 'vitest';
import { publicTournamentsByTeam, searchTeamsAndPlayers, type SearchableTeam } from './team-search';

const player = (id: string, firstName: string, lastName: string, isPublic = true) => ({ id, firstName, lastName, position: 'Forward', isPublic });
const teams: SearchableTeam[] = [
  { id: 'mc', name: 'Manchester City FC', organizerId: 'o1', players: [player('p1', 'Erling', 'Haaland'), player('p2', 'Hidden', 'Arsenalson', false)] },
  { id: 'ars', name: 'Arsenal FC', organizerId: 'o1', logo: '/media/ars.png', players: [player('p3', 'Bukayo', 'Saka')] },
  { id: 'ars2', name: 'Arsenal Academy', organizerId: 'o2', players: [player('p4', 'Arsen', 'Junior')] },
  { id: 'secret', name: 'Arsenal Secret XI', organizerId: 'o2', players: [player('p5', 'Arsene', 'Hidden')] },
];
const tournaments = publicTournamentsByTeam([
  { id: 't3', name: 'Cup 2024', visibility: 'public', teamIds: ['ars', 'mc'] },
  { id: 't2', name: 'Private Cup', visibility: 'private', teamIds: ['secret'] },
  { id: 't1', name: 'League 2023', teamIds: ['ars', 'ars2', 'ars'] },
]);

describe('publicTournamentsByTeam', () => {
  it('lists the public tournaments of each team once, in the order given; private ones count for nobody', () => {
    expect(tournaments.get('ars')).toEqual([
      { id: 't3', name: 'Cup 2024' },
      { id: 't1', name: 'League 2023' },
    ]);
    expect(tournaments.get('ars2')).toEqual([{ id: 't1', name: 'League 2023' }]);
    expect(tournaments.has('secret')).toBe(false);
  });
});

describe('searchTeamsAndPlayers (home search, issue 23)', () => {
  it.each(['', '  '])('searches nothing for blank text "%s"', (q) => {
    expect(searchTeamsAndPlayers(q, teams, tournaments)).toBeNull();
  });

  it('finds teams of a public tournament by name, trimmed and case-insensitive, by name; never a team only in private ones', () => {
    const found = searchTeamsAndPlayers('  ARSENAL ', teams, tournaments)!;
    expect(found.teams.map((t) => t.name)).toEqual(['Arsenal Academy', 'Arsenal FC']);
    expect(found.teams[1]).toEqual({
      id: 'ars',
      name: 'Arsenal FC',
      organizerId: 'o1',
      logo: '/media/ars.png',
      tournaments: [
        { id: 't3', name: 'Cup 2024' },
        { id: 't1', name: 'League 2023' },
      ],
    });
  });

  it('finds public players by full name with their team and position; never hidden ones or those of a private team', () => {
    expect(searchTeamsAndPlayers('arsen', teams, tournaments)!.players).toEqual([{ id: 'p4', name: 'Arsen Junior', position: 'Forward', teamId: 'ars2', teamName: 'Arsenal Academy' }]);
    expect(searchTeamsAndPlayers('erling haa', teams, tournaments)!.players.map((p) => p.id)).toEqual(['p1']);
    expect(searchTeamsAndPlayers('hidden', teams, tournaments)!.players).toEqual([]);
  });

  it('names at most three tournaments on a card, the first given', () => {
    const many = publicTournamentsByTeam(['a', 'b', 'c', 'd'].map((id) => ({ id, name: `Season ${id}`, visibility: 'public' as const, teamIds: ['mc'] })));
    expect(searchTeamsAndPlayers('city', teams, many)!.teams[0]!.tournaments.map((t) => t.id)).toEqual(['a', 'b', 'c']);
  });

  it('copes with a team stored without a squad', () => {
    expect(searchTeamsAndPlayers('x', [{ id: 'x', name: 'X', organizerId: 'o' }], new Map([['x', [{ id: 't', name: 'T' }]]]))).toEqual({
      teams: [{ id: 'x', name: 'X', organizerId: 'o', tournaments: [{ id: 't', name: 'T' }] }],
      players: [],
    });
  });
});
