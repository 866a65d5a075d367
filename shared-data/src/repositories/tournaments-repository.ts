import type { Tournament } from 'shared-domain';
import { storage } from '../storage/active-storage';
import type { ItemPage, PageCursor } from '../storage/storage-port';
import { TOURNAMENT_KEYS } from '../use-cases/pending-write';

/** What a tournament card shows (home search): the only attributes a page of public tournaments reads. */
export type TournamentCard = Pick<Tournament, 'id' | 'name' | 'organizerId' | 'createdAtISO'> & Partial<Pick<Tournament, 'logo' | 'location' | 'visibility'>>;
const TOURNAMENT_CARD_FIELDS = ['id', 'name', 'organizerId', 'createdAtISO', 'logo', 'location', 'visibility'];

/** Public tournament cards per page: a few screens of cards, far below a 1 MB page of DynamoDB. */
const PUBLIC_TOURNAMENTS_PAGE = 60;

/** Tournament reads and version-checked settings saves; creation and deletion are use cases (use-cases/). */
export const tournamentsRepository = {
  async listByOrganizer(organizerId: string): Promise<Tournament[]> {
    return storage().query<Tournament>('tournaments', { index: 'organizerId-index', equals: { organizerId } });
  },

  /** One page of public tournament cards, newest first: one Query of the visibility index (no table scan). */
  async publicCardsPage(after: PageCursor | null = null, limit = PUBLIC_TOURNAMENTS_PAGE): Promise<ItemPage<TournamentCard>> {
    return storage().queryPage<TournamentCard>(
      'tournaments',
      { index: 'visibility-index', equals: { visibility: 'public' }, descending: true },
      { limit, after, attributes: TOURNAMENT_CARD_FIELDS },
    );
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
