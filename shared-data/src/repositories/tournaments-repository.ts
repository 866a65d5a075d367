import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Tournament } from 'shared-domain';
import { documentClient } from '../clients/aws-clients';
import { tableName } from '../config/runtime-config';
import { queryAll, scanAll } from './paginate';

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

  async get(id: string): Promise<Tournament | null> {
    const answer = await documentClient().send(new GetCommand({ TableName: tableName('tournaments'), Key: { id } }));
    return (answer.Item as Tournament | undefined) ?? null;
  },
};
