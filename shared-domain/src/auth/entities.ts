/** The two login roles of spec §6. */
export type UserRole = 'super_admin' | 'organizer';

/** A login account (spec §3). Read and written by the gateway only. */
export interface AuthUser {
  id: string;
  /** Super admin logs in by username. */
  username?: string;
  /** Organizers log in by email. */
  email?: string;
  role: UserRole;
  organizerId?: string;
  /** PBKDF2 hash, hex. */
  passwordHash: string;
  /** 32 random bytes, hex. */
  salt: string;
  /** PBKDF2 iterations the hash was derived with; absent on hashes stored before it was recorded (PBKDF2_PARAMS's 100,000). */
  passwordIterations?: number;
  createdAt: string;
  isActive: boolean;
  lastLogin?: string;
  /**
   * Second factor (gateway only, never sent to a browser). The TOTP secret once turned on, and the one
   * waiting to be confirmed, each sealed with a key derived from the gateway secret (never stored in clear).
   */
  totpSecret?: string;
  totpPendingSecret?: string;
  /** The TOTP time step of the last code accepted: a code is never accepted twice. */
  totpLastStep?: number;
  /** Keyed hashes of the unused recovery codes (a string set); each is removed when used. */
  recoveryCodes?: Set<string>;
}

/** A login session (spec §3), valid for 7 days (sessionExpiresAt). */
export interface Session {
  id: string;
  userId: string;
  token: string;
  /** ISO date-time. */
  expiresAt: string;
  createdAt: string;
  userAgent?: string;
  ipAddress?: string;
}

/** The user as the gateway reports it (no secrets). */
export interface PublicUser {
  id: string;
  role: UserRole;
  organizerId?: string;
  email?: string;
  username?: string;
}

/** Temporary credentials issued by the gateway for signing SDK calls. */
export interface SessionCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  /** ISO date-time. */
  expiration: string;
}
