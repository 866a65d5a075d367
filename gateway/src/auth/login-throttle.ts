import { BackoffTable, type BackoffRules, type Charge } from './backoff-table';
import { addressKey } from './client-address';

export interface LoginThrottleOptions {
  /** Failures per (identifier, client address) before back-off. Default 5. */
  pairFreeFailures?: number;
  /** Failures per client address, whatever the identifiers, before back-off. Default 20. */
  addressFreeFailures?: number;
  /**
   * Failures for one identifier from all clients from which it counts as under attack. Default 20. Each
   * client adds at most its free failures (pairFreeFailures): one client alone is the pair limit's business.
   */
  identifierAttackFailures?: number;
  /** Failures with one device cookie after which that cookie is no longer trusted. Default 10. */
  deviceMaxFailures?: number;
  /** First back-off wait; it doubles with each further failure. Default 1 s. */
  baseDelayMs?: number;
  /** Longest back-off wait. Default 15 minutes. */
  maxDelayMs?: number;
  /** Failures are forgotten this long after the last one and its wait. Default 15 minutes. */
  forgetAfterMs?: number;
  /** How long an attempt on an identifier under attack from a client with no failure for it is held. Default 1 s. */
  slowdownMs?: number;
  /** Memory bounds of each of the four tables. Defaults 20,000 keys and 4 MB. */
  maxEntries?: number;
  maxBytes?: number;
  /** Injectable for tests. Default Date.now. */
  clock?: () => number;
}

/** Who tries to sign in: the identifier as typed, the client address, and the nonce of a valid device cookie for it. */
export interface LoginAttempt {
  identifier: string;
  address: string | undefined;
  device?: string | undefined;
}

/** Which limit refused an attempt (logged, never shown). */
export type ThrottleReason = 'identifier-address' | 'address' | 'identifier';

/** How an allowed attempt ended: signed in, wrong, or password right with a second factor still to give. */
export type AttemptOutcome = 'succeeded' | 'failed' | 'second-factor';

export type ThrottleVerdict =
  | {
      allowed: true;
      /** Hold the attempt this long before checking the password (an identifier under attack). */
      delayMs: number;
      /** Judged by its device cookie alone. */
      trustedDevice: boolean;
      settle(outcome: AttemptOutcome): void;
    }
  | { allowed: false; retryAfterMs: number; reason: ThrottleReason };

/**
 * The text of a 429: how long to wait, rounded up to whole seconds or minutes.
 * @example loginLockoutMessage(15 * 60_000) // 'Too many failed sign-in attempts. Please wait 15 minutes and try again.'
 * @example loginLockoutMessage(1_500) // 'Too many failed sign-in attempts. Please wait 2 seconds and try again.'
 */
