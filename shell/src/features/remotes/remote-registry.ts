import { init, loadRemote } from '@module-federation/enhanced/runtime';
import { isRemoteName, type RemoteName, type ScreensModule } from './remote-contract';
import { federationOptions } from './federation-options';

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
