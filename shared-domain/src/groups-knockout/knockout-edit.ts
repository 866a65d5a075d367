import { isScored } from '../match/scores';
import type { GroupsKnockoutBracket } from './entities';

/** What a knockout edit returns: the new bracket, or why nothing changed. */
export type KnockoutChange = { ok: true; bracket: GroupsKnockoutBracket } | { ok: false; error: string };

/**
 * Whether the knockout has started: any of its legs has a score. From then on its pairings stay.
 * @example isKnockoutStarted(bracket, [{ id: 'm1', homeGoals: 1, awayGoals: 0 }]) // true when m1 is a leg of the bracket
 */
export function isKnockoutStarted(bracket: GroupsKnockoutBracket, matches: readonly ({ id: string } & { homeGoals?: number | null; awayGoals?: number | null })[]): boolean {
  const legs = new Set([...bracket.rounds.flat(), ...(bracket.thirdPlace ? [bracket.thirdPlace] : [])].flatMap((t) => t.matchIds));
  return matches.some((m) => legs.has(m.id) && isScored(m));
}

/**
 * Whether a cup's group stage stopped halfway: its knockout is stored (the start's claim) but not every
 * leg of it is among the matches, so the start must be run again to write what is missing.
 * @example groupStageUnfinished(bracket, []) // true: the knockout is stored, its games are not
 */
export function groupStageUnfinished(bracket: GroupsKnockoutBracket, matches: readonly { id: string }[]): boolean {
  const ids = new Set(matches.map((m) => m.id));
  return [...bracket.rounds.flat(), ...(bracket.thirdPlace ? [bracket.thirdPlace] : [])].some((tie) => tie.matchIds.some((id) => !ids.has(id)));
}

/**
 * The organizer's edit of the first-round pairings: swaps two sides of the first round (group positions
 * or teams; a side with a bye takes the bye with it). Refused once the knockout has started, or when a
 * side is not in the first round. The later rounds follow by their `winner-N` sides.
 * @example swapFirstRoundSides(bracket, 'group-B-2', 'group-D-2', []) // { ok: true, bracket: … 1A v 2D … 1C v 2B … }
 */
export function swapFirstRoundSides(
  bracket: GroupsKnockoutBracket,
  sideA: string,
  sideB: string,
  matches: readonly ({ id: string } & { homeGoals?: number | null; awayGoals?: number | null })[],
): KnockoutChange {
  if (isKnockoutStarted(bracket, matches)) return { ok: false, error: 'The knockout has started: its pairings can no longer change.' };
  const first = bracket.rounds[0] ?? [];
  const sides = new Set(first.flatMap((t) => [t.home, t.away]));
  if (!sides.has(sideA) || !sides.has(sideB)) return { ok: false, error: 'Only sides of the first knockout round can be swapped.' };
  const swap = (id: string) => (id === sideA ? sideB : id === sideB ? sideA : id);
  const rounds = bracket.rounds.map((ties, r) => ties.map((t) => (r === 0 ? { ...t, home: swap(t.home), away: swap(t.away), matchIds: [...t.matchIds] } : { ...t, matchIds: [...t.matchIds] })));
  return { ok: true, bracket: bracket.thirdPlace ? { rounds, thirdPlace: { ...bracket.thirdPlace } } : { rounds } };
}

/**
 * The name of a knockout round of a cup: "Final", "Semi-finals", "Quarter-finals", "Round of 16",
 * "Round of 32"… (counted from the end), and "Third place" for the third-place tie (pass `thirdPlace`).
 * @example knockoutRoundName(0, 4) // 'Round of 16'
 * @example knockoutRoundName(3, 4, true) // 'Third place'
 */
export function knockoutRoundName(roundIndex: number, roundCount: number, thirdPlace = false): string {
  if (thirdPlace) return 'Third place';
  const teams = 2 ** (roundCount - roundIndex);
  if (teams === 2) return 'Final';
  if (teams === 4) return 'Semi-finals';
  if (teams === 8) return 'Quarter-finals';
  return `Round of ${teams}`;
}
