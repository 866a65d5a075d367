import type { Match } from '../match/entities';
import { MATCH_EDIT_MESSAGES, scoreChange } from '../match/match-edit';
import type { MatchPatch } from '../match/match-patch';
import { timeForChosenDate } from '../match/match-schedule';
import type { Team } from '../people/entities';
import type { CsvProblem } from './csv-table';
import type { FixturesCsvRow } from './fixtures-csv';
import { sameTeamName } from './team-name-match';

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

/** The league a fixtures file is imported into: its teams (with names) and its matches. */
export interface LeagueForImport {
  teams: readonly Pick<Team, 'id' | 'name'>[];
  matches: readonly Match[];
}

/** Texts of the fixtures import's problems (ours). */
const FIXTURES_IMPORT_MESSAGES = {
  notInLeague: (team: string) => `"${team}" is not a team of this league.`,
  noFixture: (home: string, away: string) => `This league has no fixture ${home} v ${away}.`,
  swapped: (home: string, away: string) => `This league has no fixture ${home} v ${away}; it has ${away} v ${home}. Are home and away swapped?`,
  whichRound: (home: string, away: string, rounds: readonly number[]) =>
    `${home} v ${away} is played in rounds ${rounds.join(' and ')}. Give the round of this one.`,
  twice: (line: number) => `This fixture is already on line ${line}.`,
} as const;

/** The fields of `patch` that differ from the match's stored values. */
function changedFields(match: Match, patch: MatchPatch): MatchPatch {
  return Object.fromEntries(Object.entries(patch).filter(([field, value]) => (match[field as keyof Match] ?? null) !== value));
}

/**
 * A row's changes, as the match row makes them: a date with the time of the file (else the match's, else
 * 12:00), a time alone, and the score as the score inputs set it (scoreChange), so standings follow.
 */
function rowPatch(row: FixturesCsvRow, match: Match): MatchPatch {
  const patch: MatchPatch = {};
  if (row.date !== null) Object.assign(patch, { dateISO: row.date, time: row.time ?? timeForChosenDate(match.time) });
  else if (row.time !== null) patch.time = row.time;
  if (row.score) Object.assign(patch, scoreChange('home', row.score.home), scoreChange('away', row.score.away));
  return patch;
}

type Found = { match: Match } | { problem: CsvProblem };

/** The league match a row names, or why it names none. */
function findMatch(row: FixturesCsvRow, league: LeagueForImport): Found {
  const teamOf = (name: string) => league.teams.find((team) => sameTeamName(team.name, name));
  const [home, away] = [teamOf(row.home), teamOf(row.away)];
  if (!home) return { problem: { line: row.line, column: 'home', reason: FIXTURES_IMPORT_MESSAGES.notInLeague(row.home) } };
  if (!away) return { problem: { line: row.line, column: 'away', reason: FIXTURES_IMPORT_MESSAGES.notInLeague(row.away) } };
  if (home.id === away.id) return { problem: { line: row.line, column: 'away', reason: MATCH_EDIT_MESSAGES.sameTeam } };
  const leagueMatches = league.matches.filter((m) => !m.isPlayoff);
  const candidates = leagueMatches.filter((m) => m.homeTeamId === home.id && m.awayTeamId === away.id);
  if (candidates.length === 0) {
    const swapped = leagueMatches.some((m) => m.homeTeamId === away.id && m.awayTeamId === home.id);
    const reason = swapped ? FIXTURES_IMPORT_MESSAGES.swapped(home.name, away.name) : FIXTURES_IMPORT_MESSAGES.noFixture(home.name, away.name);
    return { problem: { line: row.line, column: 'home', reason } };
  }
  // One fixture of these teams: it is the one, whatever round the file numbers it (a published season's
  // matchdays need not be our generated rounds). Several (a league played 3 or 4 times): the round decides.
  if (candidates.length === 1) return { match: candidates[0]! };
  const inRound = candidates.filter((m) => m.round === row.round);
  if (inRound.length === 1) return { match: inRound[0]! };
  const rounds = [...new Set(candidates.map((m) => m.round))].sort((a, b) => a - b);
  return { problem: { line: row.line, column: 'round', reason: FIXTURES_IMPORT_MESSAGES.whichRound(home.name, away.name, rounds) } };
}

/**
 * What importing a fixtures file's valid rows does to a league. Each row names one league fixture by its
 * home and away team (names compared as the app compares team names); the round only chooses between
 * fixtures of the same two teams. A team outside the league, a fixture the league does not have, and a
 * fixture named twice are problems. The updates are the fields each row changes (date, time, score, as
 * the match row sets them); rows that change nothing are only counted, so importing again writes nothing.
 * @example planFixturesImport([{ line: 2, round: 1, date: null, time: null, home: 'A', away: 'B', score: { home: '2', away: '0' } }], { teams, matches })
 * // { updates: [{ line: 2, matchId: 'm1', fields: { homeGoals: 2, awayGoals: 0 } }], unchanged: 0, problems: [] }
 */
export function planFixturesImport(rows: readonly FixturesCsvRow[], league: LeagueForImport): FixturesImportPlan {
  const updates: PlannedMatchUpdate[] = [];
  const problems: CsvProblem[] = [];
  const lineOfMatch = new Map<string, number>();
  let unchanged = 0;
  for (const row of rows) {
    const found = findMatch(row, league);
    if ('problem' in found) {
      problems.push(found.problem);
      continue;
    }
    const earlier = lineOfMatch.get(found.match.id);
    if (earlier !== undefined) {
      problems.push({ line: row.line, column: 'home', reason: FIXTURES_IMPORT_MESSAGES.twice(earlier) });
      continue;
    }
    lineOfMatch.set(found.match.id, row.line);
    const fields = changedFields(found.match, rowPatch(row, found.match));
    if (Object.keys(fields).length === 0) unchanged += 1;
    else updates.push({ line: row.line, matchId: found.match.id, fields });
  }
  return { updates, unchanged, problems };
}
