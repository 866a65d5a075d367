import { parsePlaceholder } from '../playoffs/playoff-placeholders';

/**
 * What one side of a custom playoff game holds (issue 22): a team of the tournament, the Nth seed of the
 * league table, the winner or the loser of a game of an earlier round (by the game's id, so resizing
 * or renaming rounds never points it at another game), BYE, or nothing chosen yet.
 */
export type CustomEntry =
  | { kind: 'team'; teamId: string }
  | { kind: 'seed'; n: number }
  | { kind: 'winner' | 'loser'; matchId: string }
  | { kind: 'bye' }
  | { kind: 'none' };

/** The stored value of a BYE side. */
export const CUSTOM_BYE = 'bye';

const REFERENCE_PATTERN = /^(winner|loser)-of:(.+)$/;

/**
 * The stored value of "Winner of <game>" / "Loser of <game>".
 * @example gameReference('winner', 'match_1') // 'winner-of:match_1'
 */
export function gameReference(kind: 'winner' | 'loser', matchId: string): string {
  return `${kind}-of:${matchId}`;
}

/**
 * Reads a stored side: '' is nothing chosen, `bye`, `seed-N`, `winner-of:<id>`, `loser-of:<id>`,
 * anything else a team id.
 * @example parseCustomEntry('seed-2') // { kind: 'seed', n: 2 }
 * @example parseCustomEntry('loser-of:m1') // { kind: 'loser', matchId: 'm1' }
 */
export function parseCustomEntry(value: string): CustomEntry {
  if (value === '') return { kind: 'none' };
  if (value === CUSTOM_BYE) return { kind: 'bye' };
  const reference = REFERENCE_PATTERN.exec(value);
  if (reference) return { kind: reference[1] === 'winner' ? 'winner' : 'loser', matchId: reference[2] ?? '' };
  const placeholder = parsePlaceholder(value);
  if (placeholder?.kind === 'seed') return { kind: 'seed', n: placeholder.n };
  return { kind: 'team', teamId: value };
}
