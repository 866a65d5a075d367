import type { Match } from '../match/entities';
import { MATCH_EDIT_MESSAGES } from '../match/match-edit';
import type { Team } from '../people/entities';
import type { CsvProblem } from './csv-table';
import type { FixturesCsvRow } from './fixtures-csv';
import { sameTeamName } from './team-name-match';
import { knockoutRoundName } from '../groups-knockout/knockout-edit';
import type { FixturesCsvStage } from './fixtures-cup-cells';

/**
 * The league (or cup) a fixtures file is imported into: its teams (with names) and its matches. A cup's
 * knockout matches are given with the teams their group positions resolve to (placeholders otherwise).
 */
export interface LeagueForImport {
  teams: readonly Pick<Team, 'id' | 'name'>[];
  matches: readonly Match[];
}

/** A row and the league match it names. */
export interface MatchedRow {
  row: FixturesCsvRow;
  match: Match;
  /** The row names the match's sides the other way round (a one-leg group game): its score is read from the file's sides. */
  swapped?: boolean;
}

/** Texts of the rows that name no league match (ours). */
const MATCH_MESSAGES = {
  notInLeague: (team: string) => `"${team}" is not a team of this league.`,
  noFixture: (home: string, away: string) => `This league has no fixture ${home} v ${away}.`,
  swapped: (home: string, away: string) => `This league has no fixture ${home} v ${away}; it has ${away} v ${home}. Are home and away swapped?`,
  whichRound: (home: string, away: string, rounds: readonly number[]) =>
    `${home} v ${away} is played in rounds ${rounds.join(' and ')}. Give the round of this one.`,
  twice: (line: number) => `This fixture is already on line ${line}.`,
  allNamed: (home: string, away: string, lines: readonly number[]) =>
    `This league has ${lines.length} fixtures ${home} v ${away}, already named on lines ${lines.join(' and ')}.`,
  noCupMatch: (where: string, home: string, away: string) => `This cup has no ${where} match ${home} v ${away}.`,
  swappedCup: (where: string, home: string, away: string) => `This cup has no ${where} match ${home} v ${away}; it has ${away} v ${home}. Are home and away swapped?`,
} as const;

/** Where a row's stage is, in an import's texts: "Group A", "Round of 16", "third-place". */
function stageText(stage: FixturesCsvStage): string {
  if (stage.kind === 'group') return `Group ${stage.group}`;
  return stage.kind === 'third_place' ? 'third-place' : knockoutRoundName(0, stage.fromFinal);
}

/** The matches a row may name: a league's (or a cup's without a stage) its non-playoff games, a cup's row those of its group or knockout round. */
function stageMatches(matches: readonly Match[], stage: FixturesCsvStage | null | undefined): Match[] {
  if (!stage) return matches.filter((m) => !m.isPlayoff);
  if (stage.kind === 'group') return matches.filter((m) => m.stage === 'group' && m.group === stage.group);
  if (stage.kind === 'third_place') return matches.filter((m) => m.stage === 'third_place');
  const knockout = matches.filter((m) => m.stage === 'knockout');
  const rounds = Math.max(0, ...knockout.map((m) => (m.playoffRound ?? 0) + 1));
  return knockout.filter((m) => m.playoffRound === rounds - stage.fromFinal);
}

const stageKey = (stage: FixturesCsvStage | null | undefined) => (stage ? `${stage.kind}:${stage.kind === 'group' ? stage.group : stage.kind === 'knockout' ? stage.fromFinal : ''}` : '');

/** The rows naming one home/away pairing, and the league's fixtures of that pairing. */
interface Pairing {
  home: string;
  away: string;
  rows: FixturesCsvRow[];
  candidates: Match[];
  swapped?: boolean;
}

type Pairings = { pairings: Map<string, Pairing>; problems: CsvProblem[] };

