import {
  DEFAULT_SUPER_ADMIN_USERNAME,
  canLogIn,
  isSessionExpired,
  loginLookups,
  type AuthUser,
  type LoginLookup,
  type PublicUser,
  type SessionCredentials,
} from 'shared-domain';
import type { CredentialIssuer } from './credentials';
import { LoginThrottle } from './login-throttle';
import { hashPassword, spendPasswordCheck, verifyPassword } from './passwords';
import type { SessionStore, StoredSession } from './sessions';
import { toPublicUser, type UserStore } from './users';

/** Fixed id so concurrent bootstraps (two tabs, two instances) cannot create two super admins. */
const SUPER_ADMIN_ID = 'user_superadmin';

export interface LoginResult {
  token: string;
  user: PublicUser;
  credentials: SessionCredentials;
}

/** A login refused by the brute-force lockout, whatever the password. */
export interface LockedOut {
  lockedOut: true;
  retryAfterMs: number;
}

export interface SignedInUser {
  user: AuthUser;
  session: StoredSession;
}

export interface RequestMeta {
  userAgent?: string;
  ipAddress?: string;
}

/** Login, session restore, logout and the super admin bootstrap (spec §4, §6). */
export class AuthService {
  constructor(
    private readonly users: UserStore,
    private readonly sessions: SessionStore,
    private readonly issuer: CredentialIssuer,
    private readonly superAdminPassword: string,
    private readonly clock: () => number = Date.now,
    private readonly throttle: LoginThrottle = new LoginThrottle(),
  ) {}

  /** Creates the super admin account when absent (startup and any login attempt with its username). */
  async ensureSuperAdmin(): Promise<boolean> {
    if (await this.users.findByUsername(DEFAULT_SUPER_ADMIN_USERNAME)) return false;
    const { passwordHash, salt } = await hashPassword(this.superAdminPassword);
    return this.users.create({
      id: SUPER_ADMIN_ID,
      username: DEFAULT_SUPER_ADMIN_USERNAME,
      role: 'super_admin',
      passwordHash,
      salt,
      createdAt: new Date(this.clock()).toISOString(),
      isActive: true,
    });
  }

  /**
   * @returns null for unknown user, wrong password or inactive user alike (one message, spec §8);
   *   LockedOut after too many failures for this identifier (see LoginThrottle), even with the right password.
   *   The identifier is looked up as shared-domain's loginLookups says: as a username, then as an email.
   */
  async login(identifier: string, password: string, meta: RequestMeta): Promise<LoginResult | LockedOut | null> {
    const verdict = this.throttle.begin(identifier);
    if (!verdict.allowed) return { lockedOut: true, retryAfterMs: verdict.retryAfterMs };
    let result: LoginResult | null = null;
    try {
      result = await this.attemptLogin(identifier, password, meta);
      return result;
    } finally {
      verdict.settle(result !== null);
    }
  }

  private async attemptLogin(identifier: string, password: string, meta: RequestMeta): Promise<LoginResult | null> {
    const lookups = loginLookups(identifier);
    if (lookups.some((l) => l.by === 'username' && l.username === DEFAULT_SUPER_ADMIN_USERNAME)) await this.ensureSuperAdmin();
    const user = await this.findAccount(lookups);
    if (!user) {
      await spendPasswordCheck(password);
      return null;
    }
    const ok = await verifyPassword(password, user);
    if (!ok || !canLogIn(user)) return null;

    const now = this.clock();
    const { token, session } = await this.sessions.create(user, meta, now);
    await this.users.setLastLogin(user.id, new Date(now).toISOString());
    // Housekeeping only; a failure here must not fail the login.
    await this.sessions.deleteExpiredOfUser(user.id, now).catch(() => undefined);
    const credentials = this.issuer.forSession(session.id, Date.parse(session.expiresAt), now);
    if (!credentials) return null; // unreachable: a fresh session has 7 days left
    return { token, user: toPublicUser(user), credentials };
  }

  /** The first account a lookup finds, trying them in order. */
  private async findAccount(lookups: readonly LoginLookup[]): Promise<AuthUser | null> {
    for (const lookup of lookups) {
      const user = lookup.by === 'username' ? await this.users.findByUsername(lookup.username) : await this.users.findByEmail(lookup.email);
      if (user) return user;
    }
    return null;
  }

  /** The signed-in user behind a bearer token, or null when the session is unknown, expired or orphaned. */
  async resolveToken(token: string): Promise<SignedInUser | null> {
    const session = await this.sessions.getByToken(token);
    if (!session) return null;
    if (isSessionExpired(session, this.clock())) {
      await this.sessions.delete(session.id);
      return null;
    }
    const user = await this.users.get(session.userId);
    if (!user || !canLogIn(user)) {
      await this.sessions.delete(session.id);
      return null;
    }
    return { user, session };
  }

  /** Session restore: the user and fresh credentials (null once fewer than 15 minutes remain). */
  async restore(token: string): Promise<{ user: PublicUser; credentials: SessionCredentials } | null> {
    const signedIn = await this.resolveToken(token);
    if (!signedIn) return null;
    const credentials = this.issuer.forSession(signedIn.session.id, Date.parse(signedIn.session.expiresAt), this.clock());
    return credentials ? { user: toPublicUser(signedIn.user), credentials } : null;
  }

  anonymousCredentials(): SessionCredentials {
    return this.issuer.forAnonymous(this.clock());
  }

  /** Deleting the item is all it takes: every credential names its session and is checked against it. */
  async logout(token: string): Promise<void> {
    const session = await this.sessions.getByToken(token);
    if (session) await this.sessions.delete(session.id);
  }
}
