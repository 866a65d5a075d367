import { preloadRemote } from '@module-federation/enhanced/runtime';
import { resolveRoute } from '../routing/route-table';
import type { RemoteName } from './remote-contract';
import { registerRemotesFromManifest } from './remote-registry';

// Runs in the shell's entry chunk, before the shared modules (React, the router, shared-*) are loaded:
// nothing here, or in what it imports, may import one of them at run time.

let registration: Promise<void> | null = null;

/**
 * Registers the remotes of /remotes.json, once per page: the entry chunk starts it first thing, while
 * the shell's own chunks download, and the start-up code (start-app.tsx) awaits the same promise.
 */
export function startRemotes(): Promise<void> {
  registration ??= registerRemotesFromManifest();
  return registration;
}

/**
 * On a public route, fetches its remote's manifest, runs its remote entry and preloads its screens
 * module (`<link rel="preload">`), through the federation runtime so that loadRemote reuses all three.
 * Guarded routes are left alone: a visitor there is sent to the login page, which loads no remote.
 * A failed preload is only a lost head start: loadRemote retries, then shows the route's fallback.
 * @returns the remote preloaded, or null
 */
export async function preloadRouteRemote(pathname: string): Promise<RemoteName | null> {
  const route = resolveRoute(pathname);
  if (!route || !('remote' in route) || route.access !== 'public') return null;
  try {
    await preloadRemote([{ nameOrAlias: route.remote, exposes: ['./screens'] }]);
  } catch {
    // The route's own load reports the failure, with Retry.
  }
  return route.remote;
}
