import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { GatewayConfig } from '../config';
import { AuthService } from './auth-service';
import { ChallengeStore } from './challenges';
import type { CredentialIssuer } from './credentials';
import { deriveKey } from './derived-keys';
import { DeviceCookies } from './device-cookies';
import { LoginThrottle } from './login-throttle';
import { PasswordHasher } from './passwords';
import { RecoveryCodeHasher } from './recovery-codes';
import { SecondFactorRecords } from './second-factor-records';
import { SecondFactorService } from './second-factor-service';
import { SecretBox } from './secret-box';
import { SessionStore } from './sessions';
import { ThrottleStore } from './throttle-store';
import { UserStore } from './users';

interface AuthParts {
  doc: DynamoDBDocumentClient;
  usersTable: string;
  sessionsTable: string;
  /** The sign-in lockout's counters, shared by every instance (store/tables.ts throttleTableName). */
  throttleTable: string;
  gatewaySecret: Buffer;
  issuer: CredentialIssuer;
  config: Pick<GatewayConfig, 'superAdminPassword' | 'passwordIterations' | 'production' | 'eventLog' | 'loginThrottle'>;
}

/** The accounts, the sessions and the login with its lockout, device cookies and second factor, wired together. */
export function createAuthService(parts: AuthParts): { users: UserStore; sessions: SessionStore; passwords: PasswordHasher; auth: AuthService } {
  const { doc, config, gatewaySecret } = parts;
  const users = new UserStore(doc, parts.usersTable);
  const passwords = new PasswordHasher(config.passwordIterations);
  const sessions = new SessionStore(doc, parts.sessionsTable);
  const throttle = new ThrottleStore(doc, parts.throttleTable);
  const secondFactor = new SecondFactorService({
    throttle,
    records: new SecondFactorRecords(doc, parts.usersTable),
    box: new SecretBox(deriveKey(gatewaySecret, 'totp-secret')),
    hasher: new RecoveryCodeHasher(deriveKey(gatewaySecret, 'recovery-code')),
    production: config.production,
    events: config.eventLog,
  });
  const auth = new AuthService({
    users,
    sessions,
    issuer: parts.issuer,
    superAdminPassword: config.superAdminPassword,
    passwords,
    throttle: new LoginThrottle(throttle, config.loginThrottle),
    secondFactor,
    deviceCookies: new DeviceCookies(deriveKey(gatewaySecret, 'device-cookie')),
    challenges: new ChallengeStore(doc, parts.sessionsTable),
    events: config.eventLog,
  });
  return { users, sessions, passwords, auth };
}
