import { DeleteCommand, GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { MESSAGES, createId, createTeam, findPlayerInTeams, isPlayerPubliclyVisible, type PlayerInTeam, type Team } from 'shared-domain';
import { documentClient } from '../clients/aws-clients';
import { tableName } from '../config/runtime-config';
import { queryAll, scanAll } from './paginate';
import { updateVersioned } from './versioned-update';

export interface NewTeam {
  name: string;
  colors: string[];
}

/** What the public player page needs of the player's team. */
export type PublicPlayerTeam = Pick<Team, 'id' | 'name' | 'players'> & Partial<Pick<Team, 'logo' | 'colors'>>;

export const teamsRepository = {
  async listByOrganizer(organizerId: string): Promise<Team[]> {
    const items = await queryAll<Team>({
      TableName: tableName('teams'),
      IndexName: 'organizerId-index',
      KeyConditionExpression: 'organizerId = :organizerId',
      ExpressionAttributeValues: { ':organizerId': organizerId },
    });
    return items.sort((a, b) => a.createdAtISO.localeCompare(b.createdAtISO));
  },

  /** Every team the caller may see (the super admin's global view). */
  async listAll(): Promise<Team[]> {
    return scanAll<Team>({ TableName: tableName('teams') });
  },

  async get(id: string): Promise<Team | null> {
    const answer = await documentClient().send(new GetCommand({ TableName: tableName('teams'), Key: { id } }));
    return (answer.Item as Team | undefined) ?? null;
  },

  /** Creates a team for the organizer; the condition makes an id collision fail instead of overwrite. */
  async create(input: NewTeam, organizerId: string): Promise<Team> {
    const now = Date.now();
    const created = createTeam(input, {
      id: createId('team', now, Math.random),
      organizerId,
      createdAtISO: new Date(now).toISOString(),
    });
    if (!created) throw new Error(MESSAGES.teamNameRequired);
    const team: Team = { ...created, version: 1 };
    await documentClient().send(
      new PutCommand({ TableName: tableName('teams'), Item: team, ConditionExpression: 'attribute_not_exists(id)' }),
    );
    return team;
  },

  /**
   * Saves changes to a team (its nested players included) only if nobody saved it since `team`
   * was read; otherwise throws ConflictError carrying the fresh team.
   */
  async update(team: Pick<Team, 'id' | 'version'>, fields: Partial<Team>): Promise<Team> {
    return updateVersioned<Team>({
      table: tableName('teams'),
      key: { id: team.id },
      expectedVersion: team.version,
      fields: fields as Record<string, unknown>,
      protectedKeys: ['id', 'organizerId', 'createdAtISO'],
    });
  },

  /**
   * Several teams by id, fetched in parallel (the public tournament page names its teams this way).
   * A team that is missing, or whose read fails, is simply absent from the map: one bad id must not
   * take the whole page down; the caller shows it as unknown.
   */
  async getMany(ids: readonly string[]): Promise<Map<string, Team>> {
    const unique = [...new Set(ids)].filter((id) => id !== '');
    const found = await Promise.all(
      unique.map((id) =>
        this.get(id).catch((error: unknown) => {
          console.error(`Loading team ${id} failed`, error);
          return null;
        }),
      ),
    );
    return new Map(found.filter((team): team is Team => team !== null).map((team) => [team.id, team]));
  },

  /**
   * The public player page (spec §7): scans the teams table for the team holding the player and
   * returns them only if the player is public (isPublic === true). Follows LastEvaluatedKey page by
   * page (a page may hold no match, or no items at all, and still not be the last) and stops at the
   * first hit. Only the attributes the page shows are read.
   */
  async findPublicPlayer(playerId: string): Promise<PlayerInTeam<PublicPlayerTeam> | null> {
    if (!playerId) return null;
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await documentClient().send(
        new ScanCommand({
          TableName: tableName('teams'),
          ProjectionExpression: 'id, #name, logo, colors, players',
          ExpressionAttributeNames: { '#name': 'name' },
          ExclusiveStartKey: startKey,
        }),
      );
      const found = findPlayerInTeams((page.Items ?? []) as PublicPlayerTeam[], playerId);
      if (found) return isPlayerPubliclyVisible(found.player) ? found : null;
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return null;
  },

  /** A player of one organizer's teams, with that team (the admin player page); null if none holds it. */
  async findOrganizerPlayer(organizerId: string, playerId: string): Promise<PlayerInTeam | null> {
    return findPlayerInTeams(await this.listByOrganizer(organizerId), playerId);
  },

  async remove(id: string): Promise<void> {
    await documentClient().send(new DeleteCommand({ TableName: tableName('teams'), Key: { id } }));
  },
};
