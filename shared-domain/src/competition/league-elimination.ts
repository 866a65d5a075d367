import type { BracketMatch, BracketRound } from '../playoffs/entities';
import { knockoutRounds, newBracketMatch } from '../playoffs/playoff-bracket';
import { winnerPlaceholder } from '../playoffs/playoff-placeholders';
import { generateRoundRobin, type RoundRobinFixture } from '../league/round-robin';

/** The combined league + elimination format needs at least 4 teams (spec §5, §9). */
export const MIN_LEAGUE_ELIMINATION_TEAMS = 4;

/** Default league repeats of the combined format (spec §5, §9). */
export const DEFAULT_LEAGUE_ELIMINATION_REPEATS = 2;

/** Teams left for the semifinals (spec §4). */
const SEMIFINAL_TEAMS = 4;

/** Both match lists of the swiss_elimination mode. */
export interface LeagueEliminationPlan {
  league: RoundRobinFixture[];
  elimination: BracketRound[];
}

/**
 * Elimination part of the combined format (spec §4): teams are reduced by pairing neighbours
 * (1st v 2nd, 3rd v 4th, …), the first of each pair keeping the slot, only as many pairs per round as
 * needed to reach exactly 4; then semifinals first v fourth and second v third, then the final.
 * The advancing slot holds `winner-N` of its reduction match (in the first team's place), so the result
 * on the pitch decides who goes on. Fewer than 4 teams give no matches.
 * @example buildEliminationRounds(['a', 'b', 'c', 'd', 'e'], ids)
 * // round 0: a v b; round 1 (semis): winner-1 v e, c v d; round 2: winner-2 v winner-3
 */
function buildEliminationRounds(teamIds: readonly string[], nextId: () => string): BracketRound[] {
  const teams = [...new Set(teamIds)];
  if (teams.length < MIN_LEAGUE_ELIMINATION_TEAMS) return [];
  const rounds: BracketRound[] = [];
  let matchNumber = 1;
  let current = teams;
  for (let round = 0; current.length > SEMIFINAL_TEAMS; round++) {
    const pairs = Math.min(Math.floor(current.length / 2), current.length - SEMIFINAL_TEAMS);
    const matches: BracketMatch[] = [];
    const next: string[] = [];
    for (let p = 0; p < pairs; p++) {
      const [first, second] = current.slice(2 * p, 2 * p + 2);
      // 2 · pairs ≤ current.length, so both exist; the check only tells the compiler.
      if (first === undefined || second === undefined) break;
      matches.push(newBracketMatch(nextId(), first, second));
      next.push(winnerPlaceholder(matchNumber++));
    }
    next.push(...current.slice(2 * pairs));
    rounds.push({ round, matches });
    current = next;
  }
  // Four left: knockoutRounds pairs best with worst, i.e. 1st v 4th and 2nd v 3rd, then the final.
  return [...rounds, ...knockoutRounds(current, nextId, rounds.length, matchNumber)];
}

/**
 * Both match lists of the combined league + elimination format (spec §4, §5): a round robin with
 * `repeats` (default 2, clamped 1..4) and the elimination rounds. Fewer than 4 teams: both empty.
 * @example buildLeagueEliminationPlan(['a', 'b', 'c'], ids) // { league: [], elimination: [] }
 */
export function buildLeagueEliminationPlan(teamIds: readonly string[], nextId: () => string, repeats = DEFAULT_LEAGUE_ELIMINATION_REPEATS): LeagueEliminationPlan {
  if (new Set(teamIds).size < MIN_LEAGUE_ELIMINATION_TEAMS) return { league: [], elimination: [] };
  return { league: generateRoundRobin(teamIds, repeats), elimination: buildEliminationRounds(teamIds, nextId) };
}
