/** Points per result (spec §9). */
const POINTS = { win: 3, draw: 1, loss: 0 } as const;

/**
 * Points a side earns from a result; the full table and the head-to-head mini tables both use it.
 * @example matchPoints(2, 1) // 3
 * @example matchPoints(1, 1) // 1
 */
export function matchPoints(scored: number, conceded: number): number {
  if (scored > conceded) return POINTS.win;
  return scored === conceded ? POINTS.draw : POINTS.loss;
}
