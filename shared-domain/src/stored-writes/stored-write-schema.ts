import type * as v from 'valibot';
import { matchSchemaWith } from '../schemas/match-schema';
import { organizerSchemaWith } from '../schemas/organizer-schema';
import type { StoredEntities, StoredEntity } from '../stored-items/stored-item-types';
import { teamSchemaWith } from '../schemas/team-schema';
import { tournamentSchemaWith } from '../schemas/tournament-schema';
import { writeValueRules } from './write-value-rules';

/**
 * The schema an item of `entity` with id `id` is written with: the read schema's shape with only safe
 * values (write-value-rules.ts), its image fields taking uploads of that item alone.
 * @example v.is(storedWriteSchema('team', 'team_1'), { ...team, logo: 'javascript:alert(1)' }) // false
 */
export function storedWriteSchema<E extends StoredEntity>(entity: E, id: string | undefined): v.GenericSchema<unknown, StoredEntities[E]> {
  const rules = writeValueRules(id);
  const schemas: { readonly [K in StoredEntity]: () => v.GenericSchema<unknown, StoredEntities[K]> } = {
    organizer: () => organizerSchemaWith(rules),
    team: () => teamSchemaWith(rules),
    tournament: () => tournamentSchemaWith(rules),
    match: () => matchSchemaWith(rules),
  };
  return schemas[entity]();
}
