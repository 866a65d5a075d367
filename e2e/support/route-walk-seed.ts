import type { RemoteRoute } from '../../shell/src/features/routing/route-table';
import { uniqueName } from './api';
import type { SeededOrganizer } from './fixtures';
import { seedTeams, seedTournament } from './seed-tournament';

/**
 * Data for tests that walk every page of the route table: one public league + playoffs tournament of
 * four teams with a complete league (so it has a real table), a started bracket (a semifinal decided on
 * penalties, one to play, a final between placeholders) and one league match with goals, lineups,
 * kick-off and venue; its home team and one of that team's players give the team and player pages.
 */
export interface RouteWalkSeed {
  organizerName: string;
  tournamentId: string;
  tournamentName: string;
  matchId: string;
  matchTitle: string;
  teamId: string;
  teamName: string;
  playerId: string;
  playerName: string;
  /** The four teams in seeding order: the semifinals are 1st v 4th and 2nd v 3rd. */
  teamNames: [string, string, string, string];
}

const SQUAD = [
  { firstName: 'Ada', lastName: 'Keeper', position: 'Goalkeeper', number: 1 },
  { firstName: 'Bo', lastName: 'Back', position: 'Defender', number: 4 },
  { firstName: 'Cy', lastName: 'Striker', position: 'Forward', number: 9 },
];

export async function seedRouteWalk(baseURL: string, organizer: SeededOrganizer, workerIndex: number): Promise<RouteWalkSeed> {
  const names = ['Rovers', 'United', 'Athletic', 'Wanderers'].map((name) => uniqueName(name, workerIndex));
  const teams = await seedTeams(baseURL, organizer, names.map((name) => ({ name, players: SQUAD })));
  const [a, b, c, d] = teams.map((team) => team.id) as [string, string, string, string];
  const [home, away] = [teams[0]!, teams[1]!];
  // The bracket names its games, so they get ids of our own.
  const gameId = (game: string) => `match_${Date.now()}_${game}_${workerIndex}${Math.random().toString(36).slice(2, 6)}`;
  const [semi1, semi2, final] = [gameId('semi1'), gameId('semi2'), gameId('final')];
  const knockout = { isPlayoff: true } as const;
  const tournamentName = uniqueName('Walk Cup', workerIndex);
  const { tournamentId, matchIds } = await seedTournament(baseURL, organizer, {
    name: tournamentName,
    teamIds: [a, b, c, d],
    visibility: 'public',
    format: { mode: 'league_playoff', rounds: 1, playoffQualifiers: 4 },
    playoffBracket: [
      { round: 0, matches: [{ matchId: semi1, homeTeamId: a, awayTeamId: d }, { matchId: semi2, homeTeamId: b, awayTeamId: c }] },
      { round: 1, matches: [{ matchId: final, homeTeamId: 'winner-1', awayTeamId: 'winner-2' }] },
    ],
    matches: [
      {
        round: 1,
        homeTeamId: a,
        awayTeamId: b,
        homeGoals: 2,
        awayGoals: 1,
        dateISO: '2026-03-14',
        time: '15:00',
        venue: 'Riverside Ground',
        status: 'finished',
        goals: [
          { team: 'home', playerId: home.players['Cy Striker']!, minute: 12, type: 'goal', assistPlayerId: home.players['Bo Back']! },
          { team: 'away', playerId: away.players['Cy Striker']!, minute: 40, type: 'goal' },
          { team: 'home', playerId: home.players['Bo Back']!, minute: 77, type: 'penalty' },
        ],
        lineups: { home: { starting: Object.values(home.players), substitutes: [] }, away: { starting: Object.values(away.players), substitutes: [] } },
      },
      { round: 1, homeTeamId: c, awayTeamId: d, homeGoals: 0, awayGoals: 0 },
      { round: 2, homeTeamId: a, awayTeamId: c, homeGoals: 1, awayGoals: 0, dateISO: '2026-03-21' },
      { round: 2, homeTeamId: b, awayTeamId: d, homeGoals: 3, awayGoals: 1 },
      { round: 3, homeTeamId: d, awayTeamId: a, homeGoals: 1, awayGoals: 1 },
      { round: 3, homeTeamId: b, awayTeamId: c, homeGoals: 2, awayGoals: 2 },
      { ...knockout, id: semi1, round: 4, playoffRound: 0, playoffMatch: 0, homeTeamId: a, awayTeamId: d, homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 },
      { ...knockout, id: semi2, round: 4, playoffRound: 0, playoffMatch: 1, homeTeamId: b, awayTeamId: c, dateISO: '2030-05-01', time: '18:30' },
      { ...knockout, id: final, round: 5, playoffRound: 1, playoffMatch: 0, homeTeamId: 'winner-1', awayTeamId: 'winner-2' },
    ],
  });
  return {
    organizerName: organizer.name,
    tournamentId,
    tournamentName,
    matchId: matchIds[0]!,
    matchTitle: `${names[0]} vs ${names[1]}`,
    teamId: a,
    teamName: names[0]!,
    playerId: home.players['Cy Striker']!,
    playerName: 'Cy Striker',
    teamNames: names as [string, string, string, string],
  };
}

/**
 * The route's pattern with the seeded values in place; `:id` takes its meaning from the segment before
 * it. A parameter the seed has no value for throws, naming it.
 */
export function routePath(pattern: string, seed: RouteWalkSeed): string {
  const values: Record<string, string> = {
    orgName: seed.organizerName,
    tournamentId: seed.tournamentId,
    matchId: seed.matchId,
    teamId: seed.teamId,
    playerId: seed.playerId,
    'tournaments/:id': seed.tournamentId,
    'teams/:id': seed.teamId,
    'players/:id': seed.playerId,
  };
  const segments = pattern.split('/');
  return segments
    .map((segment, i) => {
      if (!segment.startsWith(':')) return segment;
      const value = segment === ':id' ? values[`${segments[i - 1]}/:id`] : values[segment.slice(1)];
      if (value === undefined) throw new Error(`The route walk seeds no value for ${segment} of ${pattern}`);
      return encodeURIComponent(value);
    })
    .join('/');
}

/** Each screen's level-1 heading with the seed (a screen added to the table fails the typecheck here). */
export function screenHeading(screen: RemoteRoute['screen'], seed: RouteWalkSeed): string {
  const headings: Record<RemoteRoute['screen'], string> = {
    HomeScreen: 'Find tournaments and organizers',
    DashboardScreen: 'Admin Panel',
    OrganizersScreen: 'Organizers Management',
    AllTournamentsScreen: 'All Tournaments',
    TournamentsScreen: 'Manage Tournaments',
    NewTournamentScreen: 'Create Tournament',
    TournamentDetailScreen: seed.tournamentName,
    PublicTournamentScreen: seed.tournamentName,
    PitchBoardScreen: 'Now and next on each pitch',
    MatchDetailScreen: seed.matchTitle,
    PublicMatchScreen: seed.matchTitle,
    TeamsScreen: 'Manage Teams',
    RefereesScreen: 'Referees',
    TeamDetailScreen: seed.teamName,
    PublicTeamScreen: seed.teamName,
    PlayerDetailScreen: seed.playerName,
    PublicPlayerScreen: seed.playerName,
    CalendarScreen: 'Match Calendar',
    EmbedScreen: 'Embed a match centre',
    SecurityScreen: 'Security',
    ScoreScreen: 'Scorekeeper',
  };
  return headings[screen];
}
