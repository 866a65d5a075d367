import { storage } from '../storage/active-storage';

type CountedTable = 'organizers' | 'teams' | 'tournaments' | 'matches';

/** Counts every item of a table without transferring them. */
export async function countAll(entity: CountedTable): Promise<number> {
  return storage().count(entity);
}

/** Counts one organizer's items through the table's organizerId index. */
export async function countByOrganizer(entity: Exclude<CountedTable, 'organizers'>, organizerId: string): Promise<number> {
  return storage().count(entity, { index: 'organizerId-index', equals: { organizerId } });
}
