import { isPublicVisibility } from 'shared-domain';
import type { DynamoDbSend } from '../aws/dynamodb-backend';
import type { TableNames } from '../store/tables';
import { projection } from '../store/batch-get';
import { backendRead } from './backend-read';
import { fromDynamoDbItem } from './dynamodb-json';

/**
 * Whether the tournament exists and is public (spec §3: any stored visibility but 'private'), read
 * consistently so a switch to private counts from the very next check.
 * @throws PublicReadError when the backend cannot answer
 */
export async function isPublicTournament(send: DynamoDbSend, tables: TableNames, tournamentId: string): Promise<boolean> {
  const body = await backendRead(send, 'GetItem', {
    TableName: tables.tournaments,
    Key: { id: { S: tournamentId } },
    ConsistentRead: true,
    ...projection(['id', 'visibility']),
  });
  const item = fromDynamoDbItem(body.Item);
  return item !== null && typeof item.id === 'string' && isPublicVisibility(item.visibility);
}
