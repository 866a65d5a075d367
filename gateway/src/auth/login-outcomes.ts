import type { SecondFactorSignedIn, SecondFactorStep, SignedInAnswer } from 'shared-domain';
import type { LoginAttempt } from './login-throttle';

/** A login: the attempt as the throttle sees it (device: nonce of a validly signed device cookie), the password, the user agent. */
export interface LoginRequest extends LoginAttempt {
  password: string;
  userAgent?: string;
}

export type LoginOutcome =
  /** `identifier` is the login name the device cookie is issued for. */
  | { kind: 'signed-in'; answer: SignedInAnswer; identifier: string }
  | { kind: 'second-factor'; step: SecondFactorStep }
  /** Unknown user, wrong password or inactive user alike (one message, spec §8). */
  | { kind: 'invalid' }
  /** Refused by the lockout, whatever the password. */
  | { kind: 'locked-out'; retryAfterMs: number };

export type SecondFactorOutcome =
  | { kind: 'signed-in'; answer: SecondFactorSignedIn; identifier: string }
  | { kind: 'invalid-code' }
  /** Unknown, used, expired or out of attempts. */
  | { kind: 'challenge-expired' };

/** The second step of a login: the challenge token, the code, and where it comes from. */
export interface SecondFactorRequest {
  challenge: string;
  code: string;
  address: string | undefined;
  userAgent?: string;
}
