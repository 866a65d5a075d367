import * as v from 'valibot';
import type { CalendarDateRange } from '../common/calendar-date';
import type { ImageTarget } from '../media/image-keys';

/**
 * The values of stored items that reach pages as something other than text (issue 12: "only safe
 * values stored"): emails, image addresses, colours, days, times and timestamps. Each item schema is
 * built from one set of these rules, twice:
 * - READ_VALUE_RULES, for items the app reads: any text, so an item stored before these rules (an
 *   http: logo, an odd colour) stays readable and lists do not skip it;
 * - writeValueRules(id) (the stored-writes entry, gateway only), for what the gateway lets browsers
 *   store: only the safe values, refused with the field and the reason ("logo: must be an uploaded
 *   image or an https:// address").
 */

/** A schema of one stored text. */
export type TextSchema = v.GenericSchema<unknown, string>;

/** The image fields, by the upload they hold; an organizer's logo has no upload. */
export type ImageField = ImageTarget['kind'] | 'organizer-logo';

export interface StoredValueRules {
  /** A day (`YYYY-MM-DD`) inside `range`. */
  date(range: CalendarDateRange): TextSchema;
  /** A time of day (`HH:MM`). */
  time: TextSchema;
  /** An ISO 8601 timestamp (`createdAtISO`). */
  timestamp: TextSchema;
  /** A `#RRGGBB` colour. */
  color: TextSchema;
  /** An organizer's email address. */
  email: TextSchema;
  /** An image address: an upload of this item's `field`, or https. */
  image(field: ImageField): TextSchema;
  /** Why a player's photo is not that very player's upload (the field alone only knows the team), or null. */
  playerPhotoProblem: ((player: { id: unknown; photo?: unknown }) => string | null) | null;
}

const anyText = v.string();

/** Reading: any text in every place (see above). */
export const READ_VALUE_RULES: StoredValueRules = {
  date: () => anyText,
  time: anyText,
  timestamp: anyText,
  color: anyText,
  email: anyText,
  image: () => anyText,
  playerPhotoProblem: null,
};

