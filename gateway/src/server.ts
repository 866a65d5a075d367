import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OrganizerAdmin } from './admin/organizer-admin';
import { AuthService } from './auth/auth-service';
import { CredentialIssuer } from './auth/credentials';
import { loadGatewaySecret } from './auth/gateway-secret';
import { LoginThrottle } from './auth/login-throttle';
import { SessionStore } from './auth/sessions';
import { UserStore } from './auth/users';
import { backendSender } from './aws/dynamodb-backend';
import { handleDynamoDb } from './aws/dynamodb-proxy';
import { Forwarder } from './aws/forward';
import { handleS3, S3_PREFIX } from './aws/s3-proxy';
import { resolveConfig, type GatewayConfig, type GatewayOptions } from './config';
import { CursorSealer } from './policy/cursor';
import { startEmbeddedStores, type EmbeddedStores } from './embedded/stores';
import { BadJsonError, BodyTooLargeError } from './http/body';
import { handleMedia, MEDIA_PREFIX } from './http/media';
import { sendEmpty, sendMessage, sendText, setCorsHeaders } from './http/respond';
import { sendRemotes, sendRuntimeConfig } from './http/runtime-config';
import { serveApps } from './http/static-files';
import { handleAdminRoute } from './routes/admin-routes';
import { handleAuthRoute } from './routes/auth-routes';
import { handlePublicRoute } from './routes/public-routes';
import { publicServices } from './routes/public-services';
import { PublicPages } from './ssr/public-pages';
import { LiveHub } from './live/live-hub';
import { createBackend, type Backend } from './store/backend';
import { ensureBucket } from './store/bucket';
import { OwnershipLookups } from './store/ownership-lookups';
import { ensureTables, tableNames } from './store/tables';

export type { GatewayOptions } from './config';

export interface RunningGateway {
  /** http://<host>:<port> as bound (127.0.0.1 unless configured otherwise). */
  url: string;
  port: number;
  /** Resolved configuration, for the CLI banner and tests. */
  config: GatewayConfig;
  /** Mints credentials the way the gateway does (tests use it for expired ones). */
  issuer: CredentialIssuer;
  /** The gateway's own store clients, beneath the trust boundary: for tests and maintenance scripts only. */
  internals: { doc: Backend['doc']; s3: Backend['s3'] };
  close(): Promise<void>;
}

/**
 * Starts the gateway: embedded stores (unless endpoints are configured), tables and bucket when missing,
 * the super admin account, then the HTTP server. Everything started is stopped again if a later step fails.
 */
