import {
  DescribeStreamCommand,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  ResourceNotFoundException,
  TrimmedDataAccessException,
  type DynamoDBStreamsClient,
  type _Record as StreamRecord,
  type Shard,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';

interface ShardState {
  id: string;
  parentId: string | undefined;
  /** Where the next GetRecords reads; null until the shard may be read (its parent is not finished). */
  iterator: string | null;
  /** The last record handed on: an expired iterator resumes after it. */
  lastSequence: string | undefined;
  /** Where reading starts when the shard is taken up. */
  startAt: ShardIteratorType;
  /** The shard was closed (resharding) and read to its end. */
  finished: boolean;
}

export interface TableStreamOptions {
  /** Pause between two rounds of GetRecords when a round brought nothing. */
  pollMs: number;
  /** How often the shard list is read again when no shard closed (new shards appear on resharding). */
  discoverEveryMs: number;
  onError: (err: unknown) => void;
}

/**
 * Reads one table's stream from now on, every shard, in order: a shard open at the start is read from
 * its newest record (LATEST), shards that appear later (resharding splits a shard into children) from
 * their oldest (TRIM_HORIZON), a child only once its parent was read to its end, so the changes of one
 * item keep their order. An expired iterator resumes after the last record read; a trimmed one (records
 * older than the stream keeps, 24 h) restarts at the oldest kept. `onRecords` is awaited before the next
 * round, so records are handed on in stream order per shard.
 */
export class TableStream {
  private readonly shards = new Map<string, ShardState>();
  private closed = false;
  private lastDiscovery = 0;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;

  constructor(
    private readonly client: DynamoDBStreamsClient,
    private readonly streamArn: string,
    private readonly onRecords: (records: StreamRecord[]) => void,
    private readonly options: TableStreamOptions,
  ) {}

  /** Lists the shards (those open now are read from LATEST) and starts polling. */
  async start(): Promise<void> {
    await this.discover(true);
    this.loop = this.run();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wake?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.closed) {
      let brought = 0;
      try {
        if (Date.now() - this.lastDiscovery > this.options.discoverEveryMs) await this.discover(false);
        const counts = await Promise.all([...this.shards.values()].filter((s) => !s.finished).map((shard) => this.read(shard)));
        brought = counts.reduce((a, b) => a + b, 0);
      } catch (err) {
        this.options.onError(err);
      }
      if (!this.closed && brought === 0) await this.pause(this.options.pollMs);
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  /** DescribeStream, every page: shards not known yet are added (at the start those open, later every new one). */
  private async discover(initial: boolean): Promise<void> {
    this.lastDiscovery = Date.now();
    const found: Shard[] = [];
    let start: string | undefined;
    do {
      const answer = await this.client.send(new DescribeStreamCommand({ StreamArn: this.streamArn, ...(start ? { ExclusiveStartShardId: start } : {}) }));
      found.push(...(answer.StreamDescription?.Shards ?? []));
      start = answer.StreamDescription?.LastEvaluatedShardId;
    } while (start);
    for (const shard of found) {
      if (!shard.ShardId || this.shards.has(shard.ShardId)) continue;
      const open = shard.SequenceNumberRange?.EndingSequenceNumber === undefined;
      // At the start, closed shards hold only what happened before this instance: nothing to hand on.
      if (initial && !open) continue;
      this.shards.set(shard.ShardId, {
        id: shard.ShardId,
        parentId: initial ? undefined : shard.ParentShardId,
        iterator: null,
        lastSequence: undefined,
        startAt: initial ? 'LATEST' : 'TRIM_HORIZON',
        finished: false,
      });
    }
    // LATEST means "from the moment of this call": take those iterators now, not at the first read.
    if (initial) await Promise.all([...this.shards.values()].map((shard) => this.takeUp(shard)));
  }

  private async takeUp(shard: ShardState): Promise<void> {
    const resume = shard.lastSequence !== undefined;
    const answer = await this.client.send(
      new GetShardIteratorCommand({
        StreamArn: this.streamArn,
        ShardId: shard.id,
        ShardIteratorType: resume ? 'AFTER_SEQUENCE_NUMBER' : shard.startAt,
        ...(resume ? { SequenceNumber: shard.lastSequence } : {}),
      }),
    );
    shard.iterator = answer.ShardIterator ?? null;
    if (shard.iterator === null) shard.finished = true;
  }

  /** One GetRecords of the shard; how many records it brought. */
  private async read(shard: ShardState): Promise<number> {
    const parent = shard.parentId === undefined ? undefined : this.shards.get(shard.parentId);
    if (parent && !parent.finished) return 0;
    try {
      if (shard.iterator === null) await this.takeUp(shard);
      if (shard.iterator === null) return 0;
      const answer = await this.client.send(new GetRecordsCommand({ ShardIterator: shard.iterator }));
      const records = answer.Records ?? [];
      if (records.length > 0) {
        shard.lastSequence = records[records.length - 1]?.dynamodb?.SequenceNumber ?? shard.lastSequence;
        this.onRecords(records);
      }
      shard.iterator = answer.NextShardIterator ?? null;
      if (shard.iterator === null) {
        // Closed and read to its end: its children are found at the next discovery, which comes at once.
        shard.finished = true;
        this.lastDiscovery = 0;
      }
      return records.length;
    } catch (err) {
      if (err instanceof ExpiredIteratorException) shard.iterator = null;
      else if (err instanceof TrimmedDataAccessException) {
        // What was after our position is gone from the stream (older than it keeps): read the oldest kept.
        shard.iterator = null;
        shard.lastSequence = undefined;
        shard.startAt = 'TRIM_HORIZON';
        this.options.onError(new Error(`Stream shard ${shard.id} was trimmed past this instance's position: changes may have been missed`));
      } else if (err instanceof ResourceNotFoundException) {
        // The shard is gone (older than the stream keeps): nothing more to read there.
        shard.finished = true;
      } else throw err;
      return 0;
    }
  }
}
