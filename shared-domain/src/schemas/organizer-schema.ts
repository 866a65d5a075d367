import * as v from 'valibot';
import type { Organizer } from '../organizer/entities';
import { READ_VALUE_RULES, type StoredValueRules } from './stored-value-rules';

/**
 * An organizer item as stored (written by the gateway's admin API; the organizer edits logo,
 * description and public contact), with `rules` for its emails, logo and timestamp. Loose: attributes this version does
 * not know are kept, never stripped, so saving an item back loses nothing.
 * @example v.is(organizerSchemaWith(writeValueRules('org_1')), { ...organizer, email: 'a"b@x.io' }) // false
 */
export function organizerSchemaWith(rules: StoredValueRules): v.GenericSchema<unknown, Organizer> {
  return v.looseObject({
    id: v.string(),
    name: v.string(),
    email: rules.email,
    createdAtISO: rules.timestamp,
    logo: v.optional(rules.image('organizer-logo')),
    description: v.optional(v.string()),
    // The public contact the organizer chose (issue 23): an address like the sign-in one; cleared by removing it.
    contactEmail: v.optional(rules.email),
  });
}

/** An organizer as the app reads it. */
export const organizerSchema = organizerSchemaWith(READ_VALUE_RULES);
