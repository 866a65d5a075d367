import { EventLog, type EventNumbering, type LiveEvent } from './event-log';
import { PING_MESSAGE, RESYNC_MESSAGE, RETRY_MESSAGE, changeMessage, positionMessage } from './sse-messages';

/** Bounds of the live updates; every one has a default (see DEFAULT_LIVE_LIMITS). */
export interface LiveLimits {
  /** Open streams per client address. */
  maxSubscribersPerClient: number;
  /** Open streams in all. */
  maxSubscribers: number;
  /** A subscriber whose unsent output grows beyond this is dropped (it reconnects and catches up). */
  maxBufferedBytes: number;
  /** Comment lines keep idle streams open through proxies. */
  pingIntervalMs: number;
  /** Events kept for reconnecting subscribers (Last-Event-ID). */
  logCapacity: number;
  /**
   * How long a tournament's events are still kept after its last subscriber left, so one reconnecting
   * (EventSource waits 2 s) finds what it missed.
   */
  idleGraceMs: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = {
  maxSubscribersPerClient: 20,
  maxSubscribers: 2000,
  maxBufferedBytes: 64 * 1024,
  pingIntervalMs: 25_000,
  logCapacity: 1000,
  idleGraceMs: 60_000,
};

/** The part of a ServerResponse the hub writes to: writes are fire-and-forget, never awaited. */
export interface EventSink {
  write(text: string): boolean;
  readonly writableLength: number;
  readonly destroyed: boolean;
  readonly writableEnded: boolean;
  end(): void;
  destroy(): void;
  once(event: 'close', listener: () => void): unknown;
}

/** A subscriber's place, taken before its tournament is checked so the bounds hold across that await. */
export interface LiveSlot {
  readonly client: string;
  release(): void;
}

interface Subscriber {
  sink: EventSink;
  tournamentId: string;
  slot: LiveSlot;
}

interface Watch {
  subscribers: Set<Subscriber>;
  /** Every event of the tournament after this id is in the log (it was watched throughout). */
  completeSince: bigint;
  /** When its last subscriber left; null while it has some. */
  idleSince: number | null;
}

/**
 * The in-memory fan-out of one gateway process: open Server-Sent Event streams per tournament, the
 * numbered log of recent events for reconnects, and the bounds. Delivering never waits for a subscriber:
 * writes are synchronous, and one whose output backs up is dropped rather than buffered without end.
 */
export class LiveHub {
  private readonly log: EventLog;
  private readonly watches = new Map<string, Watch>();
  private readonly perClient = new Map<string, number>();
  private total = 0;
  private closed = false;
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(
    private readonly limits: LiveLimits = DEFAULT_LIVE_LIMITS,
    private readonly now: () => number = Date.now,
    numbering: EventNumbering = 'own',
  ) {
    this.log = new EventLog(limits.logCapacity, now(), numbering);
    this.timer = setInterval(() => this.tick(), limits.pingIntervalMs);
    this.timer.unref();
  }

  /** A place for one more stream from `client`, or null when the client or the gateway is at its bound. */
  reserve(client: string): LiveSlot | null {
    const mine = this.perClient.get(client) ?? 0;
    if (this.closed || mine >= this.limits.maxSubscribersPerClient || this.total >= this.limits.maxSubscribers) return null;
    this.perClient.set(client, mine + 1);
    this.total++;
    let released = false;
    return {
      client,
      release: () => {
        if (released) return;
        released = true;
        this.total--;
        const left = (this.perClient.get(client) ?? 1) - 1;
        if (left > 0) this.perClient.set(client, left);
        else this.perClient.delete(client);
      },
    };
  }

  /**
   * Starts delivering the tournament's events to `sink` (its headers already sent): the retry delay,
   * then what it missed since `lastEventId` (or a resync when that is unknown; NaN: an id never given out),
   * then the log position. All in one synchronous step, so no event falls between catching up and listening.
   */
  subscribe(slot: LiveSlot, tournamentId: string, sink: EventSink, lastEventId: bigint | number | null): void {
    if (this.closed) {
      slot.release();
      sink.end();
      return;
    }
    const watch = this.watch(tournamentId);
    const subscriber: Subscriber = { sink, tournamentId, slot };
    watch.subscribers.add(subscriber);
    watch.idleSince = null;
    sink.once('close', () => this.remove(subscriber));
    this.deliver(subscriber, RETRY_MESSAGE + this.catchUpText(tournamentId, lastEventId, watch) + positionMessage(this.log.lastId));
  }

