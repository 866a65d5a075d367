import type { AddressInfo } from 'node:net';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { OrganizerAdmin } from './admin/organizer-admin';
import { OrganizerCascade } from './admin/organizer-cascade';
import type { AuthService } from './auth/auth-service';
import { createAuthService } from './auth/create-auth';
import { CredentialIssuer } from './auth/credentials';
import { loadGatewaySecret } from './auth/gateway-secret';
import type { SessionStore } from './auth/sessions';
import { registerAwsRoutes } from './aws/aws-routes';
import { backendSender, type DynamoDbSend } from './aws/dynamodb-backend';
import { Forwarder } from './aws/forward';
import { resolveConfig, type GatewayConfig, type GatewayOptions } from './config';
import { CursorSealer } from './policy/cursor';
import { startEmbeddedStores, type EmbeddedStores } from './embedded/stores';
import { appFallback, isAppPagePath } from './http/app-fallback';
import { answerRaw, gatewayErrorHandler } from './http/error-handler';
import { useJsonApi } from './http/json-api';
import { handleMedia, MEDIA_PREFIX } from './http/media';
import { CorsPolicy } from './http/cors';
import { registerCspReports } from './http/csp-report';
import { requestTimeoutOptions } from './http/request-timeouts';
import { sendMessage } from './http/respond';
import { registerRuntimeConfig } from './http/runtime-config';
import { PageHeaders, registerSecurityHeaders, setHeadersWithoutHooks } from './http/security-headers';
import { ShellTemplate } from './http/shell-template';
import { registerStaticApps, shellDistOf } from './http/static-files';
import { sendWidgetRedirect } from './http/widget-script';
import { createDirectory, type Directory } from './directory/directory';
import { RegenerationLeases } from './directory/regeneration-leases';
import { inProcessFeed, type ChangeFeed } from './feed/change-feed';
import { feedListener } from './feed/feed-listener';
import { startStreamFeed } from './feed/stream-feed';
import { registerAdminRoutes } from './routes/admin-routes';
import { registerAuthRoutes } from './routes/auth-routes';
import { registerScorekeeperRoutes } from './routes/scorekeeper-routes';
import { registerShareCardRoutes } from './routes/share-card-routes';
import { ScorekeeperLinks } from './scorekeeper/scorekeeper-links';
import { handlePublicRoute, type PublicRouteDeps } from './routes/public-routes';
import { publicServices } from './routes/public-services';
import { registerCalendarRoutes } from './calendar/calendar-routes';
import { COMBINED_STYLESHEET_PREFIX, CombinedStylesheets } from './ssr/combined-stylesheet';
import { directoryHotPages } from './ssr/hot-pages';
import { PublicPages } from './ssr/public-pages';
import { warmUpRequestPath } from './ssr/start-warm-up';
import { LiveHub } from './live/live-hub';
import { createBackend, type Backend } from './store/backend';
import { ensureBucket } from './store/bucket';
import { OwnershipLookups } from './store/ownership-lookups';
import { storeHasTransactions } from './store/transactions';
import { ensureScorekeeperLinksTable, ensureTables, ensureThrottleTable, gatewayTableNames, scorekeeperLinksTableName, tableNames, throttleTableName } from './store/tables';

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
      stores = await startEmbeddedStores(config.dataDir, { dynamodb: config.embeddedDynamoDb, s3: config.embeddedS3 }, config.embeddedDynamoDbPort);
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
    const throttleTable = throttleTableName(config.tablePrefix);
    if (await ensureThrottleTable(backend.dynamodb, throttleTable)) config.logger.info(`Created table ${throttleTable}`);
    const transactions = await storeHasTransactions(backend.dynamodb, throttleTable);
    const linksTable = scorekeeperLinksTableName(config.tablePrefix);
    if (await ensureScorekeeperLinksTable(backend.dynamodb, linksTable)) config.logger.info(`Created table ${linksTable}`);
    const links = new ScorekeeperLinks(backend.doc, linksTable);
    const { users, sessions, passwords, auth } = createAuthService({ doc: backend.doc, usersTable: tables['auth-users'], sessionsTable: tables['auth-sessions'], throttleTable, gatewaySecret, issuer, config });
    const send = backendSender(forwarder, backend.dynamodbTarget);
    const directoryTable = gatewayTableNames(config.tablePrefix).directory;
    const streams = config.changeFeed === 'streams';
    // Several instances on one feed: each key's regeneration runs on the instance holding its lease.
    const leases = streams ? new RegenerationLeases(send, directoryTable) : undefined;
    const directory = createDirectory({ client: backend.dynamodb, send, tables, directoryTable, onError: (err) => config.logger.error('Public directory update failed', err), ...(leases ? { leases } : {}) });
    // Pending regenerations are dropped; those under way finish before the stores close under them.
    cleanups.push(async () => {
      directory.close();
      await directory.idle();
    });
    if ((await directory.prepare()).createdTable) config.logger.info(`Created table ${directoryTable}`);
    await auth.ensureSuperAdmin();

    // Ends every event stream and clears the heartbeat when the gateway closes.
    // With streams, event ids are the changes' stream sequence numbers: the same on every instance.
    const hub = new LiveHub(config.live, Date.now, streams ? 'stream' : 'own');
    cleanups.push(() => hub.close());
    const services = publicServices({ hub, send, tables, directory, onError: (err) => config.logger.error('Request failed', err), onLiveError: (err) => config.logger.error('Live update failed', err) });
    const onChange = feedListener({ onWrite: services.onWrite, sessions, directory, tables, directoryTable });
    const feed: ChangeFeed = streams
      ? await startStreamFeed({
          client: backend.dynamodb,
          tableNames: [tables.organizers, tables.teams, tables.tournaments, tables.matches, tables['auth-sessions'], directoryTable],
          onChange,
          onError: (err) => config.logger.error('Change feed failed', err),
          pollMs: config.changeFeedPollMs,
        })
      : inProcessFeed(onChange);
    cleanups.push(() => feed.close());
    // This instance's own writes: to the feed (in-process), or, with streams, which bring them anyway, only
    // the writer's cached tournament documents dropped at once, so its next read sees its write.
    const ownWrite = streams ? services.publicDeps.tournaments.onWrite : feed.wrote;
    // An organizer's content is deleted through the same onWrite as forwarded writes, so its public pages go with it.
    const cascade = new OrganizerCascade({ send, tables, recordTable: directoryTable, s3: backend.s3, bucket: config.bucket, onWrite: ownWrite, directory });
    const organizers = new OrganizerAdmin(backend.doc, tables.organizers, users, sessions, Date.now, directory.organizerListener, cascade, passwords);
    // A delete a crash cut short finishes before anything is served; if it fails again, it stays recorded for the next start.
    // Several instances starting at once: the one holding the lease finishes them, the others go on serving.
    const resume = () => organizers.resumeUnfinishedDeletes().then(() => undefined);
    await (leases ? leases.run('organizer-deletes', resume) : resume()).catch((err: unknown) => config.logger.error('Finishing an interrupted organizer delete failed', err));

    const app = await createApp({ config, backend, forwarder, send, issuer, sessions, auth, organizers, tables, cursors, directory, services: { ...services, onWrite: ownWrite }, transactions, links });
    // Open event streams and keep-alive sockets are closed with the server, so close() never waits on them.
    cleanups.push(() => app.close());
    await app.listen({ port: config.port, host: config.host });

    const port = (app.server.address() as AddressInfo).port;
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
  /** Raw DynamoDB calls to the backend as the gateway. */
  send: DynamoDbSend;
  issuer: CredentialIssuer;
  sessions: SessionStore;
  auth: AuthService;
  organizers: OrganizerAdmin;
  tables: ReturnType<typeof tableNames>;
  cursors: CursorSealer;
  directory: Directory;
  /** The public API's services and the DynamoDB proxy's onWrite hook (the organizer cascade tells it too). */
  services: ReturnType<typeof publicServices>;
  /** Whether the store runs TransactWriteItems (store/transactions.ts). */
  transactions: boolean;
  /** The scorekeeper links (issue 25). */
  links: ScorekeeperLinks;
}

