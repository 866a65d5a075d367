import { setTimeout as sleep } from 'node:timers/promises';
import {
  DEFAULT_SUPER_ADMIN_USERNAME,
  canLogIn,
  isSessionExpired,
  loginLookups,
  type AuthUser,
  type LoginLookup,
  type PublicUser,
  type SecondFactorStep,
  type SessionCredentials,
  type SignedInAnswer,
} from 'shared-domain';
import type { EventLog } from '../logging/event-log';
import { MAX_CHALLENGE_ATTEMPTS, type ChallengeStore, type StoredChallenge } from './challenges';
import type { CredentialIssuer } from './credentials';
import type { DeviceCookies } from './device-cookies';
import { LoginEvents } from './login-events';
import type { LoginOutcome, LoginRequest, SecondFactorOutcome, SecondFactorRequest } from './login-outcomes';
import type { LoginAttempt, LoginThrottle } from './login-throttle';
import type { PasswordHasher } from './passwords';
import type { SecondFactorService } from './second-factor-service';
import type { SessionStore, StoredSession } from './sessions';
import { toPublicUser, type UserStore } from './users';

/** Fixed id so concurrent bootstraps (two tabs, two instances) cannot create two super admins. */
const SUPER_ADMIN_ID = 'user_superadmin';

export interface SignedInUser {
  user: AuthUser;
  session: StoredSession;
}

interface RequestMeta {
  userAgent?: string;
  ipAddress?: string;
}

export interface AuthServiceDeps {
  users: UserStore;
  sessions: SessionStore;
  issuer: CredentialIssuer;
  superAdminPassword: string;
  passwords: PasswordHasher;
  throttle: LoginThrottle;
  secondFactor: SecondFactorService;
  deviceCookies: DeviceCookies;
  challenges: ChallengeStore;
  events: EventLog;
  clock?: () => number;
}

/** Login (with its second factor), session restore, logout and the super admin bootstrap (spec §4, §6). */
export class AuthService {
  private readonly users: UserStore;
  private readonly sessions: SessionStore;
  private readonly issuer: CredentialIssuer;
  private readonly clock: () => number;
  private readonly events: LoginEvents;

  constructor(private readonly deps: AuthServiceDeps) {
    this.users = deps.users;
    this.sessions = deps.sessions;
    this.issuer = deps.issuer;
    this.clock = deps.clock ?? Date.now;
    this.events = new LoginEvents(deps.events);
  }

  /** The signed-in account's second factor (the /auth/second-factor/* routes). */
  get secondFactor(): SecondFactorService {
    return this.deps.secondFactor;
  }

  /** The device cookies logins read and set (the login routes). */
  get deviceCookies(): DeviceCookies {
    return this.deps.deviceCookies;
  }

  /** Creates the super admin account when absent (startup and any login attempt with its username). */
  async ensureSuperAdmin(): Promise<boolean> {
    if (await this.users.findByUsername(DEFAULT_SUPER_ADMIN_USERNAME)) return false;
    const { passwordHash, salt, passwordIterations } = await this.deps.passwords.hash(this.deps.superAdminPassword);
    return this.users.create({
      id: SUPER_ADMIN_ID,
      username: DEFAULT_SUPER_ADMIN_USERNAME,
      role: 'super_admin',
      passwordHash,
      salt,
      passwordIterations,
      createdAt: new Date(this.clock()).toISOString(),
      isActive: true,
    });
  }

  /**
   * Checks the password (the identifier is looked up as shared-domain's loginLookups says: as a username,
   * then as an email) under the lockout (LoginThrottle), then signs in, or asks for the second factor when
   * the account has one (or must have one: the super admin in production).
   */
  async login(request: LoginRequest): Promise<LoginOutcome> {
    const verdict = await this.deps.throttle.begin(request);
    if (!verdict.allowed) {
      // A device cookie never meets a refusal unless it is no longer trusted.
      this.events.throttled({ identifier: request.identifier, address: request.address }, verdict.reason, verdict.retryAfterMs);
      return { kind: 'locked-out', retryAfterMs: verdict.retryAfterMs };
    }
    // From here on `device` is set only when the throttle trusted it.
    const attempt: LoginAttempt = { identifier: request.identifier, address: request.address, ...(verdict.trustedDevice ? { device: request.device } : {}) };
    if (verdict.delayMs > 0) {
      this.events.slowed(attempt, verdict.delayMs);
      await sleep(verdict.delayMs);
    }
    let settled: 'succeeded' | 'failed' | 'second-factor' = 'failed';
    try {
      const user = await this.checkPassword(request.identifier, request.password);
      if (!user) {
        this.events.failed(attempt, 'invalid-credentials');
        return { kind: 'invalid' };
      }
      const step = await this.secondFactorStep(user, attempt);
      if (step) {
        settled = 'second-factor';
        this.events.secondFactorAsked(attempt, user.id, step.secondFactor);
        return { kind: 'second-factor', step };
      }
      const answer = await this.startSession(user, request);
      settled = 'succeeded';
      this.events.succeeded(attempt, user.id);
      return { kind: 'signed-in', answer, identifier: request.identifier };
    } finally {
      await verdict.settle(settled);
    }
  }

