import { DescribeTableCommand, UpdateTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient, type _Record as StreamRecord } from '@aws-sdk/client-dynamodb-streams';
import type { ChangeFeed, WriteListener } from './change-feed';
import { writeOfRecord } from './stream-records';
import { TableStream } from './table-stream';

export interface StreamFeedDeps {
  /** The gateway's own DynamoDB client: its endpoint, region and credentials are the streams client's too. */
  client: DynamoDBClient;
  /** Every table whose changes this instance acts on. */
  tableNames: string[];
  /** Gets every change, this instance's and the others', as a PutItem of the whole new item or a DeleteItem of its key. */
  onChange: WriteListener;
  onError: (err: unknown) => void;
  /** Pause between polls of an idle shard (CHANGE_FEED_POLL_MS). */
  pollMs: number;
}

/** How often each table's shard list is read again when none closed (shards split every few hours on AWS). */
const DISCOVER_EVERY_MS = 60_000;

/**
 * The table's stream ARN, after switching its stream on (new and old images) when it has none: the first
 * instance started with CHANGE_FEED=streams does it, the others find it on. Two instances doing it at once
 * is fine: the loser reads the table again.
 */
async function streamOf(client: DynamoDBClient, TableName: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const table = (await client.send(new DescribeTableCommand({ TableName }))).Table;
    const spec = table?.StreamSpecification;
    if (spec?.StreamEnabled && table?.LatestStreamArn && table.TableStatus === 'ACTIVE') {
      if (spec.StreamViewType !== 'NEW_AND_OLD_IMAGES' && spec.StreamViewType !== 'NEW_IMAGE') {
        throw new Error(`Table ${TableName} streams ${spec.StreamViewType}: the change feed needs NEW_IMAGE or NEW_AND_OLD_IMAGES`);
      }
      return table.LatestStreamArn;
    }
    if (!spec?.StreamEnabled && table?.TableStatus === 'ACTIVE') {
      await client
        .send(new UpdateTableCommand({ TableName, StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' } }))
        .catch(() => undefined); // Another instance switched it on first; the next DescribeTable tells.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Table ${TableName}: its stream did not become active`);
}

/**
 * CHANGE_FEED=streams: every instance reads every table's DynamoDB stream and acts on each change, its
 * own writes and the other instances' alike. Started before the gateway serves, so no change made after
 * the start is missed.
 */
export async function startStreamFeed(deps: StreamFeedDeps): Promise<ChangeFeed> {
  const streams = new DynamoDBStreamsClient({
    region: await deps.client.config.region(),
    credentials: () => deps.client.config.credentials(),
    ...(deps.client.config.endpoint ? { endpoint: await deps.client.config.endpoint() } : {}),
  });
  const readers: TableStream[] = [];
  try {
    for (const tableName of deps.tableNames) {
      const arn = await streamOf(deps.client, tableName);
      const handOn = (records: StreamRecord[]) => {
        for (const record of records) {
          const write = writeOfRecord(tableName, record);
          if (!write) continue;
          try {
            deps.onChange(write.operation, write.input, record.dynamodb?.SequenceNumber);
          } catch (err) {
            deps.onError(err);
          }
        }
      };
      const reader = new TableStream(streams, arn, handOn, { pollMs: deps.pollMs, discoverEveryMs: DISCOVER_EVERY_MS, onError: deps.onError });
      await reader.start();
      readers.push(reader);
    }
  } catch (err) {
    await Promise.all(readers.map((r) => r.close()));
    streams.destroy();
    throw err;
  }
  return {
    kind: 'streams',
    wrote: () => undefined,
    async close() {
      await Promise.all(readers.map((r) => r.close()));
      streams.destroy();
    },
  };
}
