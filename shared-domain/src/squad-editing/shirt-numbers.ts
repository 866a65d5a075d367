import type { Player } from '../people/entities';
import { playerFullName } from '../people/player';

/**
 * Who in a squad already wears a shirt number: the first of `squad` that is not `self` and has
 * `number`, or null (no number, or nobody else wears it). Shirt numbers are unique within a team; the
 * team page, the player page and the CSV import all ask this (issue 22).
 * @example shirtNumberHolder([{ id: 'p1', number: 7 }, { id: 'p2', number: 9 }], 7, (p) => p.id === 'p2') // { id: 'p1', number: 7 }
 * @example shirtNumberHolder([{ id: 'p1', number: 7 }], 7, (p) => p.id === 'p1') // null
 */
export function shirtNumberHolder<P extends { number?: number | null }>(
  squad: Iterable<P>,
  number: number | null | undefined,
  isSelf: (player: P) => boolean,
): P | null {
  if (number === null || number === undefined) return null;
  for (const player of squad) if (player.number === number && !isSelf(player)) return player;
  return null;
}

/**
 * The message when a number is taken, naming who wears it.
 * @example shirtNumberTakenText(7, 'Alex Jones') // 'Number 7 is already worn by Alex Jones.'
 */
function shirtNumberTakenText(number: number, holder: string): string {
  return `Number ${number} is already worn by ${holder}.`;
}

/**
 * Why player `playerId` cannot wear `number` in `squad` (their team's players; the player itself may be
 * in it, or not yet when it is being added), or null when the number is free or unset.
 * @example shirtNumberError([{ id: 'p1', firstName: 'Alex', lastName: 'Jones', number: 7 }], 'p2', 7) // 'Number 7 is already worn by Alex Jones.'
 * @example shirtNumberError([{ id: 'p1', firstName: 'Alex', lastName: 'Jones', number: 7 }], 'p1', 7) // null
 */
export function shirtNumberError(
  squad: readonly Pick<Player, 'id' | 'firstName' | 'lastName' | 'number'>[],
  playerId: string,
  number: number | null | undefined,
): string | null {
  const holder = shirtNumberHolder(squad, number, (player) => player.id === playerId);
  return holder && number != null ? shirtNumberTakenText(number, playerFullName(holder) || 'an unnamed player') : null;
}
