import path from 'node:path';
import { PBKDF2_PARAMS } from 'shared-domain';
import type { LoginThrottleOptions } from './auth/login-throttle';
import { DEFAULT_CSP_REPORT_LIMITS, type CspReportLimits } from './http/csp-report';
import { DEFAULT_REQUEST_TIMEOUTS, type RequestTimeouts } from './http/request-timeouts';
import { DEFAULT_LIVE_LIMITS, type LiveLimits } from './live/live-hub';
import { createEventLog, type EventLog } from './logging/event-log';

/** How the gateway reaches DynamoDB and S3: its own embedded stores, or real/compatible endpoints. */
interface StoreEndpoints {
  /** e.g. https://dynamodb.eu-west-1.amazonaws.com or http://alternator:8000 */
  dynamodbEndpoint?: string;
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000 (path-style is always used) */
  s3Endpoint?: string;
  /**
   * Fixed keys for the DynamoDB endpoint instead of the SDK's default provider chain: an emulator such as
   * DynamoDB Local keeps one database per access key (unless started with -sharedDb), so tests give each
   * gateway its own store on one emulator this way. Never needed against AWS.
   */
  dynamodbCredentials?: { accessKeyId: string; secretAccessKey: string };
  /** Fixed keys for the S3 endpoint, likewise: a standalone s3rver accepts only its own (S3RVER / S3RVER). */
  s3Credentials?: { accessKeyId: string; secretAccessKey: string };
}

export interface GatewayOptions {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Embedded store data and the generated gateway secret live here. Default `.data` under cwd. */
  dataDir?: string;
  /**
   * true (default): each store without an endpoint runs embedded (dynalite / s3rver on 127.0.0.1).
   * false: a store without an endpoint is AWS itself (the region's default endpoint).
   * Configured endpoints are always used, with credentials from the SDK default provider chain.
   */
  embedded?: boolean;
  /** Port of the embedded dynalite on 127.0.0.1; default 0, a free port. */
  embeddedDynamoDbPort?: number;
  endpoints?: StoreEndpoints;
  tablePrefix?: string;
  bucket?: string;
  region?: string;
  /** Password of the bootstrapped super admin. Default 'superadmin', refused with nodeEnv 'production'. */
  superAdminPassword?: string;
  /**
   * PBKDF2 iterations of new password hashes (each records its own, so older ones still verify). Default the
   * spec's 100,000; fewer is refused with nodeEnv 'production'. Tests lower it: a login's hash costs ~100 ms.
   */
  passwordIterations?: number;
  /** Secret from which session credential secrets are derived; default: generated once in dataDir. Required with nodeEnv 'production'. */
  gatewaySecret?: string;
  /** Folder holding shell/, mf-admin/, mf-public/, mf-match-center/ (each with dist/). */
  appsDir?: string;
  /** Value of `gatewayUrl` in /config.json; '' means same origin. */
  publicUrl?: string;
  /** File whose JSON replaces the default /remotes.json. */
  remotesJsonFile?: string;
  /** Serve the apps' `.map` files (SERVE_SOURCE_MAPS=1). Default false: they answer 404, so sources stay private. */
  serveSourceMaps?: boolean;
  nodeEnv?: string;
  /** Lifetime of issued credentials; tests shorten it. Clamped to at least 15 minutes. */
  credentialLifetimeMs?: number;
  /** Where to log; default console. Tests pass a silent logger. */
  logger?: Logger;
  /** Structured security events (pino); default JSON lines on stdout. Tests pass a silent one. */
  eventLog?: EventLog;
  /**
   * Brute-force lockout settings (see auth/login-throttle.ts; default back-off after 5 failures per
   * identifier and client address, 20 per address); tests inject a clock and shorter waits.
   */
  loginThrottle?: LoginThrottleOptions;
  /**
   * Whom to believe about the client address (X-Forwarded-For), Fastify's `trustProxy`: false (default, the
   * socket's address), true (any proxy), a hop count, or proxy addresses/CIDRs ('10.0.0.0/8,127.0.0.1').
   * The login lockout counts per client address, so set it only behind a proxy that overwrites the header.
   */
  trustProxy?: boolean | number | string;
  /**
   * Live updates (Server-Sent Events): default 20 streams per client address, 2,000 in all; tests also
   * shorten the heartbeat or the slow-subscriber limit.
   */
  live?: Partial<LiveLimits>;
  /**
   * Origins (`https://apps.example`) whose pages may call the gateway from another origin (CORS): apps served
   * from a CDN, the remotes' standalone development pages. Default none: only pages of the gateway's own
   * origin. The embeddable widget's script and data are open to every origin regardless.
   */
  allowedOrigins?: string[];
  /** How long a client may take to send a request's headers (default 10 s) and all of it (default 30 s). */
  requestTimeouts?: Partial<RequestTimeouts>;
  /** How many Content-Security-Policy violation reports are logged: default 10 per client address and 100 in all per minute. */
  cspReports?: Partial<CspReportLimits>;
  /**
   * Where the instance learns of writes (CHANGE_FEED, see feed/change-feed.ts): 'in-process' (default) its
   * own only, for one instance; 'streams' every table's DynamoDB stream, for several instances on one store
   * (DynamoDB or DynamoDB Local; dynalite has no streams).
   */
  changeFeed?: 'in-process' | 'streams';
  /** How long a stream shard with nothing new waits before it is read again (CHANGE_FEED_POLL_MS, default 250). */
  changeFeedPollMs?: number;
}

interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, err?: unknown): void;
}

/** Options with every default applied; what the rest of the gateway reads. */
export interface GatewayConfig {
  port: number;
  host: string;
  dataDir: string;
  embeddedDynamoDb: boolean;
  embeddedDynamoDbPort: number;
  embeddedS3: boolean;
  endpoints: StoreEndpoints;
  tablePrefix: string;
  bucket: string;
  region: string;
  superAdminPassword: string;
  passwordIterations: number;
  gatewaySecret: string | undefined;
  appsDir: string;
  publicUrl: string;
  remotesJsonFile: string | undefined;
  serveSourceMaps: boolean;
  production: boolean;
  credentialLifetimeMs: number;
  logger: Logger;
  eventLog: EventLog;
  loginThrottle: LoginThrottleOptions;
  trustProxy: boolean | number | string;
  live: LiveLimits;
  allowedOrigins: string[];
  requestTimeouts: RequestTimeouts;
  cspReports: CspReportLimits;
  changeFeed: 'in-process' | 'streams';
  changeFeedPollMs: number;
}

const DEFAULT_CHANGE_FEED_POLL_MS = 250;
const DEFAULT_TABLE_PREFIX = 'football-tournaments-';
const DEFAULT_BUCKET = 'football-tournaments-images';
const DEFAULT_REGION = 'us-east-1';
const DEFAULT_SUPER_ADMIN_PASSWORD = 'superadmin';
/** The SDK treats credentials expiring within 5 minutes as expired: never issue fewer than 15. */
export const MIN_CREDENTIAL_LIFETIME_MS = 15 * 60 * 1000;
const DEFAULT_CREDENTIAL_LIFETIME_MS = 60 * 60 * 1000;

const consoleLogger: Logger = {
  info: (m) => console.log(m),
  warn: (m) => console.warn(m),
  error: (m, err) => console.error(m, err ?? ''),
};