/** Groups rows by the pairing they name; a row naming a team outside the league or no fixture is a problem. */
function pairingsOf(rows: readonly FixturesCsvRow[], league: LeagueForImport): Pairings {
  const teamOf = (name: string) => league.teams.find((team) => sameTeamName(team.name, name));
  const pairings = new Map<string, Pairing>();
  const problems: CsvProblem[] = [];
  for (const row of rows) {
    const [home, away] = [teamOf(row.home), teamOf(row.away)];
    const problem = (column: string, reason: string) => problems.push({ line: row.line, column, reason });
    if (!home) problem('home', MATCH_MESSAGES.notInLeague(row.home));
    else if (!away) problem('away', MATCH_MESSAGES.notInLeague(row.away));
    else if (home.id === away.id) problem('away', MATCH_EDIT_MESSAGES.sameTeam);
    else {
      const leagueMatches = stageMatches(league.matches, row.stage);
      const key = `${stageKey(row.stage)}\u0000${home.id}\u0000${away.id}`;
      const candidates = leagueMatches.filter((m) => m.homeTeamId === home.id && m.awayTeamId === away.id).sort((a, b) => a.round - b.round);
      if (candidates.length > 0) {
        const pairing = pairings.get(key) ?? { home: home.name, away: away.name, rows: [], candidates };
        pairing.rows.push(row);
        pairings.set(key, pairing);
        continue;
      }
      const reversed = leagueMatches.filter((m) => m.homeTeamId === away.id && m.awayTeamId === home.id);
      // Teams meet once in a one-leg group: who is named at home does not tell the games apart (a real
      // cup's file names them as they were announced, not as our round robin placed them).
      if (row.stage?.kind === 'group' && reversed.length === 1) {
        const pairing = pairings.get(key) ?? { home: home.name, away: away.name, rows: [], candidates: reversed, swapped: true };
        pairing.rows.push(row);
        pairings.set(key, pairing);
        continue;
      }
      const swapped = reversed.length > 0;
      if (row.stage) problem('home', (swapped ? MATCH_MESSAGES.swappedCup : MATCH_MESSAGES.noCupMatch)(stageText(row.stage), home.name, away.name));
      else problem('home', swapped ? MATCH_MESSAGES.swapped(home.name, away.name) : MATCH_MESSAGES.noFixture(home.name, away.name));
    }
  }
  return { pairings, problems };
}

/**
 * Which fixture of a pairing each of its rows is. A fixture already in the row's round is that row's;
 * the other rows with a round take the remaining fixtures in round order (the file's earliest round the
 * league's earliest fixture), so a published season whose matchdays are not our generated rounds still
 * finds one fixture per row. A row without a round is the pairing's only fixture, or a problem.
 */
function matchPairing({ home, away, rows, candidates, swapped }: Pairing, matched: MatchedRow[], problems: CsvProblem[]): void {
  const free = new Set(candidates);
  const claimedBy = new Map<Match, number>();
  const claim = (row: FixturesCsvRow, match: Match) => {
    free.delete(match);
    claimedBy.set(match, row.line);
    matched.push(swapped ? { row, match, swapped } : { row, match });
  };
  const waiting: FixturesCsvRow[] = [];
  for (const row of rows) {
    const same = candidates.find((m) => free.has(m) && m.round === row.round);
    if (same) claim(row, same);
    else waiting.push(row);
  }
  const byRound = (a: FixturesCsvRow, b: FixturesCsvRow) => (a.round ?? 0) - (b.round ?? 0) || a.line - b.line;
  for (const row of waiting.sort(byRound)) {
    const problem = (column: string, reason: string) => problems.push({ line: row.line, column, reason });
    if (row.round === null && candidates.length > 1) problem('round', MATCH_MESSAGES.whichRound(home, away, [...new Set(candidates.map((m) => m.round))]));
    else {
      const next = candidates.find((m) => free.has(m));
      if (next) claim(row, next);
      else if (candidates.length === 1) problem('home', MATCH_MESSAGES.twice(claimedBy.get(candidates[0]!)!));
      else problem('home', MATCH_MESSAGES.allNamed(home, away, [...claimedBy.values()].sort((a, b) => a - b)));
    }
  }
}

/**
 * The league match each row names, by its home and away team (names compared as the app compares team
 * names; playoff games never, but a cup's row with a `group` cell names a game of that group or knockout
 * round), or why it names none: a team outside the league, a fixture the league
 * does not have, a fixture named more often than the league has it, or several fixtures and no round.
 * @example matchFixturesRows([{ line: 2, round: 5, home: 'A', away: 'B', ... }], league).matched // [{ row, match: <the league's A v B> }]
 */
export function matchFixturesRows(rows: readonly FixturesCsvRow[], league: LeagueForImport): { matched: MatchedRow[]; problems: CsvProblem[] } {
  const { pairings, problems } = pairingsOf(rows, league);
  const matched: MatchedRow[] = [];
  for (const pairing of pairings.values()) matchPairing(pairing, matched, problems);
  matched.sort((a, b) => a.row.line - b.row.line);
  return { matched, problems };
}
