import { apiCreateOrganizer } from '../support/api';
import type { Season } from '../support/premier-league-season';
import { seedTeams, seedTournament, type SeedTeamInput } from '../support/seed-tournament';

export interface SeededSeason {
  organizer: { name: string; email: string; password: string };
  tournamentId: string;
  tournamentName: string;
  /** Team id by name. */
  teamIds: Record<string, string>;
  /** One public player of Manchester City, for the player page. */
  player: { id: string; name: string };
  /** The season's first match (Crystal Palace 0–2 Arsenal), for the public match page. */
  match: { id: string; homeTeam: string; awayTeam: string; homeGoals: number; awayGoals: number };
  /**
   * A match the champion did not play, with a winner: the bench rewrites its result (one more goal for
   * the winner, or back) to make the season's document new without changing any team's points.
   */
  rewritable: { id: string; home: boolean; homeGoals: number; awayGoals: number };
}

export const CHAMPION = 'Manchester City FC';

// The data has no squads: 25 players per team from fixed name lists, so every run seeds the same names.
const FIRST_NAMES = ['Alex', 'Ben', 'Carl', 'Dan', 'Eli', 'Finn', 'Gabe', 'Hugo', 'Ivan', 'Jack', 'Kai', 'Leo', 'Max', 'Nico', 'Owen', 'Paul', 'Quinn', 'Ray', 'Sam', 'Tom', 'Uri', 'Vic', 'Will', 'Xavi', 'Yann'];
const LAST_NAMES = ['Adams', 'Baker', 'Clark', 'Davis', 'Evans', 'Foster', 'Green', 'Hughes', 'Irwin', 'Jones', 'King', 'Lewis', 'Moore', 'Nash', 'Owens', 'Price', 'Quincy', 'Reid', 'Smith', 'Turner', 'Upton', 'Vance', 'Walker', 'Young', 'Zane'];
const POSITIONS = ['Goalkeeper', 'Defender', 'Defender', 'Defender', 'Defender', 'Midfielder', 'Midfielder', 'Midfielder', 'Forward', 'Forward'];

/** Team `teamIndex`'s squad: numbers 1–25, names and positions that depend only on the indexes. */
function squad(teamIndex: number): SeedTeamInput['players'] {
  return FIRST_NAMES.map((firstName, i) => ({
    firstName,
    lastName: LAST_NAMES[(i + teamIndex) % LAST_NAMES.length]!,
    position: POSITIONS[i % POSITIONS.length]!,
    number: i + 1,
  }));
}

/**
 * Writes the 2022/23 Premier League through the gateway as its organizer would: 20 teams of 25 public
 * players, then a public double round robin league (Premier League tie-breakers) with all 380 results.
 */
export async function seedPremierLeague(baseURL: string, season: Season): Promise<SeededSeason> {
  const organizer = { name: 'Premier League', email: 'bench@example.com', password: 'bench-password-2023' };
  await apiCreateOrganizer(baseURL, organizer);
  const names = season.finalTable.map((row) => row.team).sort();
  const created = await seedTeams(
    baseURL,
    organizer,
    names.map((name, index) => ({ name, players: squad(index) })),
  );
  const teamIds = Object.fromEntries(names.map((name, index) => [name, created[index]!.id]));
  const tournamentName = 'Premier League 2022/23';
  const { tournamentId, matchIds } = await seedTournament(baseURL, organizer, {
    name: tournamentName,
    teamIds: names.map((name) => teamIds[name]!),
    visibility: 'public',
    format: { mode: 'league', rounds: 2, tieBreakers: 'premier-league' },
    matches: season.matches.map((m) => ({
      round: m.round,
      homeTeamId: teamIds[m.homeTeam]!,
      awayTeamId: teamIds[m.awayTeam]!,
      homeGoals: m.homeGoals,
      awayGoals: m.awayGoals,
      dateISO: m.date,
    })),
  });
  const cityPlayers = created[names.indexOf(CHAMPION)]!.players;
  const [playerName, playerId] = Object.entries(cityPlayers)[8]!;
  const first = season.matches[0]!;
  const other = season.matches.findIndex((m, i) => i > 0 && m.homeTeam !== CHAMPION && m.awayTeam !== CHAMPION && m.homeGoals !== m.awayGoals);
  const rewritten = season.matches[other]!;
  return {
    organizer,
    tournamentId,
    tournamentName,
    teamIds,
    player: { id: playerId, name: playerName },
    match: { id: matchIds[0]!, ...first },
    rewritable: { id: matchIds[other]!, home: rewritten.homeGoals > rewritten.awayGoals, homeGoals: rewritten.homeGoals, awayGoals: rewritten.awayGoals },
  };
}
