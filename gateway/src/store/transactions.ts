import { TransactWriteItemsCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';

/** Engine answers that mean "this store has no TransactWriteItems" (dynalite, engines without transactions). */
const NO_TRANSACTIONS = new Set(['UnknownOperationException', 'NotImplementedException', 'UnsupportedOperationException']);

/**
 * Whether the store runs TransactWriteItems: DynamoDB and DynamoDB Local do, the embedded dynalite does not.
 * Probed once at start with a transaction that writes nothing (a ConditionCheck that an item of `table` is
 * absent). Multi-item writes use a transaction where this is true and the claim → write → mark-done path
 * elsewhere (docs/architecture.md).
 */
export async function storeHasTransactions(client: DynamoDBClient, table: string): Promise<boolean> {
  try {
    await client.send(
      new TransactWriteItemsCommand({
        TransactItems: [{ ConditionCheck: { TableName: table, Key: { id: { S: 'transactions-probe' } }, ConditionExpression: 'attribute_not_exists(id)' } }],
      }),
    );
    return true;
  } catch (err) {
    if (NO_TRANSACTIONS.has((err as { name?: string }).name ?? '')) return false;
    throw err;
  }
}
