export interface LoginThrottleOptions {
  /** Failed attempts per identifier that trigger the lockout. Default 10. */
  maxFailures?: number;
  /** Window in which they count, and length of the lockout. Default 15 minutes. */
  windowMs?: number;
  /** Identifiers tracked at most (memory bound). Default 10000. */
  maxTracked?: number;
  /** Injectable for tests. Default Date.now. */
  clock?: () => number;
}

export const LOGIN_LOCKOUT_MESSAGE = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

interface Entry {
  /** Attempts counted in the current window (an attempt counts from its start; a success clears the entry). */
  attempts: number;
  windowStart: number;
  /** Set once `maxFailures` is reached: every attempt until then is refused, correct password or not. */
  lockedUntil?: number;
}

export type ThrottleVerdict = { allowed: true; settle(succeeded: boolean): void } | { allowed: false; retryAfterMs: number };

/**
 * Per-identifier brute-force protection (OWASP authentication cheat sheet): after 10 failed logins for
 * one identifier within 15 minutes, every login for it is refused (429) for 15 minutes. Counted per
 * normalized identifier whether or not the account exists, so the lockout reveals nothing about accounts.
 *
 * An attempt counts as failed from the moment it starts and is forgiven when it succeeds: otherwise a
 * burst of parallel guesses would all pass the check before the first one failed. In memory, bounded:
 * when full, expired entries go first, then the oldest entries that are not locked.
 */
export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();
  private readonly maxFailures: number;
  private readonly windowMs: number;
  private readonly maxTracked: number;
  private readonly clock: () => number;

  constructor(options: LoginThrottleOptions = {}) {
    this.maxFailures = options.maxFailures ?? 10;
    this.windowMs = options.windowMs ?? 15 * 60 * 1000;
    this.maxTracked = options.maxTracked ?? 10_000;
    this.clock = options.clock ?? Date.now;
  }

  /** Call before checking the password; call settle() with the outcome when allowed. */
  begin(identifier: string): ThrottleVerdict {
    const key = normalizeIdentifier(identifier);
    const now = this.clock();
    let entry = this.entries.get(key);
    if (entry && this.isStale(entry, now)) {
      this.entries.delete(key);
      entry = undefined;
    }
    if (entry?.lockedUntil !== undefined) return { allowed: false, retryAfterMs: entry.lockedUntil - now };
    if (!entry) {
      this.makeRoom(now);
      entry = { attempts: 0, windowStart: now };
      this.entries.set(key, entry);
    }
    entry.attempts++;
    if (entry.attempts >= this.maxFailures) entry.lockedUntil = now + this.windowMs;
    const counted = entry;
    return {
      allowed: true,
      settle: (succeeded) => {
        // A success outside a lockout starts the count afresh (the entry may already be a newer one).
        if (succeeded && this.entries.get(key) === counted) this.entries.delete(key);
      },
    };
  }

  /** For tests and monitoring. */
  get trackedCount(): number {
    return this.entries.size;
  }

  private isStale(entry: Entry, now: number): boolean {
    return entry.lockedUntil !== undefined ? now >= entry.lockedUntil : now - entry.windowStart >= this.windowMs;
  }

  private makeRoom(now: number): void {
    if (this.entries.size < this.maxTracked) return;
    for (const [key, entry] of this.entries) if (this.isStale(entry, now)) this.entries.delete(key);
    // Map iteration is insertion order: oldest first. Locked entries are kept as long as anything else can go.
    for (const [key, entry] of this.entries) {
      if (this.entries.size < this.maxTracked) return;
      if (entry.lockedUntil === undefined) this.entries.delete(key);
    }
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxTracked) return;
      this.entries.delete(key);
    }
  }
}

/** Emails and usernames alike: trimmed and lower-cased, so 'Admin@X.org ' and 'admin@x.org' share a counter. */
function normalizeIdentifier(identifier: string): string {
  return identifier.trim().toLowerCase();
}
