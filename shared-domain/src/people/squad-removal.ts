import type { Player } from './entities';

/** A player taken out of a squad, with the place they held (so an undo puts them back exactly there). */
export interface RemovedPlayer {
  player: Player;
  index: number;
}

/**
 * The squad without one player, and what was removed; null when the squad does not hold them.
 * @example removePlayerFromSquad([a, b, c], 'b') // { players: [a, c], removed: { player: b, index: 1 } }
 */
export function removePlayerFromSquad(players: readonly Player[], playerId: string): { players: Player[]; removed: RemovedPlayer } | null {
  const index = players.findIndex((p) => p.id === playerId);
  const player = players[index];
  if (!player) return null;
  return { players: players.filter((p) => p.id !== playerId), removed: { player, index } };
}

/**
 * The squad with a removed player back at their old place (or last, if the squad has shrunk since);
 * unchanged when they are already in it, so a repeated undo never doubles them.
 * @example restorePlayerToSquad([a, c], { player: b, index: 1 }) // [a, b, c]
 */
export function restorePlayerToSquad(players: readonly Player[], { player, index }: RemovedPlayer): Player[] {
  if (players.some((p) => p.id === player.id)) return [...players];
  const at = Math.min(Math.max(index, 0), players.length);
  return [...players.slice(0, at), player, ...players.slice(at)];
}
