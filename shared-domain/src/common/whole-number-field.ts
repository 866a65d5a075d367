/** How a whole-number field is read: its label (for the message) and its bounds. */
export interface WholeNumberField {
  label: string;
  min: number;
  max: number;
}

/** What typing into an optional whole-number field means. */
export type WholeNumberInput = { ok: true; value: number | null } | { ok: false; error: string };

/**
 * The message of a whole-number field whose text does not parse (ours; the spec shows none).
 * @example wholeNumberMessage({ label: 'Number', min: 0, max: 999 }) // 'Number must be a whole number from 0 to 999.'
 */
function wholeNumberMessage(field: WholeNumberField): string {
  return `${field.label} must be a whole number from ${field.min} to ${field.max}.`;
}

/**
 * An optional whole-number field (a player's number, a score): empty text means unset (null); digits
 * within the bounds are the value; anything else ("9x", "-1", "7.5", "1000") is refused with the
 * field's message, so a typo never clears what is stored.
 * @example readWholeNumber('9', { label: 'Number', min: 0, max: 999 }) // { ok: true, value: 9 }
 * @example readWholeNumber(' ', { label: 'Number', min: 0, max: 999 }) // { ok: true, value: null }
 * @example readWholeNumber('9x', { label: 'Number', min: 0, max: 999 }) // { ok: false, error: 'Number must be a whole number from 0 to 999.' }
 */
export function readWholeNumber(text: string, field: WholeNumberField): WholeNumberInput {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  const value = /^\d{1,15}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  return value >= field.min && value <= field.max ? { ok: true, value } : { ok: false, error: wholeNumberMessage(field) };
}
