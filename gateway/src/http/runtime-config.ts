import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { sendJson } from './respond';
import { NO_CACHE } from './static-files';

export interface RuntimeConfig {
  /** '' = same origin as the page. */
  gatewayUrl: string;
  region: string;
  bucket: string;
  tablePrefix: string;
}

const DEFAULT_REMOTES = {
  mf_admin: '/remotes/mf-admin/mf-manifest.json',
  mf_public: '/remotes/mf-public/mf-manifest.json',
  mf_match_center: '/remotes/mf-match-center/mf-manifest.json',
} as const;

/** GET /config.json: what the shell needs to point its SDK clients at the gateway. */
export function sendRuntimeConfig(res: ServerResponse, config: RuntimeConfig): void {
  sendJson(res, 200, config, { 'Cache-Control': NO_CACHE });
}

/**
 * GET /remotes.json: remote name → manifest URL. REMOTES_JSON names a file that replaces the default,
 * read on every request so a remote can be moved without restarting the gateway.
 */
export async function sendRemotes(res: ServerResponse, overrideFile: string | undefined): Promise<void> {
  let remotes: unknown = DEFAULT_REMOTES;
  if (overrideFile) remotes = JSON.parse(await readFile(overrideFile, 'utf8'));
  sendJson(res, 200, remotes, { 'Cache-Control': NO_CACHE });
}
