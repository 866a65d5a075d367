import { randomUUID } from 'node:crypto';
import type { BackoffState, StoredState, ThrottleStore } from './throttle-store';

export interface BackoffRules {
  /** Failures allowed before any wait. */
  freeFailures: number;
  /** Wait after the first failure beyond the free ones; each further failure doubles it. */
  baseDelayMs: number;
  /** The longest wait. */
  maxDelayMs: number;
  /** A key is forgotten this long after its last failure and its wait have passed. */
  forgetAfterMs: number;
}

/** One failure as counted by fail(), so refund() can take exactly it back. */
export interface Charge {
  readonly key: string;
  readonly run: string;
  /** Failures counted for the key before this one (0: the key was clean). */
  readonly failuresBefore: number;
  readonly blockedBefore: number;
  readonly blockedAfter: number;
}

/** What a key's count means now. */
export interface KeyState {
  waitMs: number;
  failures: number;
}

/** A charge refused because the key is waiting. */
export interface Waiting {
  readonly waitMs: number;
}

/** 2^30 s is already past any cap; keeps the doubling finite. */
const MAX_DOUBLINGS = 30;
/**
 * Conditional writes lost to other writers of the same key before giving up. Contention ends quickly: once a
 * key waits, the gate's charges stop writing; a burst of parallel guesses costs a few rounds.
 */
const MAX_ROUNDS = 64;

/**
 * Failure counts per key with exponential back-off: `freeFailures` pass, then each failure makes the key
 * wait baseDelayMs, 2×, 4×, ... up to maxDelayMs. Kept in the login-throttle table (ThrottleStore) with
 * conditional writes, so every gateway instance counts the same failures and a charge is never lost to a
 * concurrent one; `kind` keeps one table's keys apart from another's. Forgotten keys read as clean and are
 * deleted by the table's TTL (where the engine has one) or overwritten by the next failure.
 */
export class BackoffTable {
  constructor(
    private readonly store: ThrottleStore,
    private readonly kind: string,
    private readonly rules: BackoffRules,
  ) {}

  /** How long `key` must wait before its next attempt (0: it may go now), and its failures not yet forgotten. */
  async state(key: string, now: number): Promise<KeyState> {
    return this.stateOf(await this.store.read(this.id(key)), now);
  }

  /** state() of an item read with others (ThrottleStore.readAll of storeKey()s). */
  stateOf(stored: StoredState | null, now: number): KeyState {
    const entry = this.current(stored, now);
    return { waitMs: entry ? Math.max(0, entry.blockedUntil - now) : 0, failures: entry?.failures ?? 0 };
  }

  /** The key `key` is stored under (ThrottleStore), for reading several tables' keys in one call. */
  storeKey(key: string): string {
    return this.id(key);
  }

  /** Counts a failure, starting or lengthening the wait once past the free failures. */
  async fail(key: string, now: number): Promise<Charge> {
    return (await this.charge(key, now, false)) as Charge;
  }

  /** Counts a failure only if `key` is not waiting (checked and counted in one conditional write); else its wait. */
  async failUnlessWaiting(key: string, now: number): Promise<Charge | Waiting> {
    return this.charge(key, now, true);
  }

  /** Takes back a failure counted by fail() (the attempt turned out not to be one), unless the key was forgotten since. */
  async refund(charge: Charge, now: number): Promise<void> {
    await this.update(charge.key, (stored) => {
      const entry = this.current(stored, now);
      if (!entry || entry.run !== charge.run) return { done: undefined };
      const failures = Math.max(0, entry.failures - 1);
      if (failures === 0) return { done: undefined, next: null };
      // Only the wait this very failure started is undone; a later failure's wait stays.
      const blockedUntil = entry.blockedUntil === charge.blockedAfter ? charge.blockedBefore : entry.blockedUntil;
      return { done: undefined, next: { ...entry, failures, blockedUntil } };
    });
  }

  /** Forgets `key` (a success). */
  async delete(key: string): Promise<void> {
    await this.store.remove(this.id(key));
  }

  private async charge(key: string, now: number, unlessWaiting: boolean): Promise<Charge | Waiting> {
    return this.update<Charge | Waiting>(key, (stored) => {
      const entry = this.current(stored, now);
      if (unlessWaiting && entry && entry.blockedUntil > now) return { done: { waitMs: entry.blockedUntil - now } };
      const failures = (entry?.failures ?? 0) + 1;
      const blockedBefore = entry?.blockedUntil ?? 0;
      const beyond = failures - this.rules.freeFailures;
      const delay = beyond > 0 ? Math.min(this.rules.baseDelayMs * 2 ** Math.min(beyond - 1, MAX_DOUBLINGS), this.rules.maxDelayMs) : 0;
      const blockedUntil = delay > 0 ? Math.max(blockedBefore, now + delay) : blockedBefore;
      const run = entry?.run ?? randomUUID();
      return {
        done: { key, run, failuresBefore: entry?.failures ?? 0, blockedBefore, blockedAfter: blockedUntil },
        next: { failures, lastFailureAt: now, blockedUntil, run },
      };
    });
  }

  /**
   * Read, decide, write only if nobody wrote in between; again on a lost race. `decide` answers the result
   * and the next state (null: delete the key; absent: write nothing).
   */
  private async update<T>(key: string, decide: (stored: StoredState | null) => { done: T; next?: BackoffState | null }): Promise<T> {
    const id = this.id(key);
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const stored = await this.store.read(id);
      const { done, next } = decide(stored);
      if (next === undefined) return done;
      const written =
        next === null
          ? stored === null || (await this.store.remove(id, stored.version))
          : await this.store.write(id, next, stored?.version ?? null, this.forgetAt(next));
      if (written) return done;
    }
    throw new Error(`Sign-in lockout: ${MAX_ROUNDS} conflicting writes in a row for one key`);
  }

  private current(stored: StoredState | null, now: number): BackoffState | null {
    return stored && now < this.forgetAt(stored.state) ? stored.state : null;
  }

  private forgetAt(state: BackoffState): number {
    return Math.max(state.lastFailureAt, state.blockedUntil) + this.rules.forgetAfterMs;
  }

  private id(key: string): string {
    return `${this.kind}\n${key}`;
  }
}
