import type { StandingRow } from './entities';
import type { TieBreakerCriterion } from './tie-breakers';
import { matchPoints } from './match-points';

/** A league match that counts for the table, between two teams of the table (goals are numbers ≥ 0). */
export interface CountedMatch {
  homeTeamId: string;
  awayTeamId: string;
  homeGoals: number;
  awayGoals: number;
}

/** The figures a criterion can compare. */
interface TieStats {
  points: number;
  goalDifference: number;
  goalsFor: number;
  awayGoals: number;
}

/**
 * The table order of `rows` under `criteria`, with the position in `rows` as the final fallback
 * (rows arrive in the caller's team order, so the order is total and deterministic).
 * Head-to-head steps build a mini table of exactly the teams tied at that point; when they split
 * the group but leave a smaller subset level, the head-to-head steps start again on that subset
 * alone (the UEFA rule), and only a subset they cannot split moves on to the next steps.
 * @example orderStandingRows(rows, counted, tieBreakerCriteria('la-liga'))
 */
export function orderStandingRows(rows: readonly StandingRow[], matches: readonly CountedMatch[], criteria: readonly TieBreakerCriterion[]): StandingRow[] {
  const homeGames = criteria.some((c) => c.scope === 'h2h') ? groupByHomeTeam(matches) : new Map<string, CountedMatch[]>();
  return orderGroup(rows, homeGames, criteria);
}

/** Each team's home games, so a mini table reads only the games of the tied teams, not the season. */
function groupByHomeTeam(matches: readonly CountedMatch[]): Map<string, CountedMatch[]> {
  const byHome = new Map<string, CountedMatch[]>();
  for (const match of matches) {
    const games = byHome.get(match.homeTeamId);
    if (games) games.push(match);
    else byHome.set(match.homeTeamId, [match]);
  }
  return byHome;
}

function orderGroup(group: readonly StandingRow[], homeGames: Map<string, CountedMatch[]>, criteria: readonly TieBreakerCriterion[]): StandingRow[] {
  if (group.length <= 1 || criteria.length === 0) return [...group];
  const scope = criteria[0]!.scope;
  const blockEnd = criteria.findIndex((c) => c.scope !== scope);
  const block = blockEnd === -1 ? criteria : criteria.slice(0, blockEnd);
  const rest = blockEnd === -1 ? [] : criteria.slice(blockEnd);
  const stats = scope === 'overall' ? overallStats(group) : headToHeadStats(group, homeGames);
  const buckets = splitByBlock(group, stats, block);
  if (buckets.length === 1) return orderGroup(group, homeGames, rest);
  // Overall figures do not change with the group, so only head-to-head is worth re-applying.
  const next = scope === 'h2h' ? criteria : rest;
  return buckets.flatMap((bucket) => orderGroup(bucket, homeGames, next));
}

/** Groups rows into runs of equal figures, best first; rows keep their relative order inside a run. */
function splitByBlock(group: readonly StandingRow[], stats: Map<string, TieStats>, block: readonly TieBreakerCriterion[]): StandingRow[][] {
  const compare = (a: StandingRow, b: StandingRow): number => {
    for (const { stat } of block) {
      const diff = stats.get(b.teamId)![stat] - stats.get(a.teamId)![stat];
      if (diff !== 0) return diff;
    }
    return 0;
  };
  const sorted = [...group].sort(compare);
  const buckets: StandingRow[][] = [];
  for (const row of sorted) {
    const last = buckets.at(-1);
    if (last && compare(last[0]!, row) === 0) last.push(row);
    else buckets.push([row]);
  }
  return buckets;
}

function overallStats(group: readonly StandingRow[]): Map<string, TieStats> {
  return new Map(group.map((r) => [r.teamId, { points: r.points, goalDifference: r.goalsFor - r.goalsAgainst, goalsFor: r.goalsFor, awayGoals: 0 }]));
}

/** The mini table of the matches played among exactly the teams of `group`. */
function headToHeadStats(group: readonly StandingRow[], homeGames: Map<string, CountedMatch[]>): Map<string, TieStats> {
  const stats = new Map(group.map((r) => [r.teamId, { points: 0, goalDifference: 0, goalsFor: 0, awayGoals: 0 }]));
  for (const match of group.flatMap((r) => homeGames.get(r.teamId) ?? [])) {
    const home = stats.get(match.homeTeamId);
    const away = stats.get(match.awayTeamId);
    if (!home || !away) continue;
    home.goalsFor += match.homeGoals;
    home.goalDifference += match.homeGoals - match.awayGoals;
    away.goalsFor += match.awayGoals;
    away.awayGoals += match.awayGoals;
    away.goalDifference += match.awayGoals - match.homeGoals;
    home.points += matchPoints(match.homeGoals, match.awayGoals);
    away.points += matchPoints(match.awayGoals, match.homeGoals);
  }
  return stats;
}
