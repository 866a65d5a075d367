import * as v from 'valibot';
import type { Organizer } from '../organizer/entities';

/**
 * An organizer item as stored (written by the gateway's admin API; the organizer edits logo and
 * description). Loose: attributes this version does not know are kept, never stripped, so saving an
 * item back loses nothing.
 */
export const organizerSchema = v.looseObject({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  createdAtISO: v.string(),
  logo: v.optional(v.string()),
  description: v.optional(v.string()),
}) satisfies v.GenericSchema<unknown, Organizer>;
