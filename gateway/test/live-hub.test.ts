import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIVE_LIMITS, LiveHub, type EventSink, type LiveLimits } from '../src/live/live-hub';

/** A stream as the hub sees it: what was written, how much is still unsent (set by the test), whether it was ended or dropped. */
class FakeSink implements EventSink {
  text = '';
  writableLength = 0;
  destroyed = false;
  writableEnded = false;
  private onClose: Array<() => void> = [];
  write(text: string): boolean {
    this.text += text;
    return true;
  }
  end(): void {
    this.writableEnded = true;
    this.close();
  }
  destroy(): void {
    this.destroyed = true;
    this.close();
  }
  once(_event: 'close', listener: () => void): void {
    this.onClose.push(listener);
  }
  /** The client went away. */
  close(): void {
    for (const listener of this.onClose.splice(0)) listener();
  }
  ids(): string[] {
    return [...this.text.matchAll(/"matchId":"([^"]+)"/g)].map((m) => m[1] ?? '');
  }
}

let hubs: LiveHub[] = [];
afterEach(() => {
  hubs.forEach((hub) => hub.close());
  hubs = [];
  vi.useRealTimers();
});

function setup(limits: Partial<LiveLimits> = {}) {
  let now = 1_700_000_000_000;
  const hub = new LiveHub({ ...DEFAULT_LIVE_LIMITS, ...limits }, () => now);
  hubs.push(hub);
  const subscribe = (tournamentId: string, lastEventId: number | null = null, client = '10.0.0.1') => {
    const slot = hub.reserve(client);
    if (!slot) throw new Error('no slot');
    const sink = new FakeSink();
    hub.subscribe(slot, tournamentId, sink, lastEventId);
    return sink;
  };
  /** The id a subscriber would send back: the last `id:` line it received. */
  const lastId = (sink: FakeSink) => Number([...sink.text.matchAll(/^id: (\d+)$/gm)].pop()?.[1]);
  return { hub, subscribe, lastId, advance: (ms: number) => (now += ms) };
}

describe('LiveHub', () => {
  it('starts a stream with the retry delay and its position, and sends each change to its own tournament only', () => {
    const { hub, subscribe } = setup();
    const a = subscribe('t1');
    const b = subscribe('t2');
    expect(a.text).toMatch(/^retry: 2000\n\nid: \d+\n\n$/);
    hub.publish('t1', 'm1');
    hub.publish('t1');
    expect(a.text).toContain('event: change\ndata: {"tournamentId":"t1","matchId":"m1"}\n\n');
    expect(a.text).toContain('data: {"tournamentId":"t1"}\n\n');
    expect(b.text).not.toContain('change');
  });

  it('bounds streams per client and in all, and frees a place when a stream closes', () => {
    const { hub, subscribe } = setup({ maxSubscribersPerClient: 2, maxSubscribers: 3 });
    const first = subscribe('t1', null, 'a');
    subscribe('t1', null, 'a');
    expect(hub.reserve('a')).toBeNull();
    subscribe('t1', null, 'b');
    expect(hub.reserve('c')).toBeNull();
    first.close();
    expect(hub.size).toBe(2);
    expect(hub.reserve('a')).not.toBeNull();
  });

  it('drops a subscriber whose unsent output exceeds the limit, without holding up the others', () => {
    const { hub, subscribe } = setup({ maxBufferedBytes: 1000 });
    const slow = subscribe('t1', null, 'slow');
    const fast = subscribe('t1', null, 'fast');
    hub.publish('t1', 'm1');
    slow.writableLength = 1001;
    hub.publish('t1', 'm2');
    expect(slow.destroyed).toBe(true);
    hub.publish('t1', 'm3');
    expect(slow.ids()).toEqual(['m1', 'm2']);
    expect(fast.ids()).toEqual(['m1', 'm2', 'm3']);
    expect(hub.size).toBe(1);
    expect(hub.reserve('slow')).not.toBeNull();
  });

  it("replays a reconnecting subscriber's missed events of its tournament", () => {
    const { hub, subscribe, lastId } = setup();
    const before = subscribe('t1');
    hub.publish('t1', 'm1');
    const position = lastId(before);
    before.close();
    hub.publish('t1', 'm2');
    hub.publish('t2', 'x');
    hub.publish('t1', 'm3');
    const again = subscribe('t1', position);
    expect(again.ids()).toEqual(['m2', 'm3']);
    expect(again.text).not.toContain('resync');
  });

  it('asks for a resync when the missed events are unknown: evicted, never kept, from another process, or too many', () => {
    const { hub, subscribe, lastId, advance } = setup({ logCapacity: 3, idleGraceMs: 1000, maxBufferedBytes: 400 });
    const watcher = subscribe('t1');
    const start = lastId(watcher);
    expect(subscribe('t1', start).text).not.toContain('resync');
    for (const m of ['m1', 'm2', 'm3', 'm4']) hub.publish('t1', m);
    // m1 fell out of the log of 3.
    expect(subscribe('t1', start).text).toContain('event: resync\ndata: {}\n\n');
    expect(subscribe('t1', 42).text).toContain('resync');
    expect(subscribe('t1', Number.NaN).text).toContain('resync');
    expect(subscribe('t1', lastId(watcher) + 1).text).toContain('resync');
    // Three missed events of ~70 bytes each are more than half of 400 bytes: a re-read is cheaper.
    expect(subscribe('t1', lastId(watcher) - 3).text).toContain('resync');
    expect(subscribe('t1', lastId(watcher) - 2).ids()).toEqual(['m3', 'm4']);

    // t2's events were not kept while nobody watched it, so an id from before then cannot be caught up.
    const t2 = subscribe('t2');
    const t2Position = lastId(t2);
    t2.close();
    advance(1001);
    expect(hub.publish('t2', 'lost')).toBeNull();
    expect(subscribe('t2', t2Position).text).toContain('resync');
  });

  it('keeps a tournament watched for the grace period after its last subscriber left', () => {
    const { hub, subscribe, advance } = setup({ idleGraceMs: 1000 });
    expect(hub.isWatched('t1')).toBe(false);
    subscribe('t1').close();
    advance(999);
    expect(hub.isWatched('t1')).toBe(true);
    expect(hub.publish('t1', 'm1')).not.toBeNull();
    advance(1);
    expect(hub.isWatched('t1')).toBe(false);
    expect(hub.publish('t1', 'm2')).toBeNull();
  });

  it('pings every stream on its interval, and on close ends them all and stops pinging', () => {
    vi.useFakeTimers();
    const { hub, subscribe } = setup({ pingIntervalMs: 100 });
    const sink = subscribe('t1');
    vi.advanceTimersByTime(100);
    expect(sink.text.endsWith(': ping\n\n')).toBe(true);
    hub.close();
    expect(sink.writableEnded).toBe(true);
    expect(hub.size).toBe(0);
    const written = sink.text;
    vi.advanceTimersByTime(1000);
    expect(sink.text).toBe(written);
    expect(hub.reserve('x')).toBeNull();
  });
});

