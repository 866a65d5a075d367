import type { init } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RemoteName } from './remote-contract';

type FederationOptions = Parameters<typeof init>[0];

/** The federation name of the host, as built by shell/rspack.config.mjs. */
const HOST_NAME = 'shell';

/**
 * The runtime side of the shell's federation set-up. `loaded-first`, as in the build
 * (scripts/federation-config.mjs): a singleton the page already loaded (the shell's React, router,
 * jotai, shared-*) is used as is, and no remote entry is fetched just to compare versions, so one
 * unreachable remote never delays or breaks the shell or another remote. It also makes the entry's
 * preload of the route's remote entry safe: that entry is not initialised before loadRemote, so the
 * shell's own copies, loaded by then, are the ones every remote uses.
 * The official retry plugin retries a failed manifest fetch or remote entry script. The fallback
 * plugin (screens that show Retry once the retries gave up) renders React, so the start-up code (start-app.tsx) registers it:
 * these options are applied by the entry chunk, before React is loaded.
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
    ],
  };
}