export async function startGateway(options: GatewayOptions = {}): Promise<RunningGateway> {
  const config = resolveConfig(options);
  const cleanups: Array<() => Promise<void> | void> = [];
  const closeAll = async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
    cleanups.length = 0;
  };

  try {
    let stores: EmbeddedStores | null = null;
    if (config.embeddedDynamoDb || config.embeddedS3) {
      stores = await startEmbeddedStores(config.dataDir, { dynamodb: config.embeddedDynamoDb, s3: config.embeddedS3 });
      cleanups.push(() => stores?.close());
    }
    const backend = createBackend(config, { ...config.endpoints, ...stores });
    cleanups.push(() => backend.destroy());
    const forwarder = new Forwarder();
    cleanups.push(() => forwarder.destroy());

    const tables = tableNames(config.tablePrefix);
    const created = await ensureTables(backend.dynamodb, tables);
    if (created.length > 0) config.logger.info(`Created tables: ${created.join(', ')}`);
    if (await ensureBucket(backend.s3, config.bucket, config.region)) config.logger.info(`Created bucket ${config.bucket}`);

    const gatewaySecret = await loadGatewaySecret(config.gatewaySecret, config.dataDir);
    const issuer = new CredentialIssuer(gatewaySecret, config.credentialLifetimeMs);
    const cursors = new CursorSealer(gatewaySecret);
    const users = new UserStore(backend.doc, tables['auth-users']);
    const sessions = new SessionStore(backend.doc, tables['auth-sessions']);
    const auth = new AuthService(users, sessions, issuer, config.superAdminPassword, Date.now, new LoginThrottle(config.loginThrottle));
    const organizers = new OrganizerAdmin(backend.doc, tables.organizers, users, sessions);
    await auth.ensureSuperAdmin();

    // Ends every event stream and clears the heartbeat when the gateway closes.
    const hub = new LiveHub(config.live);
    cleanups.push(() => hub.close());

    const handler = createHandler({ config, backend, forwarder, issuer, sessions, auth, organizers, tables, cursors, hub });
    const server = http.createServer((req, res) => {
      handler(req, res).catch((err: unknown) => {
        // A client that hangs up mid-response (a closed tab, curl after Content-Length) is not a fault.
        if (isClientGone(err, res)) return;
        config.logger.error(`${req.method} ${req.url} failed`, err);
        if (!res.headersSent) sendMessage(res, 500, 'Internal gateway error.');
        else res.destroy();
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );

    const port = (server.address() as AddressInfo).port;
    const hostForUrl = config.host.includes(':') ? `[${config.host}]` : config.host;
    return {
      url: `http://${hostForUrl}:${port}`,
      port,
      config,
      issuer,
      internals: { doc: backend.doc, s3: backend.s3 },
      close: closeAll,
    };
  } catch (err) {
    await closeAll();
    throw err;
  }
}

interface HandlerDeps {
  config: GatewayConfig;
  backend: Backend;
  forwarder: Forwarder;
  issuer: CredentialIssuer;
  sessions: SessionStore;
  auth: AuthService;
  organizers: OrganizerAdmin;
  tables: ReturnType<typeof tableNames>;
  cursors: CursorSealer;
  hub: LiveHub;
}

function createHandler(deps: HandlerDeps): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const { config, backend, forwarder, issuer, sessions, auth, organizers, tables, cursors, hub } = deps;
  const onError = (err: unknown) => config.logger.error('Request failed', err);
  const authDeps = { issuer, sessions, region: config.region, clock: Date.now };
  const send = backendSender(forwarder, backend.dynamodbTarget);
  // The policy's own reads go to the backend as the gateway, like forwarded calls.
  const lookups = new OwnershipLookups(send, tables);
  const { publicDeps, onWrite } = publicServices({ hub, send, tables, onError, onLiveError: (err) => config.logger.error('Live update failed', err) });
  const renderConfig = { gatewayUrl: config.publicUrl, region: config.region, bucket: config.bucket, tablePrefix: config.tablePrefix };
  const pages = new PublicPages({ appsDir: config.appsDir, tournaments: publicDeps.tournaments, config: renderConfig, publicUrl: config.publicUrl, onError });

  return async (req, res) => {
    setCorsHeaders(req, res);
    const method = req.method ?? 'GET';
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (method === 'OPTIONS') return sendEmpty(res, 204);

    try {
      // The SDK appends '/' to the endpoint path when the operation path is '/'.
      if (path === '/aws/dynamodb' || path === '/aws/dynamodb/') {
        return await handleDynamoDb(req, res, { ...authDeps, policy: { tables, cursors }, send, lookups, onBackendError: onError, onWrite });
      }
      if (path.startsWith(`${S3_PREFIX}/`)) {
        return await handleS3(req, res, {
          ...authDeps,
          policy: { bucket: config.bucket },
          lookups,
          target: backend.s3Target,
          forwarder,
          onBackendError: onError,
        });
      }
      if (path.startsWith('/auth/')) {
        if (method === 'POST' && (await handleAuthRoute(req, res, path, auth, onError))) return;
        return sendMessage(res, method === 'POST' ? 404 : 405, 'Unknown auth endpoint.');
      }
      // GET /admin/... are the admin console's pages; only other methods reach the API.
      if (path.startsWith('/admin/') && method !== 'GET' && method !== 'HEAD') {
        if (await handleAdminRoute(req, res, path, { auth, organizers, onError })) return;
        return sendMessage(res, 404, 'Unknown admin endpoint.');
      }
      if (method !== 'GET' && method !== 'HEAD') return sendText(res, 405, 'Method not allowed');
      if (path.startsWith('/api/public/')) {
        if (await handlePublicRoute(req, res, path, publicDeps)) return;
        return sendMessage(res, 404, 'Unknown public endpoint.');
      }
      if (path.startsWith(MEDIA_PREFIX)) return await handleMedia(req, res, backend.s3, config.bucket);
      if (path === '/config.json') {
        return sendRuntimeConfig(res, {
          gatewayUrl: config.publicUrl,
          region: config.region,
          bucket: config.bucket,
          tablePrefix: config.tablePrefix,
        });
      }
      if (path === '/remotes.json') return await sendRemotes(res, config.remotesJsonFile);
      return await serveApps(req, res, { appsDir: config.appsDir, pages });
    } catch (err) {
      if (res.headersSent) throw err;
      if (err instanceof BadJsonError) return sendMessage(res, 400, err.message);
      if (err instanceof BodyTooLargeError) {
        res.setHeader('Connection', 'close');
        return sendMessage(res, 413, err.message);
      }
      throw err;
    }
  };
}

function isClientGone(err: unknown, res: http.ServerResponse): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return (code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET') && (res.writableFinished || res.destroyed);
}