/** Thrown for configuration the gateway refuses to run with; main.ts prints it and exits non-zero. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function resolveConfig(options: GatewayOptions): GatewayConfig {
  const production = options.nodeEnv === 'production';
  const endpoints = options.endpoints ?? {};
  const embedded = options.embedded ?? true;
  if (production && (!options.superAdminPassword || options.superAdminPassword === DEFAULT_SUPER_ADMIN_PASSWORD)) {
    throw new ConfigError(
      'NODE_ENV=production: set SUPERADMIN_PASSWORD to a non-default password (the default "superadmin" is refused).',
    );
  }
  // Each instance would otherwise invent its own secret and reject the credentials and cookies the others issued.
  if (production && !options.gatewaySecret) {
    throw new ConfigError(
      'NODE_ENV=production: set GATEWAY_SECRET (the same long random value on every gateway instance, e.g. `openssl rand -hex 32`).',
    );
  }
  const passwordIterations = options.passwordIterations ?? PBKDF2_PARAMS.iterations;
  if (!Number.isInteger(passwordIterations) || passwordIterations < 1) throw new ConfigError(`passwordIterations must be a whole number from 1, got ${passwordIterations}`);
  if (production && passwordIterations < PBKDF2_PARAMS.iterations) {
    throw new ConfigError(`NODE_ENV=production: password hashes use at least ${PBKDF2_PARAMS.iterations} PBKDF2 iterations, got ${passwordIterations}.`);
  }
  const changeFeed = options.changeFeed ?? 'in-process';
  if (changeFeed !== 'in-process' && changeFeed !== 'streams') throw new ConfigError(`CHANGE_FEED is "in-process" or "streams", got "${String(changeFeed)}"`);
  if (changeFeed === 'streams' && embedded && !endpoints.dynamodbEndpoint) {
    throw new ConfigError('CHANGE_FEED=streams needs DynamoDB or DynamoDB Local (DYNAMODB_ENDPOINT): the embedded dynalite has no streams.');
  }
  const changeFeedPollMs = options.changeFeedPollMs ?? DEFAULT_CHANGE_FEED_POLL_MS;
  if (!Number.isInteger(changeFeedPollMs) || changeFeedPollMs < 10 || changeFeedPollMs > 60_000) {
    throw new ConfigError(`CHANGE_FEED_POLL_MS must be whole milliseconds from 10 to 60000, got ${changeFeedPollMs}`);
  }
  const tablePrefix = options.tablePrefix ?? DEFAULT_TABLE_PREFIX;
  if (!/^[A-Za-z0-9_.-]*$/.test(tablePrefix)) {
    throw new ConfigError(`TABLE_PREFIX may hold only letters, digits, "_", "-" and ".": ${tablePrefix}`);
  }
  return {
    port: options.port ?? 8080,
    host: options.host ?? '127.0.0.1',
    dataDir: path.resolve(options.dataDir ?? '.data'),
    embeddedDynamoDb: embedded && !endpoints.dynamodbEndpoint,
    embeddedDynamoDbPort: options.embeddedDynamoDbPort ?? 0,
    embeddedS3: embedded && !endpoints.s3Endpoint,
    endpoints,
    tablePrefix,
    bucket: options.bucket ?? DEFAULT_BUCKET,
    region: options.region ?? DEFAULT_REGION,
    superAdminPassword: options.superAdminPassword ?? DEFAULT_SUPER_ADMIN_PASSWORD,
    passwordIterations,
    gatewaySecret: options.gatewaySecret || undefined,
    appsDir: path.resolve(options.appsDir ?? process.cwd()),
    publicUrl: options.publicUrl ?? '',
    remotesJsonFile: options.remotesJsonFile || undefined,
    serveSourceMaps: options.serveSourceMaps ?? false,
    production,
    credentialLifetimeMs: Math.max(options.credentialLifetimeMs ?? DEFAULT_CREDENTIAL_LIFETIME_MS, MIN_CREDENTIAL_LIFETIME_MS),
    logger: options.logger ?? consoleLogger,
    eventLog: options.eventLog ?? createEventLog(),
    loginThrottle: options.loginThrottle ?? {},
    trustProxy: options.trustProxy ?? false,
    live: { ...DEFAULT_LIVE_LIMITS, ...options.live },
    allowedOrigins: (options.allowedOrigins ?? []).map(checkedOrigin),
    requestTimeouts: checkedTimeouts({ ...DEFAULT_REQUEST_TIMEOUTS, ...options.requestTimeouts }),
    cspReports: { ...DEFAULT_CSP_REPORT_LIMITS, ...options.cspReports },
    changeFeed,
    changeFeedPollMs,
  };
}

/** An allowed origin exactly as browsers send it in `Origin` (scheme, host, port; no path, no `*`). */
function checkedOrigin(origin: string): string {
  if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
    throw new ConfigError(`ALLOWED_ORIGINS takes origins such as https://apps.example (no path, no trailing slash), got "${origin}"`);
  }
  return origin;
}

function checkedTimeouts(timeouts: RequestTimeouts): RequestTimeouts {
  const { headersMs, requestMs } = timeouts;
  if (!(Number.isInteger(headersMs) && Number.isInteger(requestMs) && headersMs > 0 && headersMs <= requestMs)) {
    throw new ConfigError(`Request timeouts must be whole milliseconds, the headers' no longer than the request's: got ${headersMs} and ${requestMs}`);
  }
  return timeouts;
}
