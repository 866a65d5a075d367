import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createDefaultPlayer,
  createTeam,
  createTournament,
  fixturesToMatches,
  publicTournamentDocument,
  type GoalEvent,
  type PublicTournamentDocument,
} from 'shared-domain';

/** test-data/premier-league-2022-23.json as read here: the 380 results and the final table's team names. */
interface Season {
  matches: Array<{ round: number; date: string; homeTeam: string; awayTeam: string; homeGoals: number; awayGoals: number }>;
  finalTable: Array<{ team: string }>;
}

const SEASON_FILE = fileURLToPath(new URL('../../test-data/premier-league-2022-23.json', import.meta.url));
const CREATED = '2022-08-01T00:00:00.000Z';
const SQUAD = 25;

/**
 * The real 2022/23 Premier League as its public document (20 teams × 25 public players, 380 results, each
 * goal credited to a squad player), written the way the app writes it: teams from createTeam, the tournament
 * from createTournament, matches from its fixtures, then the public document the gateway serves.
 * `name` names the tournament (a fresh name gives a fresh document version).
 */
export function premierLeagueDocument(name = 'Premier League 2022/23'): PublicTournamentDocument {
  const season = JSON.parse(fs.readFileSync(path.resolve(SEASON_FILE), 'utf8')) as Season;
  const names = season.finalTable.map((row) => row.team).sort();
  const organizer = { id: 'org_pl', name: 'Premier League' };
  const teams = names.map((teamName, index) => {
    const team = createTeam({ name: teamName, colors: ['#6CABDD', '#1C2C5B'] }, { id: `team_${index}`, organizerId: organizer.id, createdAtISO: CREATED });
    if (!team) throw new Error(`no team for ${teamName}`);
    const players = Array.from({ length: SQUAD }, (_, i) => ({ ...createDefaultPlayer(`player_${index}_${i}`, CREATED), firstName: `Player ${i}`, lastName: teamName, number: i + 1 }));
    return { ...team, players };
  });
  const teamIndex = (teamName: string) => names.indexOf(teamName);
  const tournament = createTournament(
    { name, teamIds: teams.map((t) => t.id), format: { mode: 'league', rounds: 2, tieBreakers: 'premier-league' } },
    { id: 'tournament_pl', organizerId: organizer.id, createdAtISO: CREATED },
  );
  if (!tournament) throw new Error('no tournament');
  const owner = { tournamentId: tournament.id, organizerId: organizer.id };
  // Each goal goes to one of a team's front players, in a fixed order, so the scorer table is a real one.
  const goals = (matchIndex: number, side: 'home' | 'away', team: number, count: number): GoalEvent[] =>
    Array.from({ length: count }, (_, g) => ({
      id: `goal_${matchIndex}_${side}_${g}`,
      team: side,
      playerId: `player_${team}_${(matchIndex + g) % 11}`,
      minute: 10 + g * 15,
      type: 'goal',
      goalNumber: g + 1,
    }));
  const matches = season.matches.map((m, i) => {
    const home = teamIndex(m.homeTeam);
    const away = teamIndex(m.awayTeam);
    const [match] = fixturesToMatches([{ round: m.round, homeTeamId: `team_${home}`, awayTeamId: `team_${away}` }], owner, () => `match_${i}`);
    return {
      ...match!,
      homeGoals: m.homeGoals,
      awayGoals: m.awayGoals,
      dateISO: m.date,
      time: '15:00',
      status: 'finished' as const,
      goals: [...goals(i, 'home', home, m.homeGoals), ...goals(i, 'away', away, m.awayGoals)],
    };
  });
  const document = publicTournamentDocument({ tournament: { ...tournament, visibility: 'public' }, matches, teams, organizer });
  if (!document) throw new Error('the league is not public');
  return document;
}