/**
 * The HTTP side on Fastify: security headers and CORS on every answer (OPTIONS answered at once), request
 * timeouts, the AWS proxies, the JSON API, the runtime documents, the public API, media, violation reports
 * and the built apps, with the app fallback for what none of them answers.
 */
async function createApp(deps: HandlerDeps): Promise<FastifyInstance> {
  const { config, backend, forwarder, send, issuer, sessions, auth, organizers, tables, cursors, directory } = deps;
  const onError = (err: unknown) => config.logger.error('Request failed', err);
  const authDeps = { issuer, sessions, region: config.region, clock: Date.now, links: deps.links };
  // The policy's own reads go to the backend as the gateway, like forwarded calls.
  const lookups = new OwnershipLookups(send, tables);
  const { publicDeps, onWrite } = deps.services;
  const renderConfig = { gatewayUrl: config.publicUrl, region: config.region, bucket: config.bucket, tablePrefix: config.tablePrefix, transactions: deps.transactions };
  // The tournament pages visitors asked for last are kept in the directory table, for the next start to make first.
  const hotPages = directoryHotPages(send, gatewayTableNames(config.tablePrefix).directory);
  const pageStyles = new CombinedStylesheets(config.appsDir);
  const pages = new PublicPages({ appsDir: config.appsDir, remotesFile: config.remotesJsonFile, tournaments: publicDeps.tournaments, directory: directory.reads, matches: publicDeps.reader, config: renderConfig, publicUrl: config.publicUrl, onError, hotPages, pageStyles });
  // The server builds are loaded, and the hot pages made, before the port answers (no first visitor waits for them); redeployed builds are picked up while serving.
  await pages.start();
  // The plain app page: the shell's built index.html under the pages' policy.
  const appPages = { template: new ShellTemplate(shellDistOf(config.appsDir)), pageHeaders: new PageHeaders({ publicUrl: config.publicUrl, remotesFile: config.remotesJsonFile }) };
  const cors = new CorsPolicy(config.allowedOrigins);

  const logError = (message: string, err: unknown) => config.logger.error(message, err);
  const badUrlPage = appFallback(appPages);
  const app = Fastify({
    logger: false,
    forceCloseConnections: true,
    routerOptions: { maxParamLength: 1000 },
    trustProxy: trustProxyOption(config.trustProxy),
    ...requestTimeoutOptions(config.requestTimeouts),
    // A path that is not valid percent-encoding never reaches routing or hooks: the public API judges its
    // own ids (one 404 text for every id that cannot be ours), anything else is a bad request.
    frameworkErrors: (error, request, anyReply) => {
      const reply = anyReply as FastifyReply;
      // No hook ran: the headers every answer carries are set here.
      setHeadersWithoutHooks(request, reply.raw);
      cors.apply(request.raw, reply.raw);
      const isPublicRead = (request.raw.url ?? '').startsWith('/api/public/') && (request.method === 'GET' || request.method === 'HEAD');
      if (error.code === 'FST_ERR_BAD_URL' && isPublicRead) return void publicRoute(request, reply, publicDeps, logError);
      // A page address that cannot be decoded names no page: the app's 404 page, with a 404 status (never
      // rendered on the server, whose routes decode the path).
      const isPageRead = (request.method === 'GET' || request.method === 'HEAD') && isAppPagePath((request.raw.url ?? '/').split('?')[0] ?? '/');
      if (error.code === 'FST_ERR_BAD_URL' && isPageRead) return void badUrlPage(request, reply.code(404));
      void reply.code(400).header('cache-control', 'no-store').send({ message: error.message });
    },
  });
  await registerSecurityHeaders(app);
  app.addHook('onRequest', async (request, reply) => {
    cors.apply(request.raw, reply.raw);
    if (request.method === 'OPTIONS') return reply.code(204).send();
    return undefined;
  });
  // Only the proxies and the JSON API read bodies (their scopes add their parsers); anything else is
  // answered without reading one (a POST to a page is a 405, whatever it carries).
  app.removeAllContentTypeParsers();
  app.setErrorHandler(gatewayErrorHandler(logError));
  app.setNotFoundHandler(appFallback({ ...appPages, pages }));
  await registerCspReports(app, { eventLog: config.eventLog, limits: config.cspReports });

  await registerAwsRoutes(app, {
    dynamodb: { ...authDeps, policy: { tables, cursors, transactions: deps.transactions }, send, lookups, onBackendError: onError, onWrite },
    s3: { ...authDeps, policy: { bucket: config.bucket }, lookups, target: backend.s3Target, forwarder, onBackendError: onError },
  });
  await app.register(async (api) => {
    useJsonApi(api);
    registerAuthRoutes(api, { auth, onError });
    registerAdminRoutes(api, { auth, organizers, onError });
    registerScorekeeperRoutes(api, { auth, issuer, links: deps.links, doc: backend.doc, tables, publicUrl: config.publicUrl, clock: Date.now });
  });
  // Documents the gateway writes itself, compressed above 1 KB for clients that accept it.
  await app.register(async (documents) => {
    await documents.register(fastifyCompress, { globalDecompression: false });
    registerRuntimeConfig(documents, renderConfig, config.remotesJsonFile);
    documents.get('/widget.js', (_request, reply) => sendWidgetRedirect(reply, config.appsDir));
  });
  app.route({ method: ['GET', 'HEAD'], url: '/api/public/*', handler: (request, reply) => publicRoute(request, reply, publicDeps, logError) });
  registerCalendarRoutes(app, { tournaments: publicDeps.tournaments, directory: directory.reads, publicUrl: config.publicUrl, onError });
  registerShareCardRoutes(app, { sources: { tournaments: publicDeps.tournaments, directory: directory.reads, matches: publicDeps.reader }, s3: backend.s3, bucket: config.bucket, onError });
  app.route({ method: ['GET', 'HEAD'], url: `${MEDIA_PREFIX}*`, handler: (request, reply) => handleMedia(request, reply, backend.s3, config.bucket) });
  app.route<{ Params: { name: string } }>({
    method: ['GET', 'HEAD'],
    url: `${COMBINED_STYLESHEET_PREFIX}:name`,
    handler: (request, reply) => answerRaw(request, reply, logError, (req, res) => pageStyles.send(req, res, request.params.name)),
  });
  await registerStaticApps(app, { appsDir: config.appsDir, serveSourceMaps: config.serveSourceMaps });
  await warmUpRequestPath(app, pages, onError);
  return app;
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the nearest n addresses". */
function trustProxyOption(trustProxy: GatewayConfig['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy;
}

/**
 * The public API writes its raw response itself (reply.hijack()): its documents carry their own ETag
 * and encoding, and its event streams must stay open, unbuffered and uncompressed.
 */
async function publicRoute(request: FastifyRequest, reply: FastifyReply, deps: PublicRouteDeps, log: (message: string, err: unknown) => void): Promise<void> {
  await answerRaw(request, reply, log, async (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (!(await handlePublicRoute(req, res, path, deps, request.ip))) sendMessage(res, 404, 'Unknown public endpoint.');
  });
}