  /**
   * The login's second step: a TOTP or recovery code for a challenge ('code'), or the first code of the
   * enrolment the challenge offered ('enrol', which turns the factor on and answers the recovery codes).
   * A wrong code counts as a failed login for the throttle; the challenge is gone after MAX_CHALLENGE_ATTEMPTS.
   */
  async completeSecondFactor(request: SecondFactorRequest): Promise<SecondFactorOutcome> {
    const challenge = await this.deps.challenges.spendAttempt(request.challenge, this.clock());
    if (!challenge) {
      this.events.secondFactorFailed({ identifier: '', address: request.address }, 'challenge-expired');
      return { kind: 'challenge-expired' };
    }
    const attempt: LoginAttempt = { identifier: challenge.identifier, address: request.address, ...(challenge.device ? { device: challenge.device } : {}) };
    const user = await this.users.get(challenge.userId);
    if (!user || !canLogIn(user)) {
      await this.deps.challenges.finish(challenge.id);
      this.events.secondFactorFailed(attempt, 'challenge-expired', challenge.userId);
      return { kind: 'challenge-expired' };
    }
    const accepted = await this.acceptCode(challenge, user, request.code);
    if (accepted === 'challenge-expired') return { kind: 'challenge-expired' };
    if (!accepted) {
      await this.deps.throttle.recordCodeFailure(attempt);
      this.events.secondFactorFailed(attempt, 'invalid-code', user.id);
      if (challenge.attempts >= MAX_CHALLENGE_ATTEMPTS) await this.deps.challenges.finish(challenge.id);
      return { kind: 'invalid-code' };
    }
    await this.deps.throttle.recordCodeSuccess(attempt);
    const answer = await this.startSession(user, request);
    this.events.secondFactorSucceeded(attempt, user.id, accepted.method);
    this.events.succeeded(attempt, user.id, accepted.method);
    return { kind: 'signed-in', answer: { ...answer, ...(accepted.recoveryCodes ? { recoveryCodes: accepted.recoveryCodes } : {}) }, identifier: challenge.identifier };
  }

  /**
   * Checks the code and uses up the challenge (only one request can); for 'enrol', turns the factor on.
   * @returns how it was accepted, null for a wrong code, 'challenge-expired' when another request used it first.
   */
  private async acceptCode(
    challenge: StoredChallenge,
    user: AuthUser,
    code: string,
  ): Promise<{ method: 'totp' | 'recovery-code' | 'enrolment'; recoveryCodes?: string[] } | null | 'challenge-expired'> {
    if (challenge.step === 'code') {
      const method = await this.deps.secondFactor.useCode(user, code);
      if (!method) return null;
      return (await this.deps.challenges.finish(challenge.id)) ? { method } : 'challenge-expired';
    }
    const pending = await this.deps.secondFactor.checkPending(user, code);
    if (!pending) return null;
    if (!(await this.deps.challenges.finish(challenge.id))) return 'challenge-expired';
    const recoveryCodes = await this.deps.secondFactor.enable(user, pending, 'login');
    return recoveryCodes ? { method: 'enrolment', recoveryCodes } : null;
  }

  /** The account behind the identifier when the password is right and it may log in; else null. */
  private async checkPassword(identifier: string, password: string): Promise<AuthUser | null> {
    const lookups = loginLookups(identifier);
    if (lookups.some((l) => l.by === 'username' && l.username === DEFAULT_SUPER_ADMIN_USERNAME)) await this.ensureSuperAdmin();
    const user = await this.findAccount(lookups);
    if (!user) {
      await this.deps.passwords.spend(password);
      return null;
    }
    const ok = await this.deps.passwords.verify(password, user);
    return ok && canLogIn(user) ? user : null;
  }

  /** The second step this account's login needs, with its challenge; null when the password is enough. */
  private async secondFactorStep(user: AuthUser, attempt: LoginAttempt): Promise<SecondFactorStep | null> {
    const { secondFactor, challenges } = this.deps;
    const enabled = secondFactor.isEnabled(user);
    if (!enabled && !secondFactor.isRequired(user)) return null;
    const fields = { userId: user.id, identifier: attempt.identifier, ...(attempt.device ? { device: attempt.device } : {}) };
    if (enabled) return { secondFactor: 'code', challenge: await challenges.create({ ...fields, step: 'code' }, this.clock()) };
    const enrolment = await secondFactor.newPending(user);
    return { secondFactor: 'enrol', challenge: await challenges.create({ ...fields, step: 'enrol' }, this.clock()), enrolment };
  }

  private async startSession(user: AuthUser, request: { address: string | undefined; userAgent?: string }): Promise<SignedInAnswer> {
    const now = this.clock();
    const meta: RequestMeta = { ...(request.userAgent ? { userAgent: request.userAgent } : {}), ...(request.address ? { ipAddress: request.address } : {}) };
    const { token, session } = await this.sessions.create(user, meta, now);
    await this.users.setLastLogin(user.id, new Date(now).toISOString());
    // Housekeeping only (expired sessions and challenges); a failure here must not fail the login.
    await this.sessions.deleteExpiredOfUser(user.id, now).catch(() => undefined);
    const credentials = this.issuer.forSession(session.id, Date.parse(session.expiresAt), now);
    // Unreachable: a fresh session has 7 days left.
    if (!credentials) throw new Error('A new session got no credentials');
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

  /**
   * The super admin removes the second factor of every login account of an organizer (a lost phone), so it
   * signs in with its password alone. Idempotent. @returns false when the organizer has no login account
   * (no such organizer).
   */
  async resetOrganizerSecondFactor(organizerId: string): Promise<boolean> {
    const accounts = await this.users.listByOrganizer(organizerId);
    for (const account of accounts) await this.deps.secondFactor.reset(account, organizerId);
    return accounts.length > 0;
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
