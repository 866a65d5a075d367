import {
  SECOND_FACTOR_MESSAGES,
  isRecoveryCode,
  isSuperAdmin,
  isTotpCode,
  type AuthUser,
  type SecondFactorEnrolment,
  type SecondFactorStatus,
} from 'shared-domain';
import type { EventLog } from '../logging/event-log';
import { BackoffTable } from './backoff-table';
import type { ThrottleStore } from './throttle-store';
import { loginLockoutMessage } from './login-throttle';
import { RecoveryCodeHasher, newRecoveryCodes } from './recovery-codes';
import type { SecondFactorRecords } from './second-factor-records';
import type { SecretBox } from './secret-box';
import { acceptedTimeStep, newEnrolment } from './totp';

/** A refusal of a second-factor request, answered with this status and text (SECOND_FACTOR_MESSAGES). */
export class SecondFactorError extends Error {
  constructor(
    readonly status: 400 | 403 | 409 | 429,
    message: string,
    readonly retryAfterMs = 0,
  ) {
    super(message);
  }
}

/** A pending secret a code was right for, to be turned on with enable(). */
export interface ConfirmedPending {
  sealed: string;
  timeStep: number;
}

export interface SecondFactorDeps {
  records: SecondFactorRecords;
  box: SecretBox;
  hasher: RecoveryCodeHasher;
  /** In production the super admin must have a second factor. */
  production: boolean;
  events: EventLog;
  /** Where wrong codes sent with a session are counted (the login-throttle table). */
  throttle: ThrottleStore;
  clock?: () => number;
}

const MINUTE = 60_000;

/**
 * TOTP second factor of an account (RFC 6238 through otplib): enrolment with a QR code, confirmation by a
 * first code, codes accepted once each (±1 time step), 10 single-use recovery codes stored hashed, and
 * turning it off. Wrong codes sent with a session (confirm, disable, new recovery codes) back off per
 * account, so a stolen session cannot try them all.
 */
export class SecondFactorService {
  private readonly clock: () => number;
  private readonly wrongCodes: BackoffTable;

  constructor(private readonly deps: SecondFactorDeps) {
    this.clock = deps.clock ?? Date.now;
    // In the shared login-throttle table, so a stolen session gets no more tries by spreading them over instances.
    this.wrongCodes = new BackoffTable(deps.throttle, 'second-factor', { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 15 * MINUTE });
  }

  isEnabled(user: AuthUser): boolean {
    return typeof user.totpSecret === 'string';
  }

  /** The super admin in production cannot sign in without one, nor turn it off. */
  isRequired(user: AuthUser): boolean {
    return this.deps.production && isSuperAdmin(user);
  }

  status(user: AuthUser): SecondFactorStatus {
    const enabled = this.isEnabled(user);
    return { enabled, required: this.isRequired(user), recoveryCodesLeft: enabled ? (user.recoveryCodes?.size ?? 0) : 0 };
  }

  /** A new pending secret, replacing any (the login's 'enrol' step, and startEnrolment). */
  async newPending(user: AuthUser): Promise<SecondFactorEnrolment> {
    const enrolment = await newEnrolment(user.email ?? user.username ?? user.id);
    if (!(await this.deps.records.setPending(user.id, this.deps.box.seal(enrolment.secret, user.id)))) {
      throw new Error(`Account ${user.id} vanished during enrolment`);
    }
    return enrolment;
  }

  /** @throws SecondFactorError 409 when it is on already. */
  async startEnrolment(user: AuthUser): Promise<SecondFactorEnrolment> {
    if (this.isEnabled(user)) throw new SecondFactorError(409, SECOND_FACTOR_MESSAGES.alreadyEnabled);
    return this.newPending(user);
  }

  /** Whether `code` is right for the pending secret (nothing is written). */
  async checkPending(user: AuthUser, code: string): Promise<ConfirmedPending | null> {
    const sealed = user.totpPendingSecret;
    const secret = sealed ? this.deps.box.open(sealed, user.id) : null;
    if (!sealed || !secret) return null;
    const timeStep = await acceptedTimeStep(secret, code, this.clock());
    return timeStep === null ? null : { sealed, timeStep };
  }

  /** Turns a confirmed pending secret on; the new recovery codes, or null when the pending secret changed meanwhile. */
  async enable(user: AuthUser, pending: ConfirmedPending, via: 'login' | 'settings'): Promise<string[] | null> {
    const codes = newRecoveryCodes();
    const hashes = codes.map((c) => this.deps.hasher.hash(user.id, c));
    if (!(await this.deps.records.enable(user.id, pending.sealed, pending.timeStep, hashes))) return null;
    this.deps.events.info({ event: 'second-factor.enabled', userId: user.id, via }, 'Two-step verification turned on');
    return codes;
  }

