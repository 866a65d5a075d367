import { BIRTH_DATE_RANGE, optionalDateError } from '../common/calendar-date';
import { MAX_NAME_LENGTH, validateTextLength } from '../common/text-limits';
import { readWholeNumber, type WholeNumberField } from '../common/whole-number-field';
import type { Player } from '../people/entities';
import { shirtNumberError } from './shirt-numbers';

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

/** A player's shirt number: empty means unset (spec §5), otherwise 0–999. */
const PLAYER_NUMBER_FIELD: WholeNumberField = { label: 'Number', min: 0, max: 999 };

/** Why a draft cannot be saved, per field (absent = fine). */
export type PlayerDraftErrors = Partial<Record<keyof PlayerDraft, string>>;

/** The team a draft's player belongs to: its squad (with or without that player) and the player's id. */
export interface PlayerSquad {
  players: readonly Pick<Player, 'id' | 'firstName' | 'lastName' | 'number'>[];
  playerId: string;
}

/**
 * The fields of a draft that do not parse or are too long, and with `squad` a number another player of
 * the team already wears (issue 22). The forms save nothing while any is listed, so a typo ("9x" as a
 * number, a half-typed date) never clears a stored value.
 * @example playerDraftErrors({ firstName: 'Erling', lastName: 'Haaland', number: '9x', position: 'Forward', dateOfBirth: '' })
 * // { number: 'Number must be a whole number from 0 to 999.' }
 * @example playerDraftErrors({ ...draft, number: '7' }, { players: [alexJonesWearing7], playerId: 'p2' })
 * // { number: 'Number 7 is already worn by Alex Jones.' }
 */
export function playerDraftErrors(draft: PlayerDraft, squad?: PlayerSquad): PlayerDraftErrors {
  const number = readWholeNumber(draft.number, PLAYER_NUMBER_FIELD);
  const taken = number.ok && squad ? shirtNumberError(squad.players, squad.playerId, number.value) : null;
  const errors: PlayerDraftErrors = {
    firstName: validateTextLength('First name', draft.firstName, MAX_NAME_LENGTH) ?? undefined,
    lastName: validateTextLength('Last name', draft.lastName, MAX_NAME_LENGTH) ?? undefined,
    number: number.ok ? (taken ?? undefined) : number.error,
    dateOfBirth: optionalDateError(draft.dateOfBirth, BIRTH_DATE_RANGE) ?? undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined));
}

/**
 * The player fields a draft changes; number and dateOfBirth are null when cleared, and undefined
 * (left as stored) when their text does not parse.
 */
export interface PlayerChanges {
  firstName: string;
  lastName: string;
  number: number | null | undefined;
  position: string;
  dateOfBirth: string | null | undefined;
}

/**
 * The stored fields of a draft: names trimmed, number parsed (empty → unset), an empty date of birth
 * cleared. A number or date that does not parse is left out, so it never removes the stored one
 * (the forms refuse such drafts with `playerDraftErrors` before they get here).
 * @example playerChanges({ firstName: ' Erling ', lastName: 'Haaland', number: '', position: 'Forward', dateOfBirth: '2000-07-21' })
 * // { firstName: 'Erling', lastName: 'Haaland', number: null, position: 'Forward', dateOfBirth: '2000-07-21' }
 */
export function playerChanges(draft: PlayerDraft): PlayerChanges {
  const dateOfBirth = draft.dateOfBirth.trim();
  const number = readWholeNumber(draft.number, PLAYER_NUMBER_FIELD);
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    number: number.ok ? number.value : undefined,
    position: draft.position.trim(),
    dateOfBirth: dateOfBirth === '' ? null : optionalDateError(dateOfBirth, BIRTH_DATE_RANGE) === null ? dateOfBirth : undefined,
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
