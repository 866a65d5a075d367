import { MESSAGES, createId, createTeam, findPlayerInTeams, type PlayerInTeam, type Team } from 'shared-domain';
import { storage } from '../storage/active-storage';

export interface NewTeam {
  name: string;
  colors: string[];
}

/** Team fields an update never changes: identity, owner, creation date. */
const TEAM_KEYS = ['id', 'organizerId', 'createdAtISO'] as const;

export const teamsRepository = {
  /** An organizer's teams, oldest first. */
  async listByOrganizer(organizerId: string): Promise<Team[]> {
    const items = await storage().query<Team>('teams', { index: 'organizerId-index', equals: { organizerId } });
    return items.sort((a, b) => a.createdAtISO.localeCompare(b.createdAtISO));
  },

  /** Every team the caller may see (the super admin's global view). */
  async listAll(): Promise<Team[]> {
    return storage().scan<Team>('teams');
  },

  async get(id: string): Promise<Team | null> {
    return storage().get<Team>('teams', { id });
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
    return storage().create<Team>('teams', { ...created, version: 1 });
  },

  /**
   * Saves changes to a team (its nested players included) only if nobody saved it since `team`
   * was read; otherwise throws ConflictError carrying the fresh team.
   */
  async update(team: Pick<Team, 'id' | 'version'>, fields: Partial<Team>): Promise<Team> {
    return storage().update<Team>('teams', { id: team.id }, fields, { expectedVersion: team.version ?? 0, protectedKeys: TEAM_KEYS });
  },

  /**
   * Several teams by id in one batch read (the public tournament page names its teams this way).
   * A missing team is simply absent from the map, and so is one whose read fails: if the batch fails,
   * each team is read on its own, so one bad id cannot take the whole page down.
   */
  async getMany(ids: readonly string[]): Promise<Map<string, Team>> {
    const unique = [...new Set(ids)].filter((id) => id !== '');
    if (unique.length === 0) return new Map();
    let found: (Team | null)[];
    try {
      found = await storage().getMany<Team>('teams', unique.map((id) => ({ id })));
    } catch (error) {
      console.error('Loading teams in one batch failed; reading them one by one', error);
      found = await Promise.all(
        unique.map((id) =>
          this.get(id).catch((failure: unknown) => {
            console.error(`Loading team ${id} failed`, failure);
            return null;
          }),
        ),
      );
    }
    return new Map(found.filter((team): team is Team => team !== null).map((team) => [team.id, team]));
  },

  /** A player of one organizer's teams, with that team (the admin player page); null if none holds it. */
  async findOrganizerPlayer(organizerId: string, playerId: string): Promise<PlayerInTeam | null> {
    return findPlayerInTeams(await this.listByOrganizer(organizerId), playerId);
  },

  async remove(id: string): Promise<void> {
    await storage().remove('teams', { id });
  },
};
