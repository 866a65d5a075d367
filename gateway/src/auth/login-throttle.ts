import { BackoffTable, type BackoffRules, type Charge, type Waiting } from './backoff-table';
import { addressKey } from './client-address';
import type { ThrottleStore } from './throttle-store';

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
      settle(outcome: AttemptOutcome): Promise<void>;
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
 * cheat sheet), counted in the store's login-throttle table, so every gateway instance on one store counts
 * the same failures (30 guesses spread over three instances are refused like 30 on one):
 * - per (identifier, client address): exponential back-off after a few failures;
 * - per client address, across identifiers: back-off after many failures (password spraying);
 * - per identifier, from all clients (each adding at most its free failures): past a threshold the
 *   identifier is under attack; then a client that has failed for it waits the identifier's own back-off,
 *   while a client that has not is only slowed (slowdownMs) and still signs in with the right password;
 * - a valid device cookie (set at an earlier sign-in, see device-cookies.ts) is judged by its own counter
 *   only and never waits, until it fails deviceMaxFailures times: then it is treated like any client.
 * Identifiers count trimmed and lower-cased; unknown identifiers count like real ones, so nothing here tells
 * which accounts exist. An attempt counts as failed from its start, each limit checked and charged in one
 * conditional write (a burst of parallel guesses, on one instance or several, cannot pass together), and is
 * taken back when it succeeds or turns out to need a second factor (or another limit refuses it).
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

  constructor(
    private readonly store: ThrottleStore,
    options: LoginThrottleOptions = {},
  ) {
    const shared = {
      baseDelayMs: options.baseDelayMs ?? 1000,
      maxDelayMs: options.maxDelayMs ?? 15 * MINUTE,
      forgetAfterMs: options.forgetAfterMs ?? 15 * MINUTE,
    } satisfies Omit<BackoffRules, 'freeFailures'>;
    this.pairFreeFailures = options.pairFreeFailures ?? 5;
    this.pairs = new BackoffTable(store, 'pair', { ...shared, freeFailures: this.pairFreeFailures });
    this.addresses = new BackoffTable(store, 'address', { ...shared, freeFailures: options.addressFreeFailures ?? 20 });
    this.identifierAttackFailures = options.identifierAttackFailures ?? 20;
    this.identifiers = new BackoffTable(store, 'identifier', { ...shared, freeFailures: this.identifierAttackFailures });
    this.deviceMaxFailures = options.deviceMaxFailures ?? 10;
    // Devices never wait: past their limit they are simply no longer trusted.
    this.devices = new BackoffTable(store, 'device', { ...shared, freeFailures: Number.MAX_SAFE_INTEGER });
    this.slowdownMs = options.slowdownMs ?? 1000;
    this.clock = options.clock ?? Date.now;
  }

  /** Call before checking the password; when allowed, wait delayMs, then call settle() with the outcome. */
  async begin(attempt: LoginAttempt): Promise<ThrottleVerdict> {
    const now = this.clock();
    const { device } = attempt;
    if (device !== undefined && (await this.isTrustedDevice(device, now))) {
      const charge = await this.devices.fail(device, now);
      return { allowed: true, delayMs: 0, trustedDevice: true, settle: (outcome) => this.settleDevice(charge, outcome, now) };
    }
    const keys = this.keysOf(attempt);
    // Read first: a client that is waiting (most of a flood) is refused without a write.
    const waiting = await this.longestWait(keys, now);
    if (waiting) return waiting;
    const refuse = (charged: Array<[BackoffTable, Charge]>) => this.refusal(keys, charged, now);
    const pair = await this.pairs.failUnlessWaiting(keys.pair, now);
    if (!isCharge(pair)) return refuse([]);
    const clean = pair.failuresBefore === 0;
    const charged: Array<[BackoffTable, Charge]> = [[this.pairs, pair]];
    const address = await this.addresses.failUnlessWaiting(keys.address, now);
    if (!isCharge(address)) return refuse(charged);
    charged.push([this.addresses, address]);
    let underAttack: boolean;
    // A client's failure counts toward its identifier's while the client is within its own free failures.
    if (pair.failuresBefore < this.pairFreeFailures) {
      // A clean client never waits for the identifier: it is only slowed when the identifier is under attack.
      const identifier = clean ? await this.identifiers.fail(keys.identifier, now) : await this.identifiers.failUnlessWaiting(keys.identifier, now);
      if (!isCharge(identifier)) return refuse(charged);
      charged.push([this.identifiers, identifier]);
      underAttack = identifier.failuresBefore >= this.identifierAttackFailures;
    } else {
      const identifier = await this.identifiers.state(keys.identifier, now);
      if (identifier.waitMs > 0) return refuse(charged);
      underAttack = identifier.failures >= this.identifierAttackFailures;
    }
    return {
      allowed: true,
      delayMs: underAttack && clean ? this.slowdownMs : 0,
      trustedDevice: false,
      settle: async (outcome) => {
        if (outcome === 'failed') return;
        // A success forgives this client's failures for the identifier; the others only lose this attempt.
        const others = charged.slice(1);
        if (outcome === 'succeeded') await this.pairs.delete(keys.pair);
        else others.unshift([this.pairs, pair]);
        for (const [table, charge] of others) await table.refund(charge, now);
      },
    };
  }

  /** A wrong second-factor code: a failure like a wrong password, for the same keys. */
  async recordCodeFailure(attempt: LoginAttempt): Promise<void> {
    const now = this.clock();
    const { device } = attempt;
    if (device !== undefined && (await this.isTrustedDevice(device, now))) {
      await this.devices.fail(device, now);
      return;
    }
    const keys = this.keysOf(attempt);
    const pair = await this.pairs.fail(keys.pair, now);
    if (pair.failuresBefore < this.pairFreeFailures) await this.identifiers.fail(keys.identifier, now);
    await this.addresses.fail(keys.address, now);
  }

  /** A sign-in completed by its second factor: this client's failures for the identifier are forgiven. */
  async recordCodeSuccess(attempt: LoginAttempt): Promise<void> {
    if (attempt.device) await this.devices.delete(attempt.device);
    await this.pairs.delete(this.keysOf(attempt).pair);
  }

  /**
   * A refused attempt counts nowhere: what it charged before a limit refused it (a race another attempt won
   * since the first read) is taken back.
   */
  private async refusal(keys: ThrottleKeys, charged: Array<[BackoffTable, Charge]>, now: number): Promise<ThrottleVerdict> {
    for (const [table, charge] of charged) await table.refund(charge, now);
    // A wait that ended between the charge and this read still refused this attempt: retry at once.
    return (await this.longestWait(keys, now)) ?? { allowed: false, retryAfterMs: 1, reason: 'identifier-address' };
  }

  /** The refusal for the longest of the waits that apply (the identifier's only for a client that failed for it); null when none does. */
  private async longestWait(keys: ThrottleKeys, now: number): Promise<ThrottleVerdict | null> {
    const stored = await this.store.readAll([this.pairs.storeKey(keys.pair), this.addresses.storeKey(keys.address), this.identifiers.storeKey(keys.identifier)]);
    const pair = this.pairs.stateOf(stored[0] ?? null, now);
    const address = this.addresses.stateOf(stored[1] ?? null, now);
    const identifier = this.identifiers.stateOf(stored[2] ?? null, now);
    const waits: Array<[ThrottleReason, number]> = [
      ['identifier-address', pair.waitMs],
      ['address', address.waitMs],
      ['identifier', pair.failures === 0 ? 0 : identifier.waitMs],
    ];
    const [reason, retryAfterMs] = waits.reduce((longest, wait) => (wait[1] > longest[1] ? wait : longest));
    return retryAfterMs > 0 ? { allowed: false, retryAfterMs, reason } : null;
  }

  private async isTrustedDevice(device: string, now: number): Promise<boolean> {
    return (await this.devices.state(device, now)).failures < this.deviceMaxFailures;
  }

  private async settleDevice(charge: Charge, outcome: AttemptOutcome, now: number): Promise<void> {
    if (outcome === 'succeeded') await this.devices.delete(charge.key);
    else if (outcome === 'second-factor') await this.devices.refund(charge, now);
  }

  private keysOf(attempt: LoginAttempt): ThrottleKeys {
    const identifier = normalizeIdentifier(attempt.identifier);
    const address = addressKey(attempt.address);
    return { pair: `${address}\n${identifier}`, address, identifier };
  }
}

interface ThrottleKeys {
  pair: string;
  address: string;
  identifier: string;
}

function isCharge(result: Charge | Waiting): result is Charge {
  return !('waitMs' in result);
}

/** Emails and usernames alike: trimmed and lower-cased, so 'Admin@X.org ' and 'admin@x.org' share a counter. */
export function normalizeIdentifier(identifier: string): string {
  return identifier.trim().toLowerCase();
}
