import { init, loadRemote } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { isRemoteName, type RemoteName, type ScreensModule } from './remote-contract';
import { remoteFallbackPlugin } from './remote-fallback-plugin';

type FederationOptions = Parameters<typeof init>[0];

/** The federation name of the host, as built by shell/rspack.config.mjs. */
const HOST_NAME = 'shell';

/**
 * The runtime side of the shell's federation set-up. `loaded-first`, as in the build
 * (scripts/federation-config.mjs): a singleton the page already loaded (the shell's React, router,
 * jotai, shared-*) is used as is, and no remote entry is fetched just to compare versions, so one
 * unreachable remote never delays or breaks the shell or another remote.
 * The official retry plugin retries a failed manifest fetch or remote entry script; when it gives
 * up, the fallback plugin answers with screens that show Retry.
 */
export function federationOptions(
  remotes: { name: RemoteName; entry: string }[],
  { retries = 2 }: { retries?: number } = {},
): FederationOptions {
  return {
    name: HOST_NAME,
    remotes,
    shareStrategy: 'loaded-first',
    plugins: [
      // The 0.17 plugin waits 1 s between manifest attempts whatever it is told (fetch.retryDelay is unused).
      RetryPlugin({ fetch: { retryTimes: retries }, script: { retryTimes: retries, retryDelay: 500 } }),
      remoteFallbackPlugin(),
    ],
  };
}

/**
 * Reads /remotes.json (never cached: a redeployed remote is picked up on reload) and registers every
 * remote of the contract it names with the federation runtime. Relative URLs resolve against the page.
 */
export async function registerRemotesFromManifest(url = '/remotes.json'): Promise<void> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url} (${response.status})`);
  const raw = (await response.json()) as Record<string, unknown>;
  const remotes = Object.entries(raw).flatMap(([name, entry]) =>
    isRemoteName(name) && typeof entry === 'string' ? [{ name, entry: new URL(entry, location.href).href }] : [],
  );
  // Joins the instance the build created for the shell (same name), adding remotes, strategy and plugins.
  init(federationOptions(remotes));
}

/**
 * A remote's `./screens` module. The runtime caches what loaded and forgets what failed, so calling
 * this again after a failure (Retry) fetches the remote afresh.
 */
export async function loadScreens<R extends RemoteName>(remote: R): Promise<ScreensModule<R>> {
  const screens = await loadRemote<ScreensModule<R>>(`${remote}/screens`);
  if (!screens) throw new Error(`${remote} did not provide its screens`);
  return screens;
}
