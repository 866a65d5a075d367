import type { GoalEvent, Lineups } from 'shared-domain';
import { readSeason } from './premier-league-season';
import type { SeededOrganizer } from './fixtures';
import { seedTeams, seedTournament } from './seed-tournament';

/**
 * A realistic league for layout tests: the real 2022/23 Premier League (20 teams, names up to
 * "Wolverhampton Wanderers FC"), squads of 25 with long-ish names, 30 rounds played and 8 still to
 * play, and one match with goals, lineups, statistics and texts, so every screen shows what it would
 * in mid-season rather than an empty state.
 */

export interface PhoneSeason {
  tournamentId: string;
  tournamentName: string;
  teamId: string;
  teamName: string;
  playerId: string;
  playerName: string;
  /** A second tournament: four of the clubs in a league + playoffs whose semi-finals are played. */
  cup: { tournamentId: string; name: string };
  /** The detailed match (goals, lineups, statistics) and its title, "Home vs Away". */
  matchId: string;
  matchTitle: string;
}

const FIRST_NAMES = [
  'Alexander', 'Bartholomew', 'Christopher', 'Dominik', 'Emiliano', 'Fernando', 'Gianluigi', 'Hakim', 'Ilkay', 'Jean-Philippe',
  'Kalvin', 'Lisandro', 'Maximilian', 'Nathaniel', 'Oleksandr', 'Pierre-Emerick', 'Quentin', 'Rodrigo', 'Sebastian', 'Thiago',
  'Valentino', 'Wojciech', 'Xherdan', 'Youssouf', 'Zlatko',
];
const LAST_NAMES = [
  'Alexander-Arnold', 'Aubameyang', 'Calvert-Lewin', 'Doucouré', 'Hojbjerg', 'Fernandes', 'Gyökeres', 'Hernández', 'Iheanacho',
  'Kovačić', 'Lewandowski', 'Mac Allister', 'Oxlade-Chamberlain', 'Pellistri', 'Ramsdale', 'Szczęsny', 'Trossard', 'Van de Beek',
  'Wan-Bissaka', 'Zinchenko', 'Mitrović', 'Ødegaard', 'Schär', 'Tielemans', 'Ward-Prowse',
];
const POSITIONS = ['Goalkeeper', 'Defender', 'Defender', 'Defender', 'Defender', 'Midfielder', 'Midfielder', 'Midfielder', 'Forward', 'Forward'];
const PLAYED_ROUNDS = 30;

function squad(teamIndex: number) {
  return FIRST_NAMES.map((firstName, i) => ({
    firstName,
    lastName: LAST_NAMES[(i + teamIndex) % LAST_NAMES.length]!,
    position: POSITIONS[i % POSITIONS.length]!,
    number: i + 1,
  }));
}

/** Eleven starters and five substitutes from a squad's ids, in squad order. */
function lineupSide(playerIds: string[]): Lineups['home'] {
  return { starting: playerIds.slice(0, 11), substitutes: playerIds.slice(11, 16) };
}

function statistics(shots: number, possession: number) {
  return { shots, shotsOnTarget: Math.round(shots / 2), corners: 7, fouls: 12, yellowCards: 2, redCards: 0, possession };
}

const CUP_CLUBS = ['Manchester City FC', 'Wolverhampton Wanderers FC', 'Brighton & Hove Albion FC', 'Manchester United FC'] as const;

/**
 * A league + playoffs of four clubs with its bracket under way: the league played, City beat Wolves on
 * penalties and United beat Brighton in the semi-finals, the final to play (bracket, Qualified badges).
 */
