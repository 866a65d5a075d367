import { readSeason } from './premier-league-season';

// CSV files the import specs upload, built from the repository's own test data (never ../shared).

/** The 2022/23 Premier League season of test-data/: 380 results and the official table. */
export const premierLeague = readSeason();

/** One CSV line. The test data has no comma, quote or line break in a value, so none needs quoting (checked). */
function csvLine(values: readonly (string | number)[]): string {
  for (const value of values) if (/[",\r\n]/.test(String(value))) throw new Error(`${value} would need quoting`);
  return values.join(',');
}

const csv = (header: string, rows: (string | number)[][]) => [header, ...rows.map(csvLine)].join('\r\n');

type SeasonMatch = (typeof premierLeague.matches)[number];

/**
 * The season as the fixtures import reads it: `round,date,time,home,away,homeGoals,awayGoals`. The test data
 * has no kick-off times: every time cell is empty unless `timeOf` gives one.
 */
export function seasonFixturesCsv(timeOf: (match: SeasonMatch) => string = () => ''): string {
  return csv(
    'round,date,time,home,away,homeGoals,awayGoals',
    premierLeague.matches.map((m) => [m.round, m.date, timeOf(m), m.homeTeam, m.awayTeam, m.homeGoals, m.awayGoals]),
  );
}

/** The season's 20 teams, alphabetically. */
export function seasonTeams(): string[] {
  return [...new Set(premierLeague.matches.map((m) => m.homeTeam))].sort();
}

const POSITIONS = ['Goalkeeper', 'Defender', 'Defender', 'Defender', 'Defender', 'Midfielder', 'Midfielder', 'Midfielder', 'Forward', 'Forward', 'Forward'];

/**
 * A teams file with an eleven per team (the test data has no players): numbers 1 to 11, a keeper,
 * four defenders, three midfielders and three forwards, each with a date of birth.
 */
export function squadsCsv(teams: readonly string[]): string {
  const rows = teams.flatMap((team) => POSITIONS.map((position, i) => [team, 'Player', `${i + 1} ${team.split(' ')[0]}`, i + 1, position, `199${i % 10}-0${(i % 9) + 1}-15`]));
  return csv('team,firstName,lastName,number,position,dateOfBirth', rows);
}

/** A file for Playwright's setInputFiles. */
export const csvUpload = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
