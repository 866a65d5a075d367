import { MESSAGES, createId, createTeam, findPlayerInTeams, type PlayerInTeam, type Team } from 'shared-domain';
import { storage } from '../storage/active-storage';
import { readItem, readList, readWrite, type ItemList } from './stored-items';

export interface NewTeam {
  name: string;
  colors: string[];
}

/** Team fields an update never changes: identity, owner, creation date. */
const TEAM_KEYS = ['id', 'organizerId', 'createdAtISO'] as const;

export const teamsRepository = {
  /** An organizer's readable teams, oldest first, and how many could not be read. */
  async readByOrganizer(organizerId: string): Promise<ItemList<Team>> {
    const read = await readList('team', await storage().query<unknown>('teams', { index: 'organizerId-index', equals: { organizerId } }));
    return { ...read, items: read.items.sort((a, b) => a.createdAtISO.localeCompare(b.createdAtISO)) };
  },

  /** An organizer's teams, oldest first (unreadable ones left out). */
  async listByOrganizer(organizerId: string): Promise<Team[]> {
    return (await this.readByOrganizer(organizerId)).items;
  },

  /** Every team the caller may see (the super admin's global view); unreadable ones left out. */
  async listAll(): Promise<Team[]> {
    return (await readList('team', await storage().scan<unknown>('teams'))).items;
  },

  /** One team; null when absent. @throws UnreadableItemError when it is stored in a shape the app cannot read */
  async get(id: string): Promise<Team | null> {
    return readItem('team', await storage().get<unknown>('teams', { id }));
  },

  /** Creates a team for the organizer; an id collision fails instead of overwriting. */
  async create(input: NewTeam, organizerId: string): Promise<Team> {
    const now = Date.now();
    const created = createTeam(input, {
      id: createId('team', now, Math.random),
      organizerId,
      createdAtISO: new Date(now).toISOString(),
    });
    if (!created) throw new Error(MESSAGES.teamNameRequired);
    return readWrite('team', storage().create<Team>('teams', { ...created, version: 1 }));
  },

  /**
   * Saves changes to a team (its nested players included) only if nobody saved it since `team`
   * was read; otherwise throws ConflictError carrying the fresh team.
   */
  async update(team: Pick<Team, 'id' | 'version'>, fields: Partial<Team>): Promise<Team> {
    return readWrite('team', storage().update<unknown>('teams', { id: team.id }, fields, { expectedVersion: team.version ?? 0, protectedKeys: TEAM_KEYS }));
  },

  /**
   * Several teams by id in one batch read (a tournament's participants), and how many could not be read.
   * A missing team is simply absent, and so is one whose read fails: if the batch fails, each team is
   * read on its own, so one bad id cannot take the whole page down.
   */
  async readMany(ids: readonly string[]): Promise<ItemList<Team>> {
    const unique = [...new Set(ids)].filter((id) => id !== '');
    if (unique.length === 0) return { items: [], skipped: 0 };
    let found: unknown[];
    try {
      found = await storage().getMany<unknown>('teams', unique.map((id) => ({ id })));
    } catch (error) {
      console.error('Loading teams in one batch failed; reading them one by one', error);
      found = await Promise.all(
        unique.map((id) =>
          storage()
            .get<unknown>('teams', { id })
            .catch((failure: unknown) => {
              console.error(`Loading team ${id} failed`, failure);
              return null;
            }),
        ),
      );
    }
    return readList('team', found.filter((team) => team !== null));
  },

  /** A player of one organizer's teams, with that team (the admin player page); null if none holds it. */
  async findOrganizerPlayer(organizerId: string, playerId: string): Promise<PlayerInTeam | null> {
    return findPlayerInTeams(await this.listByOrganizer(organizerId), playerId);
  },

  async remove(id: string): Promise<void> {
    await storage().remove('teams', { id });
  },
};