  /** POST /auth/second-factor/confirm. @throws SecondFactorError 409 nothing pending, 400 wrong code, 429. */
  async confirm(user: AuthUser, code: string): Promise<string[]> {
    if (this.isEnabled(user)) throw new SecondFactorError(409, SECOND_FACTOR_MESSAGES.alreadyEnabled);
    if (!user.totpPendingSecret) throw new SecondFactorError(409, SECOND_FACTOR_MESSAGES.noPendingEnrolment);
    // null from enable (the pending secret was replaced meanwhile) means the code was for another secret: wrong.
    return this.guarded(user, async () => {
      const pending = await this.checkPending(user, code);
      return pending ? this.enable(user, pending, 'settings') : null;
    });
  }

  /**
   * Uses a TOTP code (not one accepted before) or an unused recovery code, which is then spent.
   * @returns which kind was used, or null when the code is wrong or was used already.
   */
  async useCode(user: AuthUser, code: string): Promise<'totp' | 'recovery-code' | null> {
    const sealed = user.totpSecret;
    if (!sealed) return null;
    if (isTotpCode(code)) {
      const secret = this.deps.box.open(sealed, user.id);
      const timeStep = secret ? await acceptedTimeStep(secret, code, this.clock(), user.totpLastStep) : null;
      return timeStep !== null && (await this.deps.records.acceptStep(user.id, sealed, timeStep)) ? 'totp' : null;
    }
    if (!isRecoveryCode(code)) return null;
    const hash = this.deps.hasher.findMatch(user.id, code, user.recoveryCodes ?? []);
    return hash !== null && (await this.deps.records.useRecoveryCode(user.id, hash)) ? 'recovery-code' : null;
  }

  /** POST /auth/second-factor/disable. @throws SecondFactorError 403 required, 409 not on, 400 wrong code, 429. */
  async disable(user: AuthUser, code: string): Promise<void> {
    if (this.isRequired(user)) throw new SecondFactorError(403, SECOND_FACTOR_MESSAGES.requiredForSuperAdmin);
    const sealed = this.enabledSecret(user);
    const done = await this.guarded(user, async () => ((await this.useCode(user, code)) ? this.deps.records.disable(user.id, sealed) : null));
    if (!done) throw new SecondFactorError(409, SECOND_FACTOR_MESSAGES.notEnabled);
    this.deps.events.info({ event: 'second-factor.disabled', userId: user.id }, 'Two-step verification turned off');
  }

  /** POST /auth/second-factor/recovery-codes. @throws SecondFactorError 409 not on, 400 wrong code, 429. */
  async regenerateRecoveryCodes(user: AuthUser, code: string): Promise<string[]> {
    const sealed = this.enabledSecret(user);
    const codes = newRecoveryCodes();
    const hashes = codes.map((c) => this.deps.hasher.hash(user.id, c));
    const done = await this.guarded(user, async () => ((await this.useCode(user, code)) ? this.deps.records.replaceRecoveryCodes(user.id, sealed, hashes) : null));
    if (!done) throw new SecondFactorError(409, SECOND_FACTOR_MESSAGES.notEnabled);
    this.deps.events.info({ event: 'second-factor.recovery-codes', userId: user.id }, 'New recovery codes issued');
    return codes;
  }

  /** The super admin removes an account's second factor (a lost phone). Idempotent. */
  async reset(user: AuthUser, organizerId: string): Promise<void> {
    await this.deps.records.clear(user.id);
    this.deps.events.info({ event: 'second-factor.reset', userId: user.id, organizerId }, 'Two-step verification reset by the super admin');
  }

  private enabledSecret(user: AuthUser): string {
    if (!user.totpSecret) throw new SecondFactorError(409, SECOND_FACTOR_MESSAGES.notEnabled);
    return user.totpSecret;
  }

  /**
   * Runs a code check sent with a session: refused with 429 while the account is backing off, a null result
   * counts as a wrong code (400), anything else (false included: a write that lost a race) clears the
   * account's wrong codes and is returned.
   */
  private async guarded<T>(user: AuthUser, check: () => Promise<T | null>): Promise<T> {
    const now = this.clock();
    // Counted from the start (checked and charged in one conditional write), so parallel guesses cannot pass together.
    const charge = await this.wrongCodes.failUnlessWaiting(user.id, now);
    if ('waitMs' in charge) throw new SecondFactorError(429, loginLockoutMessage(charge.waitMs), charge.waitMs);
    let result: T | null;
    try {
      result = await check();
    } catch (err) {
      // A refusal that is no wrong code (no factor to confirm, ...) counts nothing.
      await this.wrongCodes.refund(charge, now);
      throw err;
    }
    if (result === null) {
      this.deps.events.info({ event: 'second-factor.failed', userId: user.id, reason: 'invalid-code' }, 'Wrong second-factor code');
      throw new SecondFactorError(400, SECOND_FACTOR_MESSAGES.invalidCode);
    }
    await this.wrongCodes.delete(user.id);
    return result;
  }
}
