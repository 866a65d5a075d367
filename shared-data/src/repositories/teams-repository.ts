import { MESSAGES, createId, createTeam, findPlayerInTeams, isPlayerPubliclyVisible, type PlayerInTeam, type Team } from 'shared-domain';
import { storage } from '../storage/active-storage';

export interface NewTeam {
  name: string;
  colors: string[];
}

/** What the public player page needs of the player's team (its organizer scopes the statistics' reads). */
export type PublicPlayerTeam = Pick<Team, 'id' | 'name' | 'players' | 'organizerId'> & Partial<Pick<Team, 'logo' | 'colors'>>;

/** Where the public player page may look for a player: the team its link names, or one organizer's teams. */
export interface PlayerWhereabouts {
  teamId?: string;
  organizerId?: string;
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
   * Several teams by id in one batch read (the public tournament page names its teams this way); a
   * missing team is absent from the map. A failed batch fails the read: it is never turned into one
   * GetItem per team, which would multiply the load on a store that is already failing.
   */
  async getMany(ids: readonly string[]): Promise<Map<string, Team>> {
    const unique = [...new Set(ids)].filter((id) => id !== '');
    if (unique.length === 0) return new Map();
    const found = await storage().getMany<Team>('teams', unique.map((id) => ({ id })));
    return new Map(found.map((team) => [team.id, team]));
  },

  /**
   * The public player page: the player with their team, only if the player is public (isPublic === true).
   * Never a Scan: the team the link names is read (one GetItem); if it no longer holds the player (moved
   * to another of the organizer's teams), or only an organizer is known, that organizer's teams are
   * queried once. With neither, nobody is looked for.
   */
  async findPublicPlayer(playerId: string, where: PlayerWhereabouts): Promise<PlayerInTeam<PublicPlayerTeam> | null> {
    if (!playerId) return null;
    let organizerId = where.organizerId;
    if (where.teamId) {
      const team = await this.get(where.teamId);
      const found = team && findPlayerInTeams([team], playerId);
      if (found || !team) return found && isPlayerPubliclyVisible(found.player) ? found : null;
      organizerId = team.organizerId;
    }
    if (!organizerId) return null;
    const found = findPlayerInTeams(await this.listByOrganizer(organizerId), playerId);
    return found && isPlayerPubliclyVisible(found.player) ? found : null;
  },

  /** A player of one organizer's teams, with that team (the admin player page); null if none holds it. */
  async findOrganizerPlayer(organizerId: string, playerId: string): Promise<PlayerInTeam | null> {
    return findPlayerInTeams(await this.listByOrganizer(organizerId), playerId);
  },

  async remove(id: string): Promise<void> {
    await storage().remove('teams', { id });
  },
};
