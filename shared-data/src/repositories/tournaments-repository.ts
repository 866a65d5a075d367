import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Tournament } from 'shared-domain';
import { documentClient } from '../clients/aws-clients';
import { tableName } from '../config/runtime-config';
import { queryAll, scanAll } from './paginate';
import { updateVersioned } from './versioned-update';

export const tournamentsRepository = {
  async listByOrganizer(organizerId: string): Promise<Tournament[]> {
    return queryAll<Tournament>({
      TableName: tableName('tournaments'),
      IndexName: 'organizerId-index',
      KeyConditionExpression: 'organizerId = :organizerId',
      ExpressionAttributeValues: { ':organizerId': organizerId },
    });
  },

  /** Public tournaments, newest first, from the visibility index (no table scan). */
  async listPublic(): Promise<Tournament[]> {
    const items = await queryAll<Tournament>({
      TableName: tableName('tournaments'),
      IndexName: 'visibility-index',
      KeyConditionExpression: 'visibility = :public',
      ExpressionAttributeValues: { ':public': 'public' },
      ScanIndexForward: false,
    });
    return items;
  },

  /** Every tournament the caller may see (the gateway filters); for the super admin's global view. */
  async listAll(): Promise<Tournament[]> {
    return scanAll<Tournament>({ TableName: tableName('tournaments') });
  },

  /** Saves tournament settings only if unchanged since read; otherwise throws ConflictError with fresh data. */
  async update(tournament: Pick<Tournament, 'id' | 'version'>, fields: Partial<Tournament>): Promise<Tournament> {
    return updateVersioned<Tournament>({
      table: tableName('tournaments'),
      key: { id: tournament.id },
      expectedVersion: tournament.version,
      fields: fields as Record<string, unknown>,
      protectedKeys: ['id', 'organizerId', 'createdAtISO'],
    });
  },

  async get(id: string): Promise<Tournament | null> {
    const answer = await documentClient().send(new GetCommand({ TableName: tableName('tournaments'), Key: { id } }));
    return (answer.Item as Tournament | undefined) ?? null;
  },
};
