import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from '../routing/route-table';

/** remote name → absolute URL of its mf-manifest.json, as read from /remotes.json. */
let entries: Partial<Record<RemoteName, string>> = {};

/** Screens module of a remote: named exports of React components. */
export type ScreensModule = Record<string, ComponentType<Record<string, never>>>;

/**
 * Reads /remotes.json (never cached: a redeployed remote is picked up on reload) and registers
 * every remote with the federation runtime. Relative URLs resolve against the page origin.
 */
export async function registerRemotesFromManifest(url = '/remotes.json'): Promise<void> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url} (${response.status})`);
  const raw = (await response.json()) as Record<string, unknown>;
  const next: Partial<Record<RemoteName, string>> = {};
  for (const [name, entry] of Object.entries(raw)) {
    if (typeof entry === 'string') next[name as RemoteName] = new URL(entry, location.href).href;
  }
  entries = next;
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

const loaded = new Map<RemoteName, Promise<ScreensModule>>();

/** Loads a remote's `./screens` module once; a failure is forgotten so Retry can try again. */
export function loadScreens(remote: RemoteName): Promise<ScreensModule> {
  let pending = loaded.get(remote);
  if (!pending) {
    pending = loadRemote<ScreensModule>(`${remote}/screens`).then((module) => {
      if (!module) throw new Error(`${remote} did not provide its screens`);
      return module;
    });
    pending.catch(() => loaded.delete(remote));
    loaded.set(remote, pending);
  }
  return pending;
}

/** Re-registers a remote (dropping the runtime's cached failure) before a retry. */
export function resetRemote(remote: RemoteName): void {
  loaded.delete(remote);
  const entry = entries[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
