import * as v from 'valibot';
import type { Player } from '../people/entities';
import { socialMediaSchema } from './social-media-schema';

/** A player inside a team's `players` list. `number` may be null: an emptied Number means unset (spec §5). */
export const playerSchema = v.looseObject({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  position: v.string(),
  number: v.nullish(v.number()),
  isPublic: v.boolean(),
  createdAtISO: v.string(),
  photo: v.optional(v.string()),
  dateOfBirth: v.optional(v.string()),
  socialMedia: v.optional(socialMediaSchema),
}) satisfies v.GenericSchema<unknown, Player>;
