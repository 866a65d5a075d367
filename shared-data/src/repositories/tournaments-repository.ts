import type { Tournament } from 'shared-domain';
import { storage } from '../storage/active-storage';
import { TOURNAMENT_KEYS, type TournamentItem } from '../use-cases/pending-write';
import { readItem, readList, readWrite, type ItemList } from './stored-items';

/** Fields an update writes: undefined ones are ignored, null removes the attribute (the storage port's rule). */
type TournamentFields = { [K in keyof TournamentItem]?: TournamentItem[K] | null };

/**
 * Tournament reads and version-checked settings saves; creation and deletion are use cases (use-cases/).
 * Reads check every item against the tournament schema: a list leaves out (and counts) what it cannot
 * read, a single read of such an item throws UnreadableItemError.
 */
export const tournamentsRepository = {
  /** An organizer's readable tournaments, and how many could not be read. */
  async readByOrganizer(organizerId: string): Promise<ItemList<Tournament>> {
    return readList('tournament', await storage().query<unknown>('tournaments', { index: 'organizerId-index', equals: { organizerId } }));
  },

  async listByOrganizer(organizerId: string): Promise<Tournament[]> {
    return (await this.readByOrganizer(organizerId)).items;
  },

  /** Public tournaments, newest first, from the visibility index (no table scan). */
  async readPublic(): Promise<ItemList<Tournament>> {
    return readList('tournament', await storage().query<unknown>('tournaments', { index: 'visibility-index', equals: { visibility: 'public' }, descending: true }));
  },

  async listPublic(): Promise<Tournament[]> {
    return (await this.readPublic()).items;
  },

  /** Every tournament the caller may see (the gateway filters); for the super admin's global view. */
  async readAll(): Promise<ItemList<Tournament>> {
    return readList('tournament', await storage().scan<unknown>('tournaments'));
  },

  async listAll(): Promise<Tournament[]> {
    return (await this.readAll()).items;
  },

  /** Saves tournament settings only if unchanged since read; otherwise throws ConflictError with fresh data. */
  async update(tournament: Pick<Tournament, 'id' | 'version'>, fields: TournamentFields): Promise<Tournament> {
    return readWrite(
      'tournament',
      storage().update<unknown>('tournaments', { id: tournament.id }, fields, { expectedVersion: tournament.version ?? 0, protectedKeys: TOURNAMENT_KEYS }),
    );
  },

  /**
   * Changes fields without a version check (the claim marker of a multi-item write), only if the
   * tournament exists (NotFoundError otherwise).
   */
  async updateUnversioned(id: string, fields: TournamentFields): Promise<Tournament> {
    return readWrite('tournament', storage().update<unknown>('tournaments', { id }, fields, { protectedKeys: TOURNAMENT_KEYS }));
  },

  /**
   * One tournament, read consistently: the detail screen's version check needs the latest version.
   * @throws UnreadableItemError when it is stored in a shape the app cannot read
   */
  async get(id: string): Promise<Tournament | null> {
    return readItem('tournament', await storage().get<unknown>('tournaments', { id }));
  },
};
