import { ScanCommand, type DynamoDBDocumentClient, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';

/** Every item of a (filtered) scan, following pagination. Only for admin paths and small tables. */
export async function scanAll<T>(doc: DynamoDBDocumentClient, input: ScanCommandInput): Promise<T[]> {
  const items: T[] = [];
  let ExclusiveStartKey: ScanCommandInput['ExclusiveStartKey'];
  do {
    const out = await doc.send(new ScanCommand({ ...input, ExclusiveStartKey }));
    items.push(...((out.Items ?? []) as T[]));
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}
