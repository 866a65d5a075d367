import type { Tournament } from 'shared-domain';
import { storage } from '../storage/active-storage';
import { TOURNAMENT_KEYS } from '../use-cases/pending-write';

/** Tournament reads and version-checked settings saves; creation and deletion are use cases (use-cases/). */
export const tournamentsRepository = {
  async listByOrganizer(organizerId: string): Promise<Tournament[]> {
    return storage().query<Tournament>('tournaments', { index: 'organizerId-index', equals: { organizerId } });
  },

  /** Public tournaments, newest first, from the visibility index (no table scan). */
  async listPublic(): Promise<Tournament[]> {
    return storage().query<Tournament>('tournaments', { index: 'visibility-index', equals: { visibility: 'public' }, descending: true });
  },

  /** Every tournament the caller may see (the gateway filters); for the super admin's global view. */
  async listAll(): Promise<Tournament[]> {
    return storage().scan<Tournament>('tournaments');
  },

  /** Saves tournament settings only if unchanged since read; otherwise throws ConflictError with fresh data. */
  async update(tournament: Pick<Tournament, 'id' | 'version'>, fields: Partial<Tournament>): Promise<Tournament> {
    return storage().update<Tournament>('tournaments', { id: tournament.id }, fields, {
      expectedVersion: tournament.version ?? 0,
      protectedKeys: TOURNAMENT_KEYS,
    });
  },

  /** One tournament, read consistently: the detail screen's version check needs the latest version. */
  async get(id: string): Promise<Tournament | null> {
    return storage().get<Tournament>('tournaments', { id });
  },
};
