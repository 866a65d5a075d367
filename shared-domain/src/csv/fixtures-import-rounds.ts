import type { Match } from '../match/entities';
import type { CsvProblem } from './csv-table';
import type { LeagueForImport, MatchedRow } from './fixtures-import-match';

/** A team's game in a round once the file is imported: the match and the file's line that puts it there (if any). */
interface RoundEntry {
  match: Match;
  line: number | null;
  moved: boolean;
}

const clashText = (team: string, round: number, home: string, away: string, line: number | null) =>
  `${team} already plays in round ${round}: ${home} v ${away} (${line === null ? 'not in this file' : `line ${line}`}). A team plays once per round.`;

/**
 * Rows that would make a team play twice in one round (generated leagues never do; "Tour N" lists one
 * game per team). With the file's rounds applied, each round's games are read team by team: the games
 * that stay where they were come first, then the file's rows by line; every later game that the file
 * moved into that round is a problem of its row, naming the game already there. Games the file does not
 * move are never a problem of the file.
 * @example roundClashes([{ row: { line: 3, round: 1, ... }, match: cheVsEve }], league) // [] unless Chelsea or Everton already play in round 1
 */
export function roundClashes(matched: readonly MatchedRow[], league: LeagueForImport): CsvProblem[] {
  const rowOf = new Map(matched.map((m) => [m.match.id, m.row]));
  const nameOf = (id: string) => league.teams.find((t) => t.id === id)?.name ?? id;
  const rounds = new Map<number, Map<string, RoundEntry[]>>();
  for (const match of league.matches) {
    if (match.isPlayoff) continue;
    const row = rowOf.get(match.id);
    const round = row?.round ?? match.round;
    const entry: RoundEntry = { match, line: row?.line ?? null, moved: round !== match.round };
    const teams = rounds.get(round) ?? new Map<string, RoundEntry[]>();
    rounds.set(round, teams);
    for (const team of [match.homeTeamId, match.awayTeamId]) teams.set(team, [...(teams.get(team) ?? []), entry]);
  }
  const problems = new Map<number, CsvProblem>();
  for (const [round, teams] of rounds) {
    for (const [team, entries] of teams) {
      const [first, ...later] = [...entries].sort((a, b) => Number(a.moved) - Number(b.moved) || (a.line ?? 0) - (b.line ?? 0));
      for (const entry of later) {
        if (!entry.moved || entry.line === null || problems.has(entry.line) || !first) continue;
        const reason = clashText(nameOf(team), round, nameOf(first.match.homeTeamId), nameOf(first.match.awayTeamId), first.line);
        problems.set(entry.line, { line: entry.line, column: 'round', reason });
      }
    }
  }
  return [...problems.values()];
}
