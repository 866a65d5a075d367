export interface BackoffRules {
  /** Failures allowed before any wait. */
  freeFailures: number;
  /** Wait after the first failure beyond the free ones; each further failure doubles it. */
  baseDelayMs: number;
  /** The longest wait. */
  maxDelayMs: number;
  /** A key is forgotten this long after its last failure and its wait have passed. */
  forgetAfterMs: number;
  /** Keys held at most (memory bound). */
  maxEntries: number;
  /** Bytes of keys and entries held at most (memory bound, whatever the keys' length). */
  maxBytes: number;
}

interface Entry {
  failures: number;
  lastFailureAt: number;
  /** 0 while within the free failures. */
  blockedUntil: number;
  bytes: number;
}

/** One failure as counted by fail(), so refund() can take exactly it back. */
export interface Charge {
  readonly key: string;
  readonly entry: Entry;
  readonly blockedBefore: number;
  readonly blockedAfter: number;
}

/** Rough cost of an entry besides its key: the Map slot and the entry object. */
const ENTRY_OVERHEAD_BYTES = 160;
/** When full, room is made down to this share of the bounds in one sweep, so a flood costs one sweep per 10 %. */
const SWEEP_TO = 0.9;
/** 2^30 s is already past any cap; keeps the doubling finite. */
const MAX_DOUBLINGS = 30;

/**
 * Failure counts per key with exponential back-off: `freeFailures` pass, then each failure makes the key
 * wait baseDelayMs, 2×, 4×, ... up to maxDelayMs. In memory, bounded by entries and by bytes: when full,
 * forgotten keys go first, then the least recently failed keys that are not waiting, then any.
 */
export class BackoffTable {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly rules: BackoffRules) {}

  /** How long `key` must wait before its next attempt (0: it may go now). */
  waitMs(key: string, now: number): number {
    const entry = this.current(key, now);
    return entry ? Math.max(0, entry.blockedUntil - now) : 0;
  }

  /** Failures counted for `key` and not yet forgotten. */
  failures(key: string, now: number): number {
    return this.current(key, now)?.failures ?? 0;
  }

  /** Counts a failure, starting or lengthening the wait once past the free failures. */
  fail(key: string, now: number): Charge {
    let entry = this.current(key, now);
    if (entry) {
      // Re-inserted so the Map's order stays "least recently failed first" for eviction.
      this.entries.delete(key);
    } else {
      const bytes = key.length * 2 + ENTRY_OVERHEAD_BYTES;
      this.makeRoom(now, bytes);
      entry = { failures: 0, lastFailureAt: now, blockedUntil: 0, bytes };
      this.bytes += bytes;
    }
    this.entries.set(key, entry);
    const blockedBefore = entry.blockedUntil;
    entry.failures++;
    entry.lastFailureAt = now;
    const beyond = entry.failures - this.rules.freeFailures;
    if (beyond > 0) {
      const delay = Math.min(this.rules.baseDelayMs * 2 ** Math.min(beyond - 1, MAX_DOUBLINGS), this.rules.maxDelayMs);
      entry.blockedUntil = Math.max(entry.blockedUntil, now + delay);
    }
    return { key, entry, blockedBefore, blockedAfter: entry.blockedUntil };
  }

  /** Takes back a failure counted by fail() (the attempt turned out not to be one), unless the key was forgotten since. */
  refund(charge: Charge): void {
    const { key, entry } = charge;
    if (this.entries.get(key) !== entry) return;
    entry.failures = Math.max(0, entry.failures - 1);
    // Only the wait this very failure started is undone; a later failure's wait stays.
    if (entry.blockedUntil === charge.blockedAfter) entry.blockedUntil = charge.blockedBefore;
    if (entry.failures === 0) this.delete(key);
  }

  /** Forgets `key` (a success). */
  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** For tests and monitoring. */
  get size(): number {
    return this.entries.size;
  }

  /** For tests and monitoring: the bytes counted against maxBytes. */
  get byteSize(): number {
    return this.bytes;
  }

  private current(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && this.isStale(entry, now)) {
      this.delete(key);
      return undefined;
    }
    return entry;
  }

  private isStale(entry: Entry, now: number): boolean {
    return now >= Math.max(entry.lastFailureAt, entry.blockedUntil) + this.rules.forgetAfterMs;
  }

  private fits(extraBytes: number, share = 1): boolean {
    return this.entries.size + 1 <= this.rules.maxEntries * share && this.bytes + extraBytes <= this.rules.maxBytes * share;
  }

  private makeRoom(now: number, extraBytes: number): void {
    if (this.fits(extraBytes)) return;
    for (const [key, entry] of this.entries) if (this.isStale(entry, now)) this.delete(key);
    for (const [key, entry] of this.entries) {
      if (this.fits(extraBytes, SWEEP_TO)) return;
      if (entry.blockedUntil <= now) this.delete(key);
    }
    for (const key of this.entries.keys()) {
      if (this.fits(extraBytes, SWEEP_TO)) return;
      this.delete(key);
    }
  }
}
