/** What the shell reads from `/config.json` at start (served by the gateway, never baked into a build). */
export interface RuntimeConfig {
  /** Origin of the gateway; empty means the page's own origin. */
  gatewayUrl: string;
  region: string;
  bucket: string;
  tablePrefix: string;
  /** The gateway's store writes several items atomically (TransactWriteItems); absent: it does not. */
  transactions?: boolean;
}

let current: RuntimeConfig | null = null;

export function configureData(config: RuntimeConfig): void {
  current = config;
}

/** Whether configureData() has run (test helpers set a default only when nothing is configured). */
export function hasRuntimeConfig(): boolean {
  return current !== null;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('shared-data used before configureData(): load /config.json first');
  return current;
}

/** Absolute URL of a gateway path, resolving an empty gatewayUrl against the page origin. */
export function gatewayUrl(path: string): string {
  const base = getRuntimeConfig().gatewayUrl || globalThis.location?.origin || 'http://localhost';
  return new URL(path, base.endsWith('/') ? base : `${base}/`).href;
}

export function tableName(entity: 'organizers' | 'teams' | 'tournaments' | 'matches'): string {
  return `${getRuntimeConfig().tablePrefix}${entity}`;
}

/** Fetches `/config.json` without caching so a redeploy takes effect on reload. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url} (${response.status})`);
  const body = (await response.json()) as Partial<RuntimeConfig>;
  if (typeof body.region !== 'string' || typeof body.bucket !== 'string' || typeof body.tablePrefix !== 'string') {
    throw new Error(`${url} is missing region, bucket or tablePrefix`);
  }
  return { gatewayUrl: body.gatewayUrl ?? '', region: body.region, bucket: body.bucket, tablePrefix: body.tablePrefix, transactions: body.transactions === true };
}