/** A hub numbered by the stream, and subscribing to one tournament with a Last-Event-ID. */
function streamHub(tournamentId: string) {
  const hub = new LiveHub(DEFAULT_LIVE_LIMITS, Date.now, 'stream');
  hubs.push(hub);
  const open = (lastEventId: bigint | null) => {
    const sink = new FakeSink();
    hub.subscribe(hub.reserve('10.0.0.1') as NonNullable<ReturnType<LiveHub['reserve']>>, tournamentId, sink, lastEventId);
    return sink;
  };
  return { hub, open };
}

describe('LiveHub numbered by stream sequence numbers (CHANGE_FEED=streams)', () => {
  it('uses each change’s sequence number as its id, and replays by number even when changes arrive out of order', () => {
    const { hub, open } = streamHub('t1');
    const watcher = open(null);
    // Sequence numbers as long as AWS's (beyond a double's exact integers); a match's record logged after a later tournament record.
    hub.publish('t1', 'm1', 4421584500000000017450439091n);
    hub.publish('t1', undefined, 4421584500000000017450439300n);
    hub.publish('t1', 'm2', 4421584500000000017450439200n);
    expect([...watcher.text.matchAll(/^id: (\d+)$/gm)].map((m) => m[1]).slice(1)).toEqual(['4421584500000000017450439091', '4421584500000000017450439300', '4421584500000000017450439200']);
    // A subscriber of another instance that saw up to …091 gets …300 and …200 (both numbered after it), not a resync.
    expect(open(4421584500000000017450439091n).ids()).toEqual(['m2']);
    expect(open(4421584500000000017450439091n).text).toContain('id: 4421584500000000017450439300\nevent: change');
    // A number past anything this instance has seen, or from before it watched, cannot be replayed.
    expect(open(4421584500000000017450439999n).text).toContain('resync');
    expect(open(1n).text).toContain('resync');
  });

  it('follows the feed’s position through changes of other tournaments, so a position another instance gave out replays here', () => {
    const { hub, open } = streamHub('t2');
    open(null);
    // Changes of other tournaments went by; another instance's t2 subscriber was told position …500.
    hub.advance(400n);
    hub.advance(500n);
    const reconnected = open(500n);
    expect(reconnected.text).not.toContain('resync');
    expect(reconnected.text.endsWith('id: 500\n\n')).toBe(true);
  });
});
