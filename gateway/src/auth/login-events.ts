import { LOGIN_INPUT_LIMITS } from 'shared-domain';
import type { EventLog } from '../logging/event-log';
import type { LoginAttempt, ThrottleReason } from './login-throttle';

/**
 * The structured events of sign-ins (pino, see logging/event-log.ts): who tried (the identifier is not a
 * secret, and is bounded), from where, whether a trusted device cookie came along, and the outcome.
 * Never a password, code, challenge, token or cookie value.
 */
export class LoginEvents {
  constructor(private readonly log: EventLog) {}

  succeeded(attempt: LoginAttempt, userId: string, secondFactor?: 'totp' | 'recovery-code' | 'enrolment'): void {
    this.log.info({ event: 'login.succeeded', ...this.who(attempt), userId, ...(secondFactor ? { secondFactor } : {}) }, 'Signed in');
  }

  failed(attempt: LoginAttempt, reason: 'invalid-credentials'): void {
    this.log.info({ event: 'login.failed', ...this.who(attempt), reason }, 'Sign-in refused');
  }

  throttled(attempt: LoginAttempt, reason: ThrottleReason, retryAfterMs: number): void {
    this.log.warn({ event: 'login.throttled', ...this.who(attempt), reason, retryAfterMs }, 'Sign-in refused by the lockout');
  }

  slowed(attempt: LoginAttempt, delayMs: number): void {
    this.log.warn({ event: 'login.slowed', ...this.who(attempt), reason: 'identifier-under-attack', delayMs }, 'Sign-in held back');
  }

  secondFactorAsked(attempt: LoginAttempt, userId: string, step: 'code' | 'enrol'): void {
    this.log.info({ event: 'login.second-factor', ...this.who(attempt), userId, step }, 'Password right; second factor asked');
  }

  secondFactorFailed(attempt: LoginAttempt, reason: 'invalid-code' | 'challenge-expired', userId?: string): void {
    this.log.info({ event: 'login.second-factor.failed', ...this.who(attempt), reason, ...(userId ? { userId } : {}) }, 'Second factor refused');
  }

  secondFactorSucceeded(attempt: LoginAttempt, userId: string, method: 'totp' | 'recovery-code' | 'enrolment'): void {
    this.log.info({ event: 'login.second-factor.succeeded', ...this.who(attempt), userId, method }, 'Second factor accepted');
  }

  private who(attempt: LoginAttempt): { identifier: string; address: string; trustedDevice: boolean } {
    return {
      identifier: attempt.identifier.slice(0, LOGIN_INPUT_LIMITS.identifier),
      address: attempt.address ?? 'unknown',
      trustedDevice: attempt.device !== undefined,
    };
  }
}
