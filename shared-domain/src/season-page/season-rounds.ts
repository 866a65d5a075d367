import type { Match } from '../match/entities';
import { isScored } from '../match/scores';

type RoundMatch = Pick<Match, 'round' | 'isPlayoff' | 'homeGoals' | 'awayGoals' | 'status'>;

/** The league rounds of a season page ("Tour N"): all of them, and the ones shown when the address names none. */
export interface SeasonRounds {
  /** Every league round that has a match, ascending: the "Tour N" navigation. */
  rounds: number[];
  /** Shown by default, ascending, at most two: the last played round, then the current or next one (see seasonRounds). */
  byDefault: number[];
}

/** As `groupFixturesByTour` reads a round: a match without a usable round counts as round 1. */
const roundOf = ({ round }: { round?: number }): number => (typeof round === 'number' && Number.isInteger(round) && round >= 1 ? round : 1);

/** Still to be played: no final score, and not postponed or cancelled (those wait for a new date and hold up no round). */
const isOpen = (match: RoundMatch): boolean => !isScored(match) && match.status !== 'postponed' && match.status !== 'cancelled';

/**
 * Which league rounds a season page shows when its address names none (issue 23: a season page does not
 * list all 38 rounds). Playoff games are left out (the bracket shows them). A match is played once both
 * goals are set; one still open has no score and is not postponed or cancelled. With L the highest round in
 * which a match is played:
 * - nothing played yet: the first round;
 * - L partly played (a match of it still open): the round before L that has a played match, and L;
 * - L complete: L and the next round after it with an open match, or L alone when none is left (the season
 *   is over, or only postponed and cancelled games remain).
 * An earlier round's match still open (a result never entered, a postponed game) moves nothing: it stays one
 * "Tour N" link away. No clock is read, so the server's and the browser's first render agree.
 * @example seasonRounds([{ round: 1, homeGoals: 1, awayGoals: 0 }, { round: 2 }, { round: 3 }]) // { rounds: [1, 2, 3], byDefault: [1, 2] }
 */
export function seasonRounds(matches: readonly RoundMatch[]): SeasonRounds {
  const played = new Set<number>();
  const open = new Set<number>();
  const all = new Set<number>();
  for (const match of matches) {
    if (match.isPlayoff) continue;
    const round = roundOf(match);
    all.add(round);
    if (isScored(match)) played.add(round);
    else if (isOpen(match)) open.add(round);
  }
  const rounds = [...all].sort((a, b) => a - b);
  if (rounds.length === 0) return { rounds, byDefault: [] };
  if (played.size === 0) return { rounds, byDefault: [rounds[0]!] };
  const last = Math.max(...played);
  if (open.has(last)) {
    const before = rounds.filter((r) => r < last && played.has(r)).at(-1);
    return { rounds, byDefault: before === undefined ? [last] : [before, last] };
  }
  const next = rounds.find((r) => r > last && open.has(r));
  return { rounds, byDefault: next === undefined ? [last] : [last, next] };
}

/**
 * The rounds a page shows: the one its address asks for when the season has it, else the default ones.
 * @example shownRounds({ rounds: [1, 2, 3], byDefault: [1, 2] }, 3) // [3]
 * @example shownRounds({ rounds: [1, 2, 3], byDefault: [1, 2] }, 9) // [1, 2]
 */
export function shownRounds(season: SeasonRounds, requested: number | null): number[] {
  return requested !== null && season.rounds.includes(requested) ? [requested] : season.byDefault;
}

/** The query parameter naming the round a season page shows (`?round=N`). */
export const ROUND_PARAM = 'round';

/**
 * The round a page address asks for, from its `round` query parameter's value (N a whole number ≥ 1 written
 * in digits), or null: a missing, empty, non-numeric or out-of-range value means the default view, never an error.
 * @example roundFromParam('12') // 12
 * @example roundFromParam('abc') // null
 */
export function roundFromParam(value: string | null | undefined): number | null {
  const text = value?.trim() ?? '';
  if (!/^\d{1,4}$/.test(text)) return null;
  const round = Number(text);
  return round >= 1 ? round : null;
}

/**
 * The query string of a round's own address (the page's path stays: /public/tournaments/:id or /:orgName/:tournamentId).
 * @example roundSearch(7) // '?round=7'
 */
export function roundSearch(round: number): string {
  return `?${ROUND_PARAM}=${round}`;
}
