/**
 * Screens whose HTML depends on the time as well as on their document (issue 25's pitches board: what is on
 * now moves on with the clock, without a write).
 */
const CLOCKED_SCREENS: ReadonlySet<string> = new Set(['PitchBoardScreen']);
const MINUTE_MS = 60_000;

/**
 * What a rendered page's key adds for the time: the minute a clocked screen was rendered in (so a kept one
 * serves its minute only), nothing for the others (kept until their document changes).
 */
export function renderedMinute(screen: string, clock: () => number): string {
  return CLOCKED_SCREENS.has(screen) ? `|${Math.floor(clock() / MINUTE_MS)}` : '';
}
