import type { PublicUser, SessionCredentials } from './entities';

/**
 * Login inputs longer than these are refused before any work (a 64 KB identifier must not become a
 * throttle key or an index lookup): 320 is the longest valid email address, 1,024 a generous passphrase.
 */
export const LOGIN_INPUT_LIMITS = { identifier: 320, password: 1024 } as const;

/** What a finished sign-in answers: the session token, the user and its first credentials. */
export interface SignedInAnswer {
  token: string;
  user: PublicUser;
  credentials: SessionCredentials;
}

/** A pending secret to add to an authenticator app: typed by hand, or scanned from `qrCode`. */
export interface SecondFactorEnrolment {
  /** Base32 TOTP secret, shown for manual entry. */
  secret: string;
  /** otpauth://totp/... URI (RFC 6238 parameters: SHA-1, 6 digits, 30 s). */
  otpauthUri: string;
  /** The URI as a QR code, rendered by the gateway: a `data:image/svg+xml;base64,...` URL. */
  qrCode: string;
}

/**
 * The second step of a login whose password was right (`POST /auth/login` answers it instead of a session):
 * 'code' asks for a TOTP or recovery code; 'enrol' (an account that must have a second factor but has none,
 * the super admin in production) asks to add `enrolment` to an app and confirm it with a code.
 * `challenge` is an opaque single-use token, valid for SECOND_FACTOR_CHALLENGE_MS.
 */
export type SecondFactorStep =
  | { secondFactor: 'code'; challenge: string }
  | { secondFactor: 'enrol'; challenge: string; enrolment: SecondFactorEnrolment };

/** `POST /auth/login/second-factor` success: a session, plus the new recovery codes when it finished an enrolment. */
export interface SecondFactorSignedIn extends SignedInAnswer {
  recoveryCodes?: string[];
}

/** `POST /auth/second-factor/status` (bearer): the signed-in account's second factor. */
export interface SecondFactorStatus {
  enabled: boolean;
  /** true when it cannot be turned off (the super admin in production). */
  required: boolean;
  /** Unused recovery codes left (0 when not enabled). */
  recoveryCodesLeft: number;
}

/** How long a login may wait between the password and the code. */
export const SECOND_FACTOR_CHALLENGE_MS = 5 * 60 * 1000;

/** Recovery codes issued per enrolment; each works once. */
export const RECOVERY_CODE_COUNT = 10;

export const SECOND_FACTOR_MESSAGES = {
  invalidCode: 'Invalid code. Enter the 6-digit code from your authenticator app, or a recovery code.',
  challengeExpired: 'Your sign-in took too long. Please sign in again.',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  notEnabled: 'Two-step verification is not turned on.',
  alreadyEnabled: 'Two-step verification is already turned on.',
  noPendingEnrolment: 'Start the set-up again: no authenticator is waiting to be confirmed.',
  requiredForSuperAdmin: 'Two-step verification is required for the super admin.',
} as const;

/**
 * A code as typed: spaces and dashes removed, lower-cased (recovery codes are shown as `xxxxx-xxxxx`).
 * @example normalizeSecondFactorCode(' 123 456 ') // '123456'
 * @example normalizeSecondFactorCode('AB12C-D34EF') // 'ab12cd34ef'
 */
export function normalizeSecondFactorCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

/**
 * Whether a typed code is a 6-digit TOTP code (after normalizing).
 * @example isTotpCode('123 456') // true
 * @example isTotpCode('12345') // false
 */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(normalizeSecondFactorCode(code));
}

/**
 * Whether a typed code has the shape of a recovery code: 10 letters or digits, optionally split by a dash.
 * @example isRecoveryCode('ab12c-d34ef') // true
 * @example isRecoveryCode('123456') // false
 */
export function isRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{10}$/.test(normalizeSecondFactorCode(code));
}
