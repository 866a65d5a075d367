/** One round of the fixtures list and how many games it holds. */
export interface RoundSize {
  round: number;
  games: number;
}

/**
 * About a hundred editable rows render in well under the 1.5 s first-screen budget even on a slow
 * machine, and a 10-team double round robin (90 games) still fits on one page, unpaged.
 */
export const GAMES_PER_PAGE = 100;

/**
 * Splits rounds (ascending) into pages of whole rounds holding at most `maxGames` games each; a
 * round larger than that is a page of its own (a round is never split, so its heading and
 * "N/M played" stay whole). Returns each page's round numbers.
 * @example roundPages([{ round: 1, games: 40 }, { round: 2, games: 40 }, { round: 3, games: 40 }], 100) // [[1, 2], [3]]
 */
export function roundPages(rounds: readonly RoundSize[], maxGames: number = GAMES_PER_PAGE): number[][] {
  const pages: number[][] = [];
  let current: number[] = [];
  let games = 0;
  for (const { round, games: size } of rounds) {
    if (current.length > 0 && games + size > maxGames) {
      pages.push(current);
      current = [];
      games = 0;
    }
    current.push(round);
    games += size;
  }
  if (current.length > 0) pages.push(current);
  return pages;
}

/**
 * A page's rounds in words, for the paging status and buttons.
 * @example roundSpan([4, 5, 6]) // 'rounds 4–6'
 * @example roundSpan([7]) // 'round 7'
 */
export function roundSpan(rounds: readonly number[]): string {
  const first = rounds[0];
  const last = rounds[rounds.length - 1];
  return first === last ? `round ${first}` : `rounds ${first}–${last}`;
}
