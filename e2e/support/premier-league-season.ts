import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './gateway-process';

/** The shape of test-data/premier-league-2022-23.json (test-data/README.md): 380 results and the official table. */
export interface Season {
  competition: string;
  matches: Array<{ round: number; date: string; homeTeam: string; awayTeam: string; homeGoals: number; awayGoals: number }>;
  /** The official final table, one row per team: position, played, won, drawn, lost, goals and points. */
  finalTable: Array<{ team: string } & Record<'position' | 'played' | 'won' | 'drawn' | 'lost' | 'goalsFor' | 'goalsAgainst' | 'points', number>>;
}

/** The 2022/23 Premier League season from the repository's own test data (never ../shared). */
export function readSeason(): Season {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'test-data', 'premier-league-2022-23.json'), 'utf8')) as Season;
}
