import * as v from 'valibot';
import { BIRTH_DATE_RANGE } from '../common/calendar-date';
import type { Player } from '../people/entities';
import { socialMediaSchema } from './social-media-schema';
import type { StoredValueRules } from './stored-value-rules';

/**
 * A player inside a team's `players` list, with `rules` for its dates and photo. `number` may be null:
 * an emptied Number means unset (spec §5). When writing, the photo must be this player's own upload,
 * which only the whole player knows (its `id`): the field's own rule knows the team alone.
 * @example v.is(playerSchemaWith(writeValueRules('team_1')), { ...player, photo: 'javascript:alert(1)' }) // false
 */
export function playerSchemaWith(rules: StoredValueRules): v.GenericSchema<unknown, Player> {
  const player = v.looseObject({
    id: v.string(),
    firstName: v.string(),
    lastName: v.string(),
    position: v.string(),
    number: v.nullish(v.number()),
    isPublic: v.boolean(),
    createdAtISO: rules.timestamp,
    photo: v.optional(rules.image('player-photo')),
    dateOfBirth: v.optional(rules.date(BIRTH_DATE_RANGE)),
    socialMedia: v.optional(socialMediaSchema),
  });
  const photoProblem = rules.playerPhotoProblem;
  if (!photoProblem) return player;
  return v.pipe(
    player,
    v.forward(
      v.check((read) => photoProblem(read) === null, (issue) => photoProblem(issue.input) ?? ''),
      ['photo'],
    ),
  );
}
