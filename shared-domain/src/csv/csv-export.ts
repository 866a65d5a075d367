import type { Tournament } from '../competition/entities';
import { computeStandings, goalDifference } from '../league/standings';
import type { Match } from '../match/entities';
import { isGoalSet } from '../match/scores';
import { writeCsv } from './csv-table';
import { FIXTURES_CSV_COLUMNS } from './fixtures-csv';
import { fileNameSlug } from '../common/file-name-slug';

/** The columns of the standings download. */
const STANDINGS_CSV_COLUMNS = ['position', 'team', 'played', 'won', 'drawn', 'lost', 'goalsFor', 'goalsAgainst', 'goalDifference', 'points'] as const;

/** How a team id is written in a file (the name the pages show). */
type NameOf = (teamId: string) => string;

/**
 * The standings download: the table the tournament pages show (computeStandings with the tournament's
 * tie-breakers), one team per row, position from 1.
 * @example standingsCsv({ teamIds: ['a', 'b'], format: { mode: 'league' } }, [{ homeTeamId: 'a', awayTeamId: 'b', homeGoals: 2, awayGoals: 1, ... }], (id) => id.toUpperCase())
 * // 'position,team,played,won,drawn,lost,goalsFor,goalsAgainst,goalDifference,points\r\n1,A,1,1,0,0,2,1,1,3\r\n2,B,1,0,0,1,1,2,-1,0'
 */
export function standingsCsv(tournament: Pick<Tournament, 'teamIds' | 'format'>, matches: readonly Match[], nameOf: NameOf): string {
  const rows = computeStandings(tournament.teamIds, matches, { tieBreakers: tournament.format.tieBreakers }).map((row, index) => [
    index + 1,
    nameOf(row.teamId),
    row.played,
    row.won,
    row.drawn,
    row.lost,
    row.goalsFor,
    row.goalsAgainst,
    goalDifference(row),
    row.points,
  ]);
  return writeCsv(STANDINGS_CSV_COLUMNS, rows);
}

/** A stored date as the file's YYYY-MM-DD (older items may hold a full ISO date-time). */
const dayOf = (dateISO: string | undefined) => (dateISO ?? '').slice(0, 10);

/**
 * The fixtures download, in the import's format (`round,date,time,home,away,homeGoals,awayGoals`), so
 * a downloaded file, edited, imports back: the league fixtures by round, then by date and time
 * (undated last), empty cells where nothing is set. Playoff games are left out (the import is for the league).
 * @example fixturesCsv([{ round: 1, homeTeamId: 'a', awayTeamId: 'b', dateISO: '2022-08-05', time: '20:00', homeGoals: 0, awayGoals: 2, ... }], (id) => id)
 * // 'round,date,time,home,away,homeGoals,awayGoals\r\n1,2022-08-05,20:00,a,b,0,2'
 */
export function fixturesCsv(matches: readonly Match[], nameOf: NameOf): string {
  const kickOff = (m: Match) => `${dayOf(m.dateISO)} ${m.time ?? ''}`;
  const byKickOff = (a: Match, b: Match) => Number(!a.dateISO) - Number(!b.dateISO) || kickOff(a).localeCompare(kickOff(b));
  const league = matches.filter((m) => !m.isPlayoff).sort((a, b) => a.round - b.round || byKickOff(a, b));
  const rows = league.map((m) => [
    m.round,
    dayOf(m.dateISO),
    m.time ?? '',
    nameOf(m.homeTeamId),
    nameOf(m.awayTeamId),
    isGoalSet(m.homeGoals) ? m.homeGoals : '',
    isGoalSet(m.awayGoals) ? m.awayGoals : '',
  ]);
  return writeCsv(FIXTURES_CSV_COLUMNS, rows);
}

/**
 * The download's file name: the tournament's name in lower case, words joined by hyphens.
 * @example csvFileName('Premier League 2022/23', 'standings') // 'premier-league-2022-23-standings.csv'
 * @example csvFileName('Liga Atlético', 'fixtures') // 'liga-atletico-fixtures.csv'
 * @example csvFileName('⚽', 'fixtures') // 'tournament-fixtures.csv'
 */
export function csvFileName(tournamentName: string, kind: 'standings' | 'fixtures'): string {
  return `${fileNameSlug(tournamentName, 'tournament')}-${kind}.csv`;
}
