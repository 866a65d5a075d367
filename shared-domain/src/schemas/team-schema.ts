import * as v from 'valibot';
import { FOUNDED_DATE_RANGE } from '../common/calendar-date';
import type { Team } from '../people/entities';
import { playerSchemaWith } from './player-schema';
import { socialMediaSchema } from './social-media-schema';
import { READ_VALUE_RULES, type StoredValueRules } from './stored-value-rules';

/** A team item with its squad, with `rules` for its colours, dates and images. Loose, like every
 * stored item: unknown attributes are kept as they are.
 * @example v.is(teamSchemaWith(READ_VALUE_RULES), { ...team, colors: ['red'] }) // true (an older item still reads)
 * @example v.is(teamSchemaWith(writeValueRules('team_1')), { ...team, colors: ['red'] }) // false
 */
export function teamSchemaWith(rules: StoredValueRules): v.GenericSchema<unknown, Team> {
  return v.looseObject({
    id: v.string(),
    name: v.string(),
    colors: v.array(rules.color),
    logo: v.optional(rules.image('team-logo')),
    photo: v.optional(rules.image('team-photo')),
    establishedDate: v.optional(rules.date(FOUNDED_DATE_RANGE)),
    organizerId: v.string(),
    createdAtISO: rules.timestamp,
    players: v.array(playerSchemaWith(rules)),
    socialMedia: v.optional(socialMediaSchema),
    version: v.optional(v.number()),
  });
}

/** A team as the app reads it. */
export const teamSchema = teamSchemaWith(READ_VALUE_RULES);