  /**
   * The missed events, or a resync when they are unknown or so many that sending them would count as a
   * backed-up subscriber (one re-read then costs less than the replay anyway).
   */
  private catchUpText(tournamentId: string, lastEventId: bigint | number | null, watch: Watch): string {
    if (lastEventId === null) return '';
    const id = typeof lastEventId === 'bigint' ? lastEventId : Number.isSafeInteger(lastEventId) ? BigInt(lastEventId) : null;
    const catchup = this.log.catchUp(tournamentId, id, watch.completeSince);
    const replay = catchup.kind === 'replay' ? catchup.events.map(changeMessage).join('') : null;
    return replay !== null && Buffer.byteLength(replay) <= this.limits.maxBufferedBytes / 2 ? replay : RESYNC_MESSAGE;
  }

  /** Whether events of the tournament are wanted: it has subscribers, or had some moments ago. */
  isWatched(tournamentId: string): boolean {
    const watch = this.watches.get(tournamentId);
    return !!watch && (watch.idleSince === null || this.now() - watch.idleSince < this.limits.idleGraceMs);
  }

  /**
   * Logs the change and sends it to the tournament's subscribers; nothing when nobody watches it.
   * `position`: the change's stream sequence number (CHANGE_FEED=streams), its event id there.
   */
  publish(tournamentId: string, matchId?: string, position?: bigint): LiveEvent | null {
    if (this.closed || !this.isWatched(tournamentId)) return null;
    const event = this.log.append(tournamentId, matchId, position);
    const message = changeMessage(event);
    for (const subscriber of [...(this.watches.get(tournamentId)?.subscribers ?? [])]) this.deliver(subscriber, message);
    return event;
  }

  /** The change feed reached this stream position (CHANGE_FEED=streams), whichever tournament it changed. */
  advance(position: bigint): void {
    this.log.seen(position);
  }

  /** Open streams (for tests and diagnostics). */
  get size(): number {
    let n = 0;
    for (const watch of this.watches.values()) n += watch.subscribers.size;
    return n;
  }

  /** Ends every stream and stops the heartbeat; later subscriptions are refused. */
  close(): void {
    this.closed = true;
    clearInterval(this.timer);
    for (const watch of [...this.watches.values()]) {
      for (const subscriber of [...watch.subscribers]) {
        this.remove(subscriber);
        subscriber.sink.end();
      }
    }
    this.watches.clear();
  }

  private watch(tournamentId: string): Watch {
    let watch = this.watches.get(tournamentId);
    if (watch && !this.isWatched(tournamentId)) watch = undefined;
    if (!watch) {
      // Its events were not kept until now (nobody watched): a Last-Event-ID from before gets a resync.
      watch = { subscribers: new Set(), completeSince: this.log.skip(), idleSince: null };
      this.watches.set(tournamentId, watch);
    }
    return watch;
  }

  private deliver(subscriber: Subscriber, text: string): void {
    const { sink } = subscriber;
    if (sink.destroyed || sink.writableEnded) return this.remove(subscriber);
    sink.write(text);
    if (sink.writableLength > this.limits.maxBufferedBytes) {
      this.remove(subscriber);
      sink.destroy();
    }
  }

  private remove(subscriber: Subscriber): void {
    const watch = this.watches.get(subscriber.tournamentId);
    if (!watch?.subscribers.delete(subscriber)) return;
    subscriber.slot.release();
    if (watch.subscribers.size === 0) watch.idleSince = this.now();
  }

  private tick(): void {
    for (const [tournamentId, watch] of this.watches) {
      if (watch.subscribers.size === 0 && !this.isWatched(tournamentId)) this.watches.delete(tournamentId);
      for (const subscriber of [...watch.subscribers]) this.deliver(subscriber, PING_MESSAGE);
    }
  }
}
