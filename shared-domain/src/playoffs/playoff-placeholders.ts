/** A bracket slot that is not a team yet (spec §4): the Nth seed or the winner of match N. */
export type Placeholder = { kind: 'seed' | 'winner'; n: number };

const PLACEHOLDER_PATTERN = /^(seed|winner)-([1-9]\d*)$/;

/**
 * Placeholder for the Nth seed (1-based).
 * @example seedPlaceholder(1) // 'seed-1'
 */
export function seedPlaceholder(n: number): string {
  return `seed-${n}`;
}

/**
 * Placeholder for the winner of bracket match number N (1-based, counted round by round).
 * @example winnerPlaceholder(2) // 'winner-2'
 */
export function winnerPlaceholder(n: number): string {
  return `winner-${n}`;
}

/**
 * Reads a placeholder; returns null for real team ids.
 * @example parsePlaceholder('winner-3') // { kind: 'winner', n: 3 }
 * @example parsePlaceholder('team_1_abc') // null
 */
export function parsePlaceholder(id: string): Placeholder | null {
  const m = PLACEHOLDER_PATTERN.exec(id);
  if (!m) return null;
  return { kind: m[1] === 'seed' ? 'seed' : 'winner', n: Number(m[2]) };
}

/**
 * Readable text of a placeholder: "Seed 1", "Winner of match 2".
 * @example placeholderLabel({ kind: 'winner', n: 2 }) // 'Winner of match 2'
 */
export function placeholderLabel(placeholder: Placeholder): string {
  return placeholder.kind === 'seed' ? `Seed ${placeholder.n}` : `Winner of match ${placeholder.n}`;
}

/**
 * Whether a team id is a seed-N / winner-N placeholder.
 * @example isPlaceholder('seed-4') // true
 */
export function isPlaceholder(id: string): boolean {
  return parsePlaceholder(id) !== null;
}

/**
 * A match whose home and away are the same entry is a bye (spec §4): that entry advances at once.
 * Bye matches are never played and are left out of the match list.
 * @example isByeMatch({ homeTeamId: 'seed-3', awayTeamId: 'seed-3' }) // true
 */
export function isByeMatch(match: { homeTeamId: string; awayTeamId: string }): boolean {
  return match.homeTeamId === match.awayTeamId;
}