async function seedCup(baseURL: string, organizer: SeededOrganizer, idOf: (name: string) => string): Promise<PhoneSeason['cup']> {
  const [city, wolves, brighton, united] = CUP_CLUBS.map(idOf) as [string, string, string, string];
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const [semi1, semi2, final] = ['semi1', 'semi2', 'final'].map((slot) => `match_${unique}_${slot}`) as [string, string, string];
  const league = [
    [city, wolves, 3, 0], [brighton, united, 1, 1], [city, brighton, 2, 1],
    [wolves, united, 0, 2], [united, city, 1, 1], [brighton, wolves, 2, 2],
  ] as const;
  const knockout = { isPlayoff: true, round: 4, playoffRound: 0 };
  const name = 'Premier League Summer Series 2023 · Semi-finals';
  const { tournamentId } = await seedTournament(baseURL, organizer, {
    name,
    teamIds: [city, wolves, brighton, united],
    visibility: 'public',
    format: { mode: 'league_playoff', rounds: 1, playoffQualifiers: 4 },
    playoffBracket: [
      { round: 0, matches: [{ matchId: semi1, homeTeamId: city, awayTeamId: wolves }, { matchId: semi2, homeTeamId: united, awayTeamId: brighton }] },
      { round: 1, matches: [{ matchId: final, homeTeamId: 'winner-1', awayTeamId: 'winner-2' }] },
    ],
    matches: [
      ...league.map(([homeTeamId, awayTeamId, homeGoals, awayGoals], i) => ({ round: Math.floor(i / 2) + 1, homeTeamId, awayTeamId, homeGoals, awayGoals })),
      { ...knockout, id: semi1, playoffMatch: 0, homeTeamId: city, awayTeamId: wolves, homeGoals: 1, awayGoals: 1, homePenalties: 5, awayPenalties: 4 },
      { ...knockout, id: semi2, playoffMatch: 1, homeTeamId: united, awayTeamId: brighton, homeGoals: 2, awayGoals: 0 },
      { ...knockout, id: final, round: 5, playoffRound: 1, playoffMatch: 0, homeTeamId: 'winner-1', awayTeamId: 'winner-2' },
    ],
  });
  return { tournamentId, name };
}

export async function seedPhoneSeason(baseURL: string, organizer: SeededOrganizer): Promise<PhoneSeason> {
  const season = readSeason();
  const names = season.finalTable.map((row) => row.team).sort();
  const teams = await seedTeams(baseURL, organizer, names.map((name, index) => ({ name, players: squad(index) })));
  const idOf = (name: string) => teams[names.indexOf(name)]!.id;
  const squadIds = (name: string) => Object.values(teams[names.indexOf(name)]!.players);

  // The season's first match (Crystal Palace 0–2 Arsenal) carries every match detail.
  const [detailed, ...rest] = season.matches;
  const arsenal = squadIds(detailed!.awayTeam);
  const goals: Omit<GoalEvent, 'id' | 'goalNumber'>[] = [
    { team: 'away', playerId: arsenal[9]!, minute: 20, type: 'goal', assistPlayerId: arsenal[14]! },
    { team: 'away', playerId: arsenal[8]!, minute: 85, type: 'own_goal' },
  ];
  const tournamentName = `${season.competition} · Matchday ${PLAYED_ROUNDS}`;
  const { tournamentId, matchIds } = await seedTournament(baseURL, organizer, {
    name: tournamentName,
    teamIds: names.map(idOf),
    visibility: 'public',
    format: { mode: 'league', rounds: 2, tieBreakers: 'premier-league' },
    matches: [
      {
        round: detailed!.round,
        homeTeamId: idOf(detailed!.homeTeam),
        awayTeamId: idOf(detailed!.awayTeam),
        homeGoals: detailed!.homeGoals,
        awayGoals: detailed!.awayGoals,
        dateISO: detailed!.date,
        time: '20:00',
        venue: 'Selhurst Park, London',
        referee: 'Anthony Taylor',
        status: 'finished',
        goals,
        lineups: { home: lineupSide(squadIds(detailed!.homeTeam)), away: lineupSide(arsenal) },
        statistics: { home: statistics(10, 44), away: statistics(14, 56) },
        preview: 'Arsenal open the season at Selhurst Park.',
        report: 'A first-half header and a late own goal give Arsenal the points.',
      },
      ...rest.map((m) => ({
        round: m.round,
        homeTeamId: idOf(m.homeTeam),
        awayTeamId: idOf(m.awayTeam),
        dateISO: m.date,
        ...(m.round <= PLAYED_ROUNDS ? { homeGoals: m.homeGoals, awayGoals: m.awayGoals } : {}),
      })),
    ],
  });
  const longest = names.reduce((a, b) => (b.length > a.length ? b : a));
  const [playerName, playerId] = Object.entries(teams[names.indexOf(longest)]!.players)[15]!;
  const cup = await seedCup(baseURL, organizer, idOf);
  return { tournamentId, tournamentName, cup, teamId: idOf(longest), teamName: longest, playerId, playerName, matchId: matchIds[0]!, matchTitle: `${detailed!.homeTeam} vs ${detailed!.awayTeam}` };
}
