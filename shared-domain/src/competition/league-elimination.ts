import type { BracketRound } from '../playoffs/entities';
import { buildPlayoffBracket } from '../playoffs/playoff-bracket';
import { generateRoundRobin, type RoundRobinFixture } from '../league/round-robin';

/** The combined league + elimination format needs at least 4 teams (spec §5, §9). */
export const MIN_LEAGUE_ELIMINATION_TEAMS = 4;

/** Default league repeats of the combined format (spec §5, §9). */
export const DEFAULT_LEAGUE_ELIMINATION_REPEATS = 2;

/** Teams left for the semifinals (spec §4): the knockout is always semifinals and a final. */
export const LEAGUE_ELIMINATION_QUALIFIERS = 4;

/** What creating a swiss_elimination tournament generates. */
export interface LeagueEliminationPlan {
  league: RoundRobinFixture[];
  /** The seed-N knockout it will be played in, shown before the start; its matches come at the start. */
  elimination: BracketRound[];
}

/**
 * The combined league + elimination format (spec §4, §5): a round robin with `repeats` (default 2,
 * clamped 1..4), then a knockout of the top 4 of the FINAL table: semifinals 1st v 4th and 2nd v 3rd,
 * then the final. Spec §4 reduces the field "by pairing neighbours and advancing the first of each pair
 * until exactly 4 remain"; we read the neighbours in the final table from the bottom up, the better
 * placed advancing, which leaves exactly the top 4 — so the league decides who reaches the semifinals
 * and nobody is eliminated by list order. The knockout matches are created only when the organizer
 * starts them after the league (as in league_playoff). Fewer than 4 teams: both empty.
 * @example buildLeagueEliminationPlan(['a', 'b', 'c', 'd'], ids).elimination.map((r) => r.matches.length) // [2, 1]
 */
export function buildLeagueEliminationPlan(teamIds: readonly string[], nextId: () => string, repeats = DEFAULT_LEAGUE_ELIMINATION_REPEATS): LeagueEliminationPlan {
  if (new Set(teamIds).size < MIN_LEAGUE_ELIMINATION_TEAMS) return { league: [], elimination: [] };
  return { league: generateRoundRobin(teamIds, repeats), elimination: buildPlayoffBracket(LEAGUE_ELIMINATION_QUALIFIERS, nextId) };
}
