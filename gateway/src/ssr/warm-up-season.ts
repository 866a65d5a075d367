import { publicTournamentDocument, type Match, type PublicTournamentDocument, type Team } from 'shared-domain';

const ORGANIZER = 'org_warm_up';
const CREATED = '2026-01-01T00:00:00.000Z';
const NAMES = ['Warm-up Rovers', 'Warm-up United', 'Warm-up City', 'Warm-up Athletic'];
/** A single round robin of four teams: the first three games played, the rest to come. */
const PAIRINGS: ReadonlyArray<readonly [home: number, away: number, round: number]> = [
  [0, 1, 1],
  [2, 3, 1],
  [0, 2, 2],
  [1, 3, 2],
  [3, 0, 3],
  [1, 2, 3],
];

function team(name: string, index: number): Team {
  const id = `team_warm_up_${index}`;
  return {
    id,
    name,
    colors: ['#1d4ed8'],
    organizerId: ORGANIZER,
    createdAtISO: CREATED,
    players: [1, 2].map((number) => ({ id: `${id}_player_${number}`, firstName: 'Sam', lastName: `${name} ${number}`, position: 'Forward', number, isPublic: true, createdAtISO: CREATED })),
  };
}

function match([home, away, round]: readonly [number, number, number], index: number, teams: Team[]): Match {
  const played = index < 3;
  const [homeTeam, awayTeam] = [teams[home]!, teams[away]!];
  return {
    id: `match_warm_up_${index}`,
    tournamentId: 'tournament_warm_up',
    organizerId: ORGANIZER,
    homeTeamId: homeTeam.id,
    awayTeamId: awayTeam.id,
    round,
    dateISO: `2026-01-0${round}`,
    time: '15:00',
    status: played ? 'finished' : 'scheduled',
    ...(played
      ? { homeGoals: 2, awayGoals: 1, goals: [{ id: `goal_${index}`, team: 'home' as const, playerId: homeTeam.players[0]!.id, minute: 10 + index, type: 'goal' as const, goalNumber: 1 }] }
      : {}),
  };
}

/**
 * A small public league (four teams, results, a scorer, games to come) that the gateway renders once at start,
 * before its port answers, and throws away: the server builds' code is then compiled, and the first visitor after
 * a restart no longer pays V8's first run of it (~140 ms of a cold Premier League page on this machine).
 * @example warmUpSeason()?.teams.length // → 4
 */
export function warmUpSeason(): PublicTournamentDocument | null {
  const teams = NAMES.map(team);
  return publicTournamentDocument({
    tournament: { id: 'tournament_warm_up', name: 'Warm-up League', format: { mode: 'league', rounds: 1 }, teamIds: teams.map((t) => t.id), organizerId: ORGANIZER, createdAtISO: CREATED, visibility: 'public' },
    matches: PAIRINGS.map((pairing, index) => match(pairing, index, teams)),
    teams,
    organizer: { id: ORGANIZER, name: 'Warm-up FA' },
  });
}
