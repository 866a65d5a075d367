import * as v from 'valibot';
import { REFEREE_CONTACT_MAX, REFEREE_NAME_MAX } from '../match-day/referee-list';
import type { Organizer } from '../organizer/entities';
import { READ_VALUE_RULES, type StoredValueRules } from './stored-value-rules';

const refereeSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(v.string(), v.check((name) => name.trim() !== '', 'needs a name'), v.maxLength(REFEREE_NAME_MAX, `must be at most ${REFEREE_NAME_MAX} characters`)),
  contact: v.optional(v.pipe(v.string(), v.maxLength(REFEREE_CONTACT_MAX, `must be at most ${REFEREE_CONTACT_MAX} characters`))),
  teamIds: v.array(v.string()),
});

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
    // The organizer's referees (issue 25): a name each, an optional contact, the teams they belong to.
    referees: v.optional(v.array(refereeSchema)),
  });
}

/** An organizer as the app reads it. */
export const organizerSchema = organizerSchemaWith(READ_VALUE_RULES);
