import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './gateway-process';

/** One match of test-data/worldcup-2022.json (openfootball/worldcup.json, public domain). */
interface WorldCupMatch {
  round: string;
  team1: string;
  team2: string;
  score: { ft: [number, number]; et?: [number, number]; p?: [number, number] };
  /** "Group A"… on group matches only. */
  group?: string;
}

/** The FIFA World Cup 2022 from the repository's own test data (never ../shared). */
const worldCup = JSON.parse(fs.readFileSync(path.join(ROOT, 'test-data', 'worldcup-2022.json'), 'utf8')) as { matches: WorldCupMatch[] };

const groupMatches = worldCup.matches.filter((m) => m.group !== undefined);

/** The eight groups' letters and teams, in the file's order of first appearance. */
export const worldCupGroups: { letter: string; teams: string[] }[] = [...new Set(groupMatches.map((m) => m.group!.replace('Group ', '')))].sort().map((letter) => ({
  letter,
  teams: [...new Set(groupMatches.filter((m) => m.group === `Group ${letter}`).flatMap((m) => [m.team1, m.team2]))],
}));

/**
 * The group results as a Groups + Knockout cup's fixtures file (`group` column; issue 24) for the groups
 * given: `round,date,time,home,away,homeGoals,awayGoals,group`.
 */
export function worldCupGroupsCsv(letters: readonly string[]): string {
  const rows = groupMatches
    .filter((m) => letters.includes(m.group!.replace('Group ', '')))
    .map((m) => ['', '', '', m.team1, m.team2, m.score.ft[0], m.score.ft[1], m.group!].join(','));
  return ['round,date,time,home,away,homeGoals,awayGoals,group', ...rows].join('\r\n');
}
