import {
  DescribeStreamCommand,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  TrimmedDataAccessException,
  type DynamoDBStreamsClient,
  type _Record as StreamRecord,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams';
import { afterEach, describe, expect, it } from 'vitest';
import { writeOfRecord } from '../src/feed/stream-records';
import { TableStream } from '../src/feed/table-stream';

const record = (sequence: string, id = `item-${sequence}`): StreamRecord => ({
  eventName: 'MODIFY',
  dynamodb: { SequenceNumber: sequence, Keys: { id: { S: id } }, NewImage: { id: { S: id }, n: { N: sequence } } },
});
const open = (id: string, parent?: string): Shard => ({ ShardId: id, ...(parent ? { ParentShardId: parent } : {}), SequenceNumberRange: { StartingSequenceNumber: '0' } });
const closed = (id: string, parent?: string): Shard => ({ ...open(id, parent), SequenceNumberRange: { StartingSequenceNumber: '0', EndingSequenceNumber: '99' } });

/**
 * A stream whose shards and records the test sets: iterators are `<shard>@<type>[:<sequence>]`, and each
 * GetRecords of a shard hands out the next batch queued for it.
 */
function fakeStreams(initialShards: Shard[]) {
  const state = {
    shards: initialShards,
    /** Batches per shard, in order: null closes the shard (no NextShardIterator), an error is thrown by that GetRecords. */
    batches: new Map<string, (StreamRecord[] | null | Error)[]>(),
    iteratorRequests: [] as string[],
  };
  const client = {
    send: async (command: unknown) => {
      if (command instanceof DescribeStreamCommand) return { StreamDescription: { Shards: state.shards } };
      if (command instanceof GetShardIteratorCommand) {
        const { ShardId, ShardIteratorType, SequenceNumber } = command.input;
        const iterator = `${ShardId}@${ShardIteratorType}${SequenceNumber ? `:${SequenceNumber}` : ''}`;
        state.iteratorRequests.push(iterator);
        return { ShardIterator: iterator };
      }
      if (command instanceof GetRecordsCommand) {
        const shard = (command.input.ShardIterator ?? '').split('@')[0] ?? '';
        const batch = state.batches.get(shard)?.shift();
        if (batch instanceof Error) throw batch;
        if (batch === null) return { Records: [], NextShardIterator: undefined };
        return { Records: batch ?? [], NextShardIterator: `${shard}@next` };
      }
      throw new Error(`unexpected command ${String(command)}`);
    },
  };
  return { state, client: client as unknown as DynamoDBStreamsClient };
}

const running: TableStream[] = [];
afterEach(async () => {
  for (const stream of running.splice(0)) await stream.close();
});

async function read(client: DynamoDBStreamsClient, discoverEveryMs = 60_000) {
  const handed: string[] = [];
  const errors: unknown[] = [];
  const stream = new TableStream(client, 'arn:stream', (records) => handed.push(...records.map((r) => r.dynamodb?.SequenceNumber ?? '?')), {
    pollMs: 5,
    discoverEveryMs,
    onError: (err) => errors.push(err),
  });
  await stream.start();
  running.push(stream);
  return { handed, errors };
}

describe('a table stream, read from an instance’s start on', () => {
  it('reads the shards open at the start from LATEST and skips those closed before it', async () => {
    const { state, client } = fakeStreams([closed('old'), open('s1')]);
    state.batches.set('s1', [[record('1'), record('2')], [], [record('3')]]);
    const { handed } = await read(client);
    await expect.poll(() => handed).toEqual(['1', '2', '3']);
    expect(state.iteratorRequests).toEqual(['s1@LATEST']);
  });

  it('after a resharding, reads the parent to its end, then its children from their oldest record', async () => {
    const { state, client } = fakeStreams([open('s1')]);
    state.batches.set('s1', [[record('1')], [], [], [], [record('2')], null]);
    state.batches.set('c1', [[record('3')]]);
    state.batches.set('c2', [[record('4')]]);
    // Shards listed again at every round: the children are found while their parent still has records.
    const { handed } = await read(client, 1);
    await expect.poll(() => handed).toEqual(['1']);
    // The split: the children are listed beside their parent, which still hands out what it holds.
    state.shards = [closed('s1'), open('c1', 's1'), open('c2', 's1')];
    await expect.poll(() => [...handed].sort()).toEqual(['1', '2', '3', '4']);
    expect(handed.slice(0, 2)).toEqual(['1', '2']);
    expect(state.iteratorRequests).toEqual(expect.arrayContaining(['c1@TRIM_HORIZON', 'c2@TRIM_HORIZON']));
  });

  it('resumes after the last record read when its iterator expired', async () => {
    const { state, client } = fakeStreams([open('s1')]);
    state.batches.set('s1', [[record('7')], new ExpiredIteratorException({ message: 'Iterator expired', $metadata: {} }), [record('8')]]);
    const { handed } = await read(client);
    await expect.poll(() => handed).toEqual(['7', '8']);
    expect(state.iteratorRequests).toContain('s1@AFTER_SEQUENCE_NUMBER:7');
  });

  it('restarts at the oldest kept record when its position was trimmed away, and says changes may be missed', async () => {
    const { state, client } = fakeStreams([open('s1')]);
    state.batches.set('s1', [new TrimmedDataAccessException({ message: 'Trimmed', $metadata: {} }), [record('5')]]);
    const { handed, errors } = await read(client);
    await expect.poll(() => handed).toEqual(['5']);
    expect(state.iteratorRequests).toEqual(['s1@LATEST', 's1@TRIM_HORIZON']);
    expect(String(errors[0])).toMatch(/trimmed past this instance's position/);
  });
});

describe('writeOfRecord', () => {
  it('turns an insert or a modify into a put of the whole new item, and a remove into a delete of the key', () => {
    expect(writeOfRecord('t-teams', record('1', 'team_1'))).toEqual({ operation: 'PutItem', input: { TableName: 't-teams', Item: { id: { S: 'team_1' }, n: { N: '1' } } } });
    expect(writeOfRecord('t-teams', { eventName: 'REMOVE', dynamodb: { Keys: { id: { S: 'team_1' } } } })).toEqual({ operation: 'DeleteItem', input: { TableName: 't-teams', Key: { id: { S: 'team_1' } } } });
    expect(writeOfRecord('t-teams', { eventName: 'INSERT', dynamodb: {} })).toBeNull();
  });
});
