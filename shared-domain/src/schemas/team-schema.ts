import * as v from 'valibot';
import type { Team } from '../people/entities';
import { playerSchema } from './player-schema';
import { socialMediaSchema } from './social-media-schema';

/** A team item with its squad. Loose, like every stored item: unknown attributes are kept as they are. */
export const teamSchema = v.looseObject({
  id: v.string(),
  name: v.string(),
  colors: v.array(v.string()),
  logo: v.optional(v.string()),
  photo: v.optional(v.string()),
  establishedDate: v.optional(v.string()),
  organizerId: v.string(),
  createdAtISO: v.string(),
  players: v.array(playerSchema),
  socialMedia: v.optional(socialMediaSchema),
  version: v.optional(v.number()),
}) satisfies v.GenericSchema<unknown, Team>;
