import type { StandingRow } from './entities';
import type { MatchStatus } from '../match/entities';
import { scoreLockedReason } from '../match/match-status';
import { isScored } from '../match/scores';
import { matchPoints } from './match-points';
import { orderStandingRows, type CountedMatch } from './tie-break-order';
import { tieBreakerCriteria, toTieBreakerPreset, type TieBreakerPreset } from './tie-breakers';

/** What standings need from a match. */
export interface MatchLike {
  homeTeamId: string;
  awayTeamId: string;
  homeGoals?: number | null;
  awayGoals?: number | null;
  isPlayoff?: boolean;
  status?: MatchStatus;
}

/**
 * Goal difference of a row.
 * @example goalDifference({ goalsFor: 5, goalsAgainst: 7 }) // -2
 */
export function goalDifference(row: Pick<StandingRow, 'goalsFor' | 'goalsAgainst'>): number {
  return row.goalsFor - row.goalsAgainst;
}

/**
 * Whether a match counts for the table: a league (non-playoff) match whose two goals are numbers ≥ 0
 * (spec §5), unless it is postponed or cancelled (issue 22: such a match takes no score; an older one
 * stored before that rule does not count).
 * @example countsForStandings({ homeTeamId: 'a', awayTeamId: 'b', homeGoals: 1, awayGoals: 1 }) // true
 * @example countsForStandings({ homeTeamId: 'a', awayTeamId: 'b', homeGoals: 1, awayGoals: 1, isPlayoff: true }) // false
 */
function countsForStandings(match: MatchLike): match is MatchLike & { homeGoals: number; awayGoals: number } {
  return !match.isPlayoff && isScored(match) && scoreLockedReason(match) === null;
}

const emptyRow = (teamId: string): StandingRow => ({
  teamId,
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  points: 0,
});

/** How computeStandings orders teams level on points. */
export interface StandingsOptions {
  /** Default 'spec': points, goal difference, goals for (spec §9); an unknown stored value counts as 'spec'. */
  tieBreakers?: TieBreakerPreset;
}

/**
 * The league table (spec §3, §9): one row per team id (duplicates ignored), ordered by the
 * tournament's tie-breaker preset (default 'spec': points, goal difference, goals for). Teams still
 * level after every step keep the order of `teamIds`, so the order is total and the caller decides
 * the fallback.
 * Only matches that count (countsForStandings) between two listed teams are used; a match against a
 * team outside the table is ignored so the table stays balanced (total goals for = total against).
 * @example computeStandings(['a', 'b'], [{ homeTeamId: 'a', awayTeamId: 'b', homeGoals: 2, awayGoals: 1 }])
 * // [{ teamId: 'a', played: 1, won: 1, drawn: 0, lost: 0, goalsFor: 2, goalsAgainst: 1, points: 3 },
 * //  { teamId: 'b', played: 1, won: 0, drawn: 0, lost: 1, goalsFor: 1, goalsAgainst: 2, points: 0 }]
 * @example computeStandings(teamIds, matches, { tieBreakers: 'la-liga' }) // level teams by head-to-head first
 */
export function computeStandings(teamIds: readonly string[], matches: readonly MatchLike[], options: StandingsOptions = {}): StandingRow[] {
  const rows = new Map<string, StandingRow>();
  for (const id of teamIds) if (!rows.has(id)) rows.set(id, emptyRow(id));
  const counted: CountedMatch[] = [];
  for (const match of matches) {
    if (!countsForStandings(match) || match.homeTeamId === match.awayTeamId) continue;
    const home = rows.get(match.homeTeamId);
    const away = rows.get(match.awayTeamId);
    if (!home || !away) continue;
    record(home, match.homeGoals, match.awayGoals);
    record(away, match.awayGoals, match.homeGoals);
    counted.push(match);
  }
  return orderStandingRows([...rows.values()], counted, tieBreakerCriteria(toTieBreakerPreset(options.tieBreakers)));
}

function record(row: StandingRow, scored: number, conceded: number): void {
  row.played += 1;
  row.goalsFor += scored;
  row.goalsAgainst += conceded;
  row.points += matchPoints(scored, conceded);
  if (scored > conceded) row.won += 1;
  else if (scored === conceded) row.drawn += 1;
  else row.lost += 1;
}

/**
 * Medal for a 0-based table position on public standings: gold, silver, bronze for the top 3, and only
 * for a row that has played (our rule, like the "Qualified" badge's): before any result the order is
 * just the team list, and a team without a game has earned nothing.
 * @example standingMedal(0, { played: 1 }) // 'gold'
 * @example standingMedal(0, { played: 0 }) // null
 * @example standingMedal(3, { played: 5 }) // null
 */
export function standingMedal(index: number, row: Pick<StandingRow, 'played'>): 'gold' | 'silver' | 'bronze' | null {
  if (row.played <= 0) return null;
  return (['gold', 'silver', 'bronze'] as const)[index] ?? null;
}
