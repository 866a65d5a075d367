import { QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../clients/aws-clients';
import { tableName } from '../config/runtime-config';

type CountedTable = 'organizers' | 'teams' | 'tournaments' | 'matches';

/** Counts items without transferring them (Select COUNT), following pagination. */
export async function countAll(entity: CountedTable): Promise<number> {
  let total = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new ScanCommand({ TableName: tableName(entity), Select: 'COUNT', ExclusiveStartKey: startKey }),
    );
    total += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return total;
}

/** Counts one organizer's items through the table's organizerId index. */
export async function countByOrganizer(entity: Exclude<CountedTable, 'organizers'>, organizerId: string): Promise<number> {
  let total = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(entity),
        IndexName: 'organizerId-index',
        KeyConditionExpression: 'organizerId = :organizerId',
        ExpressionAttributeValues: { ':organizerId': organizerId },
        Select: 'COUNT',
        ExclusiveStartKey: startKey,
      }),
    );
    total += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return total;
}
