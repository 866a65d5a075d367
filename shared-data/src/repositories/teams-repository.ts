import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { MESSAGES, createId, createTeam, type Team } from 'shared-domain';
import { documentClient } from '../clients/aws-clients';
import { tableName } from '../config/runtime-config';
import { queryAll, scanAll } from './paginate';
import { updateVersioned } from './versioned-update';

export interface NewTeam {
  name: string;
  colors: string[];
}

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

  async remove(id: string): Promise<void> {
    await documentClient().send(new DeleteCommand({ TableName: tableName('teams'), Key: { id } }));
  },
};
