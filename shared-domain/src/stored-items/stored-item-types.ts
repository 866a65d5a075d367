import type { Tournament } from '../competition/entities';
import type { Match } from '../match/entities';
import type { Organizer } from '../organizer/entities';
import type { Team } from '../people/entities';

/** The domain type each kind of stored item reads as. */
export interface StoredEntities {
  organizer: Organizer;
  team: Team;
  tournament: Tournament;
  match: Match;
}

/** The kinds of items the store holds, one schema each (the 'shared-domain/schemas' entry). */
export type StoredEntity = keyof StoredEntities;
