/**
 * Length limits of the texts organizers type. Without them a 300-character name widened pages and a
 * 3,000-character one made a card thousands of pixels tall (issue 11). The forms and the gateway both
 * apply these rules, so a form never accepts what the gateway would refuse.
 */

/** Names: organizer, team, player first and last name, tournament, playoff round. */
export const MAX_NAME_LENGTH = 100;

/** Descriptions: organizer, playoff round. */
export const MAX_DESCRIPTION_LENGTH = 2000;

/** From this share of its limit on, a field shows how many characters it holds. */
const COUNTER_FROM_SHARE = 0.8;

/**
 * The length of a text as stored (trimmed), in characters as a person counts them: an emoji or an
 * accented letter typed as one character counts once, not as its UTF-16 code units.
 * @example textLength('  Rovers ') // 6
 * @example textLength('⚽ FC') // 4
 */
function textLength(text: string): number {
  let count = 0;
  for (const _ of text.trim()) count++;
  return count;
}

/**
 * 2000 → '2,000': limits are written the way the messages print them, whatever the viewer's locale.
 * @example groupThousands(2000) // '2,000'
 */
function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * The message for a text longer than its limit (ours; the spec sets no limits).
 * @example tooLongMessage('Team name', 100) // 'Team name must be at most 100 characters.'
 * @example tooLongMessage('Description', 2000) // 'Description must be at most 2,000 characters.'
 */
function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${groupThousands(max)} characters.`;
}

/**
 * Null when `text` (trimmed) fits in `max` characters, otherwise the message naming the field.
 * @example validateTextLength('First name', 'Erling', 100) // null
 * @example validateTextLength('First name', 'x'.repeat(101), 100) // 'First name must be at most 100 characters.'
 */
export function validateTextLength(label: string, text: string | null | undefined, max: number): string | null {
  return textLength(text ?? '') > max ? tooLongMessage(label, max) : null;
}

/** What a field's character counter shows. */
export interface CharacterCount {
  count: number;
  max: number;
}

/**
 * The counter of a field near or over its limit (from 80% of it), or null while the text is short
 * enough that a counter would only distract.
 * @example characterCount('x'.repeat(80), 100) // { count: 80, max: 100 }
 * @example characterCount('x'.repeat(79), 100) // null
 */
export function characterCount(text: string | null | undefined, max: number): CharacterCount | null {
  const count = textLength(text ?? '');
  return count >= max * COUNTER_FROM_SHARE ? { count, max } : null;
}