export function loginLockoutMessage(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait = seconds < 60 ? plural(seconds, 'second') : plural(Math.ceil(seconds / 60), 'minute');
  return `Too many failed sign-in attempts. Please wait ${wait} and try again.`;
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

const MINUTE = 60_000;

/**
 * Brute-force protection that cannot be turned into a lockout of the account's owner (OWASP authentication
 * cheat sheet), counted per gateway instance:
 * - per (identifier, client address): exponential back-off after a few failures;
 * - per client address, across identifiers: back-off after many failures (password spraying);
 * - per identifier, from all clients (each adding at most its free failures): past a threshold the
 *   identifier is under attack; then a client that has failed for it waits the identifier's own back-off,
 *   while a client that has not is only slowed (slowdownMs) and still signs in with the right password;
 * - a valid device cookie (set at an earlier sign-in, see device-cookies.ts) is judged by its own counter
 *   only and never waits, until it fails deviceMaxFailures times: then it is treated like any client.
 * Identifiers count trimmed and lower-cased; unknown identifiers count like real ones, so nothing here tells
 * which accounts exist. An attempt counts as failed from its start (a burst of parallel guesses cannot pass
 * together) and is taken back when it succeeds or turns out to need a second factor.
 */
export class LoginThrottle {
  private readonly pairs: BackoffTable;
  private readonly addresses: BackoffTable;
  private readonly identifiers: BackoffTable;
  private readonly devices: BackoffTable;
  private readonly pairFreeFailures: number;
  private readonly identifierAttackFailures: number;
  private readonly deviceMaxFailures: number;
  private readonly slowdownMs: number;
  private readonly clock: () => number;

  constructor(options: LoginThrottleOptions = {}) {
    const shared = {
      baseDelayMs: options.baseDelayMs ?? 1000,
      maxDelayMs: options.maxDelayMs ?? 15 * MINUTE,
      forgetAfterMs: options.forgetAfterMs ?? 15 * MINUTE,
      maxEntries: options.maxEntries ?? 20_000,
      maxBytes: options.maxBytes ?? 4 * 1024 * 1024,
    } satisfies Omit<BackoffRules, 'freeFailures'>;
    this.pairFreeFailures = options.pairFreeFailures ?? 5;
    this.pairs = new BackoffTable({ ...shared, freeFailures: this.pairFreeFailures });
    this.addresses = new BackoffTable({ ...shared, freeFailures: options.addressFreeFailures ?? 20 });
    this.identifierAttackFailures = options.identifierAttackFailures ?? 20;
    this.identifiers = new BackoffTable({ ...shared, freeFailures: this.identifierAttackFailures });
    this.deviceMaxFailures = options.deviceMaxFailures ?? 10;
    // Devices never wait: past their limit they are simply no longer trusted.
    this.devices = new BackoffTable({ ...shared, freeFailures: Number.MAX_SAFE_INTEGER });
    this.slowdownMs = options.slowdownMs ?? 1000;
    this.clock = options.clock ?? Date.now;
  }

  /** Call before checking the password; when allowed, wait delayMs, then call settle() with the outcome. */
  begin(attempt: LoginAttempt): ThrottleVerdict {
    const now = this.clock();
    if (this.isTrustedDevice(attempt.device, now)) {
      const charge = this.devices.fail(attempt.device, now);
      return { allowed: true, delayMs: 0, trustedDevice: true, settle: (outcome) => this.settleDevice(charge, outcome) };
    }
    const keys = this.keysOf(attempt);
    const clean = this.pairs.failures(keys.pair, now) === 0;
    const underAttack = this.identifiers.failures(keys.identifier, now) >= this.identifierAttackFailures;
    const waits: Array<[ThrottleReason, number]> = [
      ['identifier-address', this.pairs.waitMs(keys.pair, now)],
      ['address', this.addresses.waitMs(keys.address, now)],
      ['identifier', clean ? 0 : this.identifiers.waitMs(keys.identifier, now)],
    ];
    const [reason, retryAfterMs] = waits.reduce((longest, wait) => (wait[1] > longest[1] ? wait : longest));
    if (retryAfterMs > 0) return { allowed: false, retryAfterMs, reason };
    const others: Array<[BackoffTable, Charge]> = [[this.addresses, this.addresses.fail(keys.address, now)]];
    if (this.countsForIdentifier(keys.pair, now)) others.push([this.identifiers, this.identifiers.fail(keys.identifier, now)]);
    const pair = this.pairs.fail(keys.pair, now);
    return {
      allowed: true,
      delayMs: underAttack && clean ? this.slowdownMs : 0,
      trustedDevice: false,
      settle: (outcome) => {
        if (outcome === 'failed') return;
        // A success forgives this client's failures for the identifier; the others only lose this attempt.
        if (outcome === 'succeeded') this.pairs.delete(keys.pair);
        else this.pairs.refund(pair);
        for (const [table, charge] of others) table.refund(charge);
      },
    };
  }

  /** A wrong second-factor code: a failure like a wrong password, for the same keys. */
  recordCodeFailure(attempt: LoginAttempt): void {
    const now = this.clock();
    if (this.isTrustedDevice(attempt.device, now)) {
      this.devices.fail(attempt.device, now);
      return;
    }
    const keys = this.keysOf(attempt);
    if (this.countsForIdentifier(keys.pair, now)) this.identifiers.fail(keys.identifier, now);
    this.pairs.fail(keys.pair, now);
    this.addresses.fail(keys.address, now);
  }

  /** A sign-in completed by its second factor: this client's failures for the identifier are forgiven. */
  recordCodeSuccess(attempt: LoginAttempt): void {
    if (attempt.device) this.devices.delete(attempt.device);
    this.pairs.delete(this.keysOf(attempt).pair);
  }

  /** For tests and monitoring: keys held and their bytes, over all tables. */
  get tracked(): { entries: number; bytes: number } {
    const tables = [this.pairs, this.addresses, this.identifiers, this.devices];
    return { entries: tables.reduce((n, t) => n + t.size, 0), bytes: tables.reduce((n, t) => n + t.byteSize, 0) };
  }

  /** A client's failure counts toward its identifier's while the client is within its own free failures. */
  private countsForIdentifier(pairKey: string, now: number): boolean {
    return this.pairs.failures(pairKey, now) < this.pairFreeFailures;
  }

  private isTrustedDevice(device: string | undefined, now: number): device is string {
    return device !== undefined && this.devices.failures(device, now) < this.deviceMaxFailures;
  }

  private settleDevice(charge: Charge, outcome: AttemptOutcome): void {
    if (outcome === 'succeeded') this.devices.delete(charge.key);
    else if (outcome === 'second-factor') this.devices.refund(charge);
  }

  private keysOf(attempt: LoginAttempt): { pair: string; address: string; identifier: string } {
    const identifier = normalizeIdentifier(attempt.identifier);
    const address = addressKey(attempt.address);
    return { pair: `${address}\n${identifier}`, address, identifier };
  }
}

/** Emails and usernames alike: trimmed and lower-cased, so 'Admin@X.org ' and 'admin@x.org' share a counter. */
export function normalizeIdentifier(identifier: string): string {
  return identifier.trim().toLowerCase();
}
