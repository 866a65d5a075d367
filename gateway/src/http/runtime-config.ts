import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { NO_CACHE } from './static-files';

export interface RuntimeConfig {
  /** '' = same origin as the page. */
  gatewayUrl: string;
  region: string;
  bucket: string;
  tablePrefix: string;
  /** Whether the store runs TransactWriteItems (the gateway probes it at start): multi-item writes then use one. */
  transactions: boolean;
}

const DEFAULT_REMOTES = {
  mf_admin: '/remotes/mf-admin/mf-manifest.json',
  mf_public: '/remotes/mf-public/mf-manifest.json',
  mf_match_center: '/remotes/mf-match-center/mf-manifest.json',
} as const;

/**
 * GET /config.json: what the shell needs to point its SDK clients at the gateway.
 * GET /remotes.json: remote name → manifest URL. REMOTES_JSON names a file that replaces the default,
 * read on every request so a remote can be moved without restarting the gateway.
 * Both are revalidated on every load, so a redeploy is picked up at once.
 */
export function registerRuntimeConfig(scope: FastifyInstance, config: RuntimeConfig, remotesFile: string | undefined): void {
  scope.get('/config.json', async (_request, reply) => reply.header('cache-control', NO_CACHE).send(config));
  scope.get('/remotes.json', async (_request, reply) => reply.header('cache-control', NO_CACHE).send(await readRemotes(remotesFile)));
}

async function readRemotes(remotesFile: string | undefined): Promise<unknown> {
  return remotesFile ? JSON.parse(await readFile(remotesFile, 'utf8')) : DEFAULT_REMOTES;
}

/**
 * The origins /remotes.json points at other than the page's own (absolute manifest URLs, e.g. a CDN):
 * the pages' Content-Security-Policy must let the federation runtime load from them. Read as often as
 * /remotes.json is; a file that cannot be read names none (/remotes.json itself then fails visibly).
 * @example remoteOrigins(file) // with {"mf_public":"https://cdn.example/mf-public/mf-manifest.json"} → ['https://cdn.example']
 */
export async function remoteOrigins(remotesFile: string | undefined): Promise<string[]> {
  if (!remotesFile) return [];
  const remotes = await readRemotes(remotesFile).catch(() => null);
  if (typeof remotes !== 'object' || remotes === null) return [];
  const origins = Object.values(remotes).flatMap((entry) => (typeof entry === 'string' && URL.canParse(entry) ? [new URL(entry).origin] : []));
  return [...new Set(origins)].filter((origin) => origin !== 'null');
}
