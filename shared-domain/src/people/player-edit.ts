import type { Player } from './entities';
import { parsePlayerNumber } from './player';

/** Positions offered by the player forms. "Goalkeeper" is the one that counts as Keeper (spec §9). */
const PLAYER_POSITIONS = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'] as const;

/**
 * Position choices for a player: the four positions, plus the player's own value if it is another
 * one (older data), so editing never silently changes it.
 * @example playerPositionOptions('Forward') // ['Goalkeeper', 'Defender', 'Midfielder', 'Forward']
 * @example playerPositionOptions('Winger') // ['Goalkeeper', 'Defender', 'Midfielder', 'Forward', 'Winger']
 */
export function playerPositionOptions(current: string | undefined): string[] {
  const options: string[] = [...PLAYER_POSITIONS];
  if (current && current.trim() !== '' && !options.includes(current)) options.push(current);
  return options;
}

/** What the player edit forms hold: text as typed. */
export interface PlayerDraft {
  firstName: string;
  lastName: string;
  /** Empty means unset (spec §5). */
  number: string;
  position: string;
  /** YYYY-MM-DD or empty. */
  dateOfBirth: string;
}

/**
 * A form draft from a stored player.
 * @example playerDraft({ firstName: 'Erling', lastName: 'Haaland', number: 9, position: 'Forward' })
 * // { firstName: 'Erling', lastName: 'Haaland', number: '9', position: 'Forward', dateOfBirth: '' }
 */
export function playerDraft(player: Pick<Player, 'firstName' | 'lastName' | 'number' | 'position' | 'dateOfBirth'>): PlayerDraft {
  return {
    firstName: player.firstName ?? '',
    lastName: player.lastName ?? '',
    number: player.number === null || player.number === undefined ? '' : String(player.number),
    position: player.position ?? '',
    dateOfBirth: player.dateOfBirth ?? '',
  };
}

/** The player fields a draft changes; number and dateOfBirth are null when cleared. */
export interface PlayerChanges {
  firstName: string;
  lastName: string;
  number: number | null;
  position: string;
  dateOfBirth: string | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The stored fields of a draft: names trimmed, number parsed (empty → unset), an empty or malformed
 * date of birth cleared.
 * @example playerChanges({ firstName: ' Erling ', lastName: 'Haaland', number: '', position: 'Forward', dateOfBirth: '2000-07-21' })
 * // { firstName: 'Erling', lastName: 'Haaland', number: null, position: 'Forward', dateOfBirth: '2000-07-21' }
 */
export function playerChanges(draft: PlayerDraft): PlayerChanges {
  const dateOfBirth = draft.dateOfBirth.trim();
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    number: parsePlayerNumber(draft.number),
    position: draft.position.trim(),
    dateOfBirth: ISO_DATE.test(dateOfBirth) ? dateOfBirth : null,
  };
}

/**
 * The squad with one player changed. Players are stored inside the team, so an edit rewrites the list;
 * a null field removes it from the player (an unset number, a cleared date of birth).
 * Returns the list unchanged (a copy) when the player is not in it.
 * @example updatePlayerInList([{ id: 'p1', number: 9, ... }], 'p1', { number: null }) // [{ id: 'p1', ... }] (no number)
 */
export function updatePlayerInList<P extends Pick<Player, 'id'>>(
  players: readonly P[],
  playerId: string,
  changes: { [K in keyof Player]?: Player[K] | null },
): P[] {
  return players.map((player) => {
    if (player.id !== playerId) return player;
    const next: Record<string, unknown> = { ...player };
    for (const [key, value] of Object.entries(changes)) {
      if (key === 'id' || value === undefined) continue;
      if (value === null) delete next[key];
      else next[key] = value;
    }
    return next as P;
  });
}
