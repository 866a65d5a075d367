import type { Match } from '../match/entities';
import { scoreChange } from '../match/match-edit';
import { needsPenalties, withPenaltiesRule } from '../match/penalties';
import type { MatchPatch } from '../match/match-patch';
import type { CsvProblem } from './csv-table';
import type { FixturesCsvRow } from './fixtures-csv';
import { matchFixturesRows, type LeagueForImport } from './fixtures-import-match';
import { roundClashes } from './fixtures-import-rounds';

/** The change one row makes to one league match. */
interface PlannedMatchUpdate {
  line: number;
  matchId: string;
  fields: MatchPatch;
}

/** What a fixtures file would do to a league. Nothing is imported while `problems` is not empty. */
export interface FixturesImportPlan {
  updates: PlannedMatchUpdate[];
  /** Rows whose match already holds what they say: nothing to write (a file imported again changes nothing). */
  unchanged: number;
  problems: CsvProblem[];
}

/** The fields of `patch` that differ from the match's stored values. */
function changedFields(match: Match, patch: MatchPatch): MatchPatch {
  return Object.fromEntries(Object.entries(patch).filter(([field, value]) => (match[field as keyof Match] ?? null) !== value));
}

/**
 * A row's changes: its round, date and time as given (an empty time is no time: unlike a date picked in
 * the match row, a file's date never brings 12:00, so nothing shows a kick-off nobody entered; the public
 * pages say "Time to be confirmed"), and the score as the score inputs set it (scoreChange), so standings follow.
 * A knockout game keeps its place in the bracket (the round cell does not move it); its extra time and
 * shoot-out are set as given, and a score no longer level clears a stored shoot-out (the penalty rule;
 * a second leg's shoot-out follows the aggregate, so it stays).
 */
function rowPatch(row: FixturesCsvRow, match: Match): MatchPatch {
  const patch: MatchPatch = {};
  if (row.round !== null && !match.isPlayoff) patch.round = row.round;
  if (row.date !== null) patch.dateISO = row.date;
  if (row.time !== null) patch.time = row.time;
  if (row.score) Object.assign(patch, scoreChange('home', row.score.home), scoreChange('away', row.score.away));
  if (row.afterExtraTime !== undefined && row.afterExtraTime !== null) patch.afterExtraTime = row.afterExtraTime;
  if (row.penalties) Object.assign(patch, { homePenalties: Number(row.penalties.home), awayPenalties: Number(row.penalties.away) });
  else if (row.score && match.leg !== 2) return withPenaltiesRule(patch, match);
  return patch;
}

/** A shoot-out given after a score that is not level, outside a second leg (whose shoot-out follows the aggregate). */
function shootOutProblem(row: FixturesCsvRow, match: Match): CsvProblem | null {
  if (!row.penalties || !row.score || match.leg === 2) return null;
  const level = needsPenalties({ homeGoals: Number(row.score.home), awayGoals: Number(row.score.away) });
  return level ? null : { line: row.line, column: 'homePenalties', reason: FIXTURES_PLAN_MESSAGES.shootOutNotLevel };
}

/** A row as the match's sides read it: its score and shoot-out the other way round. */
function swapSides(row: FixturesCsvRow): FixturesCsvRow {
  const flip = (pair: { home: string; away: string } | null | undefined) => (pair ? { home: pair.away, away: pair.home } : pair);
  return { ...row, home: row.away, away: row.home, score: flip(row.score) ?? null, ...(row.penalties !== undefined ? { penalties: flip(row.penalties) ?? null } : {}) };
}

/** Texts of the plan (ours). */
const FIXTURES_PLAN_MESSAGES = {
  shootOutNotLevel: 'A shoot-out only follows a level score.',
} as const;

/**
 * What importing a fixtures file's valid rows does to a league. Each row names one league fixture by its
 * home and away team (matchFixturesRows); the file's round becomes the match's round ("Tour N" follows the
 * file), unless that would make a team play twice in a round (roundClashes). The updates are the fields
 * each row changes (round, date, time, score); rows that change nothing are only counted, so importing
 * again writes nothing.
 * @example planFixturesImport([{ line: 2, round: 1, date: null, time: null, home: 'A', away: 'B', score: { home: '2', away: '0' } }], { teams, matches })
 * // { updates: [{ line: 2, matchId: 'm1', fields: { homeGoals: 2, awayGoals: 0 } }], unchanged: 0, problems: [] }
 */
export function planFixturesImport(rows: readonly FixturesCsvRow[], league: LeagueForImport): FixturesImportPlan {
  const { matched, problems } = matchFixturesRows(rows, league);
  const clashes = roundClashes(matched, league);
  problems.push(...clashes);
  const clashing = new Set(clashes.map((p) => p.line));
  const updates: PlannedMatchUpdate[] = [];
  let unchanged = 0;
  for (const { row: named, match, swapped } of matched) {
    const row = swapped ? swapSides(named) : named;
    if (clashing.has(row.line)) continue;
    const shootOut = shootOutProblem(row, match);
    if (shootOut) {
      problems.push(shootOut);
      continue;
    }
    const fields = changedFields(match, rowPatch(row, match));
    if (Object.keys(fields).length === 0) unchanged += 1;
    else updates.push({ line: row.line, matchId: match.id, fields });
  }
  return { updates, unchanged, problems: problems.sort((a, b) => a.line - b.line) };
}
