/**
 * An acknowledged write as the DynamoDB proxy reports it: the operation and its input, in DynamoDB JSON;
 * from a stream also its sequence number (`position`, digits), the live event id on every instance.
 */
export type WriteListener = (operation: string, input: Record<string, unknown>, position?: string) => void;

/**
 * Where an instance learns of acknowledged writes, for its live events, its caches of public documents,
 * rendered pages and search, its directory regenerations and its remembered sessions (CHANGE_FEED):
 *
 * - `in-process` (the default, and the only one dynalite allows): the writes this process forwarded or made,
 *   reported as they are acknowledged. Right for one instance; with several, each misses the others'.
 * - `streams`: every table's DynamoDB stream (stream-feed.ts), read by every instance: each learns of every
 *   write, its own and the others', a moment after it is stored. Its own reports are ignored (the stream
 *   brings the same write).
 */
export interface ChangeFeed {
  readonly kind: 'in-process' | 'streams';
  /** This instance's own acknowledged write (the proxy's and the organizer cascade's onWrite). */
  wrote: WriteListener;
  close(): Promise<void>;
}

/** The in-process feed: this instance's own writes go straight to `listener`. */
export function inProcessFeed(listener: WriteListener): ChangeFeed {
  return { kind: 'in-process', wrote: listener, close: async () => undefined };
}
