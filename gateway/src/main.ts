import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SUPER_ADMIN_USERNAME } from 'shared-domain';
import { ConfigError } from './config';
import { startGateway } from './server';

/** Repository root: the default APPS_DIR, holding shell/dist and each remote's dist. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`${name} must be a port number, got "${raw}"`);
  return n;
}

/** TRUST_PROXY: 'true' (any proxy), a hop count, or proxy addresses/CIDRs; unset or 'false': the socket's address. */
function trustProxy(): boolean | number | string {
  const raw = env('TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

function env(name: string): string | undefined {
  const v = process.env[name];
  return v === undefined || v === '' ? undefined : v;
}

async function main(): Promise<void> {
  const dynamodbEndpoint = env('DYNAMODB_ENDPOINT');
  const s3Endpoint = env('S3_ENDPOINT');
  const superAdminPassword = env('SUPERADMIN_PASSWORD');
  const gateway = await startGateway({
    port: envInt('PORT', 8080),
    host: env('HOST') ?? '127.0.0.1',
    dataDir: path.resolve(env('DATA_DIR') ?? '.data'),
    embeddedDynamoDbPort: envInt('EMBEDDED_DYNAMODB_PORT', 0),
    endpoints: { ...(dynamodbEndpoint ? { dynamodbEndpoint } : {}), ...(s3Endpoint ? { s3Endpoint } : {}) },
    ...(env('TABLE_PREFIX') !== undefined ? { tablePrefix: env('TABLE_PREFIX') } : {}),
    ...(env('BUCKET') ? { bucket: env('BUCKET') } : {}),
    ...(env('AWS_REGION') ? { region: env('AWS_REGION') } : {}),
    ...(superAdminPassword ? { superAdminPassword } : {}),
    ...(env('GATEWAY_SECRET') ? { gatewaySecret: env('GATEWAY_SECRET') } : {}),
    // PASSWORD_ITERATIONS: fewer PBKDF2 iterations for test gateways (the e2e suite); production refuses fewer than the spec's.
    ...(env('PASSWORD_ITERATIONS') ? { passwordIterations: Number(env('PASSWORD_ITERATIONS')) } : {}),
    appsDir: path.resolve(env('APPS_DIR') ?? REPO_ROOT),
    ...(env('GATEWAY_PUBLIC_URL') ? { publicUrl: env('GATEWAY_PUBLIC_URL') } : {}),
    ...(env('REMOTES_JSON') ? { remotesJsonFile: path.resolve(env('REMOTES_JSON') as string) } : {}),
    serveSourceMaps: env('SERVE_SOURCE_MAPS') === '1',
    ...(env('NODE_ENV') ? { nodeEnv: env('NODE_ENV') } : {}),
    trustProxy: trustProxy(),
    // CHANGE_FEED=streams: several instances on one store learn of each other's writes (README "Several instances").
    ...(env('CHANGE_FEED') ? { changeFeed: env('CHANGE_FEED') as 'in-process' | 'streams' } : {}),
    ...(env('CHANGE_FEED_POLL_MS') ? { changeFeedPollMs: Number(env('CHANGE_FEED_POLL_MS')) } : {}),
    // ALLOWED_ORIGINS: comma-separated origins whose pages may call the gateway from elsewhere (CORS).
    ...(env('ALLOWED_ORIGINS') ? { allowedOrigins: (env('ALLOWED_ORIGINS') as string).split(',').map((origin) => origin.trim()).filter(Boolean) } : {}),
  });

  const { config } = gateway;
  const shownHost = config.host === '127.0.0.1' || config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Football tournaments gateway: http://${shownHost}:${gateway.port}`);
  const where = (embedded: boolean, endpoint: string | undefined, kind: string) =>
    embedded ? `embedded ${kind} under ${config.dataDir} (127.0.0.1 only)` : endpoint;
  console.log(`DynamoDB: ${where(config.embeddedDynamoDb, dynamodbEndpoint, 'dynalite')}`);
  console.log(`S3: ${where(config.embeddedS3, s3Endpoint, 's3rver')}`);
  console.log(`Change feed: ${config.changeFeed === 'streams' ? `the tables' streams (every ${config.changeFeedPollMs} ms when idle)` : 'in-process (one instance)'}`);
  // The password is printed only when the accounts live in the local embedded store (a dev setup).
  console.log(
    config.embeddedDynamoDb
      ? `Super admin login: username "${DEFAULT_SUPER_ADMIN_USERNAME}", password "${config.superAdminPassword}"`
      : `Super admin login: username "${DEFAULT_SUPER_ADMIN_USERNAME}" (password from SUPERADMIN_PASSWORD)`,
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: shutting down...`);
    gateway.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('Shutdown failed:', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(`Gateway not started: ${err.message}`);
  else console.error('Gateway failed to start:', err);
  process.exit(1);
});
