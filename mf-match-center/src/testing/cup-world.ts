// Test helpers for playoff games in the match centre: a four-team cup whose semi-finals feed a final.
import { installMemoryStorage, signInForTest, type MemoryStorage } from 'shared-data/testing';
import type { Match, Team, Tournament } from 'shared-domain';

const team = (id: string, name: string, playerId: string, firstName: string, lastName: string): Team => ({
  id,
  name,
  colors: ['#f00'],
  organizerId: 'org_1',
  createdAtISO: '',
  players: [{ id: playerId, firstName, lastName, position: 'Forward', number: 9, isPublic: true, createdAtISO: '' }],
});

const teams: Team[] = [
  team('a', 'Arsenal', 'p1', 'Bukayo', 'Saka'),
  team('b', 'Brentford', 'p2', 'Ivan', 'Toney'),
  team('c', 'Chelsea', 'p3', 'Cole', 'Palmer'),
  team('d', 'Derby', 'p4', 'Jerry', 'Yates'),
];

/** Semi-finals s1 (Arsenal v Derby) and s2 (Brentford v Chelsea); the final f is winner-1 v winner-2. */
const cup: Tournament = {
  id: 't1',
  name: 'Spring Cup',
  format: { mode: 'league_playoff', playoffQualifiers: 4 },
  teamIds: ['a', 'b', 'c', 'd'],
  organizerId: 'org_1',
  createdAtISO: '',
  playoffBracket: [
    { round: 0, matches: [{ matchId: 's1', homeTeamId: 'a', awayTeamId: 'd' }, { matchId: 's2', homeTeamId: 'b', awayTeamId: 'c' }] },
    { round: 1, matches: [{ matchId: 'f', homeTeamId: 'winner-1', awayTeamId: 'winner-2' }] },
  ],
};

const playoffGame = (id: string, round: number, index: number, home: string, away: string) => (result: Partial<Match> = {}): Match => ({
  id,
  tournamentId: 't1',
  organizerId: 'org_1',
  homeTeamId: home,
  awayTeamId: away,
  round: 4 + round,
  isPlayoff: true,
  playoffRound: round,
  playoffMatch: index,
  version: 1,
  ...result,
});

export const semi1 = playoffGame('s1', 0, 0, 'a', 'd');
export const semi2 = playoffGame('s2', 0, 1, 'b', 'c');
export const final = playoffGame('f', 1, 0, 'winner-1', 'winner-2');

/** A fresh in-memory store holding the cup, its four teams and `matches`, with organizer org_1 signed in. */
export function setUpCupStore(matches: Match[]): MemoryStorage {
  const memory = installMemoryStorage();
  memory.seed('teams', teams);
  memory.seed('tournaments', [cup]);
  memory.seed('matches', matches);
  signInForTest({ id: 'u1', role: 'organizer', organizerId: 'org_1' });
  return memory;
}

/** One match as stored now. */
export const storedGame = (memory: MemoryStorage, id: string): Match | undefined => memory.all<Match>('matches').find((m) => m.id === id);

/**
 * A Groups + Knockout cup (issue 24) of the same four teams: Group A (Arsenal, Brentford) and Group B
 * (Chelsea, Derby), one game each (gA, gB), the group winners meeting the other group's runner-up in
 * semi-finals s1 and s2, then the final f. `matches` are stored as given.
 */
export function setUpGroupsKnockoutStore(matches: Match[]): MemoryStorage {
  const memory = setUpCupStore(matches);
  const knockout = {
    rounds: [
      [
        { number: 1, home: 'group-A-1', away: 'group-B-2', matchIds: ['s1'] },
        { number: 2, home: 'group-B-1', away: 'group-A-2', matchIds: ['s2'] },
      ],
      [{ number: 3, home: 'winner-1', away: 'winner-2', matchIds: ['f'] }],
    ],
  };
  const groups = [
    { letter: 'A', teamIds: ['a', 'b'] },
    { letter: 'B', teamIds: ['c', 'd'] },
  ];
  const format: Tournament['format'] = { mode: 'groups_knockout', groupsKnockout: { groupCount: 2, groupLegs: 1, qualifiersPerGroup: 2, knockoutLegs: [], awayGoals: false, thirdPlaceMatch: false, groups, knockout } };
  memory.seed('tournaments', [{ ...cup, format, playoffBracket: undefined }]);
  return memory;
}

/** A game of the Groups + Knockout cup: a group game (`group` set) or a knockout one. */
export const cupGame = (id: string, home: string, away: string, place: Partial<Match>): Match => ({ id, tournamentId: 't1', organizerId: 'org_1', homeTeamId: home, awayTeamId: away, round: 1, version: 1, ...place });
