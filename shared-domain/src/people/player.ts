import type { Player } from './entities';

/** Fields a player gets when added (spec §9). */
const DEFAULT_PLAYER_FIELDS = {
  firstName: 'New',
  lastName: 'Player',
  position: 'Forward',
  number: 1,
  isPublic: true,
} as const;

/**
 * A player as added to a team (spec §9): New Player, Forward, number 1, public.
 * @example createDefaultPlayer('player_1_abc', '2024-01-01T00:00:00.000Z')
 * // { id: 'player_1_abc', firstName: 'New', lastName: 'Player', position: 'Forward', number: 1, isPublic: true, createdAtISO: '2024-01-01T00:00:00.000Z' }
 */
export function createDefaultPlayer(id: string, createdAtISO: string): Player {
  return { id, ...DEFAULT_PLAYER_FIELDS, createdAtISO };
}

/**
 * The public player page shows a player only if isPublic is exactly true (spec §5).
 * @example isPlayerPubliclyVisible({ isPublic: true }) // true
 * @example isPlayerPubliclyVisible({}) // false
 */
export function isPlayerPubliclyVisible(player: Partial<Pick<Player, 'isPublic'>>): boolean {
  return player.isPublic === true;
}

/**
 * "First Last", skipping empty parts.
 * @example playerFullName({ firstName: 'Erling', lastName: 'Haaland' }) // 'Erling Haaland'
 */
export function playerFullName(player: Pick<Player, 'firstName' | 'lastName'>): string {
  return [player.firstName, player.lastName].map((s) => s?.trim() ?? '').filter(Boolean).join(' ');
}

/** How a player no longer in any squad is named where their goals and lineup entries stay (issue 11). */
export const FORMER_PLAYER_NAME = 'Former player';

/**
 * The name of the player `playerId` among `players`, "Former player" when none of them has that id (a
 * deleted player's goals and lineup entries are kept), and "Unnamed player" when their name is blank.
 * @example playerNameById([{ id: 'p1', firstName: 'Erling', lastName: 'Haaland' }], 'p1') // 'Erling Haaland'
 * @example playerNameById([], 'p9') // 'Former player'
 */
export function playerNameById(players: readonly Pick<Player, 'id' | 'firstName' | 'lastName'>[], playerId: string): string {
  const player = players.find((p) => p.id === playerId);
  if (!player) return FORMER_PLAYER_NAME;
  return playerFullName(player) || 'Unnamed player';
}

/**
 * Age in whole years on `now` from a YYYY-MM-DD (or ISO) date of birth, or null if unknown. Compares
 * calendar dates in UTC so the answer does not depend on the viewer's time zone.
 * @param now current time in epoch ms (passed in: rules never read the clock)
 * @example playerAge('2000-06-15', Date.UTC(2024, 5, 14)) // 23
 */
export function playerAge(dateOfBirth: string | undefined, now: number): number | null {
  const m = dateOfBirth ? /^(\d{4})-(\d{2})-(\d{2})/.exec(dateOfBirth) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const today = new Date(now);
  const [ty, tmo, td] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  if (Number.isNaN(ty)) return null;
  const age = ty - y - (tmo < mo || (tmo === mo && td < d) ? 1 : 0);
  return age >= 0 ? age : null;
}

/** A keeper by the spec's rule: position "Goalkeeper" (spec §9); we also accept "Keeper" and "GK". */
const KEEPER_POSITIONS = new Set(['goalkeeper', 'keeper', 'gk']);

/**
 * Whether a position counts as Keeper (spec §9: "Goalkeeper"), ignoring case and spaces.
 * @example isKeeperPosition('Goalkeeper') // true
 * @example isKeeperPosition('Defender') // false
 */
function isKeeperPosition(position: string | undefined): boolean {
  return KEEPER_POSITIONS.has((position ?? '').trim().toLowerCase());
}

/**
 * Keeper and outfield counts of a squad (public team page, spec §2).
 * @example countKeepersAndOutfield([{ position: 'Goalkeeper' }, { position: 'Forward' }]) // { keepers: 1, outfield: 1 }
 */
export function countKeepersAndOutfield(players: readonly Pick<Player, 'position'>[]): { keepers: number; outfield: number } {
  const keepers = players.filter((p) => isKeeperPosition(p.position)).length;
  return { keepers, outfield: players.length - keepers };
}
