import { groupName } from './group-letters';

/** A knockout side not known yet: the team placed `place` in one of `letters`' groups (one letter but for a best-of slot). */
export interface GroupPlaceholder {
  letters: string[];
  place: number;
}

// A best-of slot may carry a slot number (`group-ABC-3-2`) when two slots could take the same groups.
const PATTERN = /^group-([A-P]+)-([1-9]\d*)(?:-[1-9]\d*)?$/;

/**
 * The id of a group-position side: `group-A-1` (winner of Group A), `group-B-2`, or for a best-of slot
 * `group-CDE-3` (the best third from Group C, D or E, given when every group is complete); `slot` numbers a
 * second slot open to the same groups (`group-ABC-3-2`: two best-of slots that meet each other in the first round).
 * @example groupPlaceholder(['A'], 1) // 'group-A-1'
 * @example groupPlaceholder(['C', 'D', 'E'], 3) // 'group-CDE-3'
 */
export function groupPlaceholder(letters: readonly string[], place: number, slot?: number): string {
  return `group-${letters.join('')}-${place}${slot === undefined ? '' : `-${slot}`}`;
}

/**
 * Reads a group-position side; null for a team id or another placeholder.
 * @example parseGroupPlaceholder('group-B-2') // { letters: ['B'], place: 2 }
 * @example parseGroupPlaceholder('group-ABC-3-2') // { letters: ['A', 'B', 'C'], place: 3 }
 * @example parseGroupPlaceholder('winner-3') // null
 */
export function parseGroupPlaceholder(id: string): GroupPlaceholder | null {
  const m = PATTERN.exec(id);
  return m ? { letters: [...m[1]!], place: Number(m[2]) } : null;
}

const PLACE_WORDS: Record<number, string> = { 1: 'Winner', 2: 'Runner-up', 3: '3rd' };

/**
 * What the bracket shows for a side not known yet: "Winner Group A", "Runner-up Group B", "3rd Group C/D/E",
 * "4th Group D"; the winner and loser of tie N ("Winner match 3", "Loser match 5"); null for a team id.
 * @example knockoutSideLabel('group-A-1') // 'Winner Group A'
 * @example knockoutSideLabel('group-CDE-3') // '3rd Group C/D/E'
 * @example knockoutSideLabel('loser-13') // 'Loser match 13'
 */
export function knockoutSideLabel(id: string): string | null {
  const group = parseGroupPlaceholder(id);
  if (group) return `${PLACE_WORDS[group.place] ?? `${group.place}th`} ${groupName(group.letters.join('/'))}`;
  const tie = parseTiePlaceholder(id);
  if (tie) return `${tie.kind === 'winner' ? 'Winner' : 'Loser'} match ${tie.n}`;
  return null;
}

/**
 * The side that won or lost tie N: `winner-N` (the playoff bracket's own placeholder) or `loser-N` (the
 * third-place match's sides).
 * @example tiePlaceholder('loser', 13) // 'loser-13'
 */
export function tiePlaceholder(kind: 'winner' | 'loser', n: number): string {
  return `${kind}-${n}`;
}

/**
 * Reads a `winner-N` / `loser-N` side; null otherwise.
 * @example parseTiePlaceholder('loser-13') // { kind: 'loser', n: 13 }
 */
export function parseTiePlaceholder(id: string): { kind: 'winner' | 'loser'; n: number } | null {
  const m = /^(winner|loser)-([1-9]\d*)$/.exec(id);
  return m ? { kind: m[1] === 'winner' ? 'winner' : 'loser', n: Number(m[2]) } : null;
}

/**
 * Whether a side is still a placeholder (group position, winner or loser of a tie) rather than a team.
 * @example isKnockoutPlaceholder('group-A-1') // true
 * @example isKnockoutPlaceholder('team_1') // false
 */
export function isKnockoutPlaceholder(id: string): boolean {
  return parseGroupPlaceholder(id) !== null || parseTiePlaceholder(id) !== null;
}
