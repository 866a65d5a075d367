import {
  createInstance,
  getInstance,
  registerPlugins,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_SCREENS } from './remote-contract';
import { federationOptions } from './federation-options';
import { remoteFallbackPlugin } from './remote-fallback-plugin';
import { loadScreens, registerRemotesFromManifest } from './remote-registry';
import { RemoteUnavailable } from './remote-unavailable';

// These tests run the real Module Federation runtime with our plugins. Only the network is fake:
// `fetch` (manifests, /remotes.json) and the remote entry script, which a test plugin hands out
// through the runtime's own `loadEntry` hook.

const MANIFEST = 'http://remotes.test/mf-public/mf-manifest.json';
const HomeScreen = () => null;

let instances = 0;
let served = 0;
/** A remote entry URL no other test used: the runtime keeps loaded entries page-wide, by URL. */
const entryUrl = () => `http://remotes.test/${(served += 1)}/mf-public/remoteEntry.js`;

/** A federation host like the shell's once started, under its own name so tests do not share an instance. */
function host(remotes: Parameters<typeof federationOptions>[0], entries?: ModuleFederationRuntimePlugin) {
  const options = federationOptions(remotes, { retries: 1 });
  instances += 1;
  const plugins = [...(options.plugins ?? []), remoteFallbackPlugin(), ...(entries ? [entries] : [])];
  return createInstance({ ...options, name: `shell_test_${instances}`, plugins });
}

/** Hands out remote entries as the network would: each call answers with the next outcome. */
function entries(...outcomes: ('offline' | Record<string, unknown>)[]) {
  const loadEntry = vi.fn(async () => {
    const outcome = outcomes.shift() ?? 'offline';
    if (outcome === 'offline') throw new Error('Failed to load script');
    return { init: async () => undefined, get: () => () => Promise.resolve(outcome) };
  });
  return { plugin: { name: 'test-entries', loadEntry } satisfies ModuleFederationRuntimePlugin, loadEntry };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => {
  // The runtime and the retry plugin narrate every failure; the assertions say what matters.
  for (const level of ['error', 'warn', 'log'] as const) vi.spyOn(console, level).mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('remote loading', () => {
  it('retries an unreachable manifest, then answers with screens that show the fallback', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn((_url: string) => offline());
    vi.stubGlobal('fetch', fetch);
    const mf = host([{ name: 'mf_public', entry: MANIFEST }]);
    const pending = mf.loadRemote<Record<string, unknown>>('mf_public/screens');
    await vi.advanceTimersByTimeAsync(1_000);
    const screens = await pending;

    expect(fetch.mock.calls.map(([url]) => url)).toEqual([MANIFEST, MANIFEST]);
    expect(Object.keys(screens ?? {}).sort()).toEqual([...REMOTE_SCREENS.mf_public].sort());
    expect(screens?.HomeScreen).toBe(RemoteUnavailable);
  });

  it('keeps no failure: the next load of a remote that failed fetches it afresh', async () => {
    const { plugin, loadEntry } = entries('offline', { HomeScreen });
    const mf = host([{ name: 'mf_public', entry: entryUrl() }], plugin);

    expect((await mf.loadRemote<Record<string, unknown>>('mf_public/screens'))?.HomeScreen).toBe(RemoteUnavailable);
    expect((await mf.loadRemote<Record<string, unknown>>('mf_public/screens'))?.HomeScreen).toBe(HomeScreen);
    expect(loadEntry).toHaveBeenCalledTimes(2);
  });

  it('shares loaded-first: starting to share fetches no remote (version-first would fetch every one)', async () => {
    const loadedFirst = entries({ HomeScreen });
    const lazy = host([{ name: 'mf_public', entry: entryUrl() }], loadedFirst.plugin);
    await Promise.all(lazy.initializeSharing('default'));
    expect(loadedFirst.loadEntry).not.toHaveBeenCalled();

    const versionFirst = entries({ HomeScreen });
    const eager = host([{ name: 'mf_public', entry: entryUrl() }], versionFirst.plugin);
    await Promise.all(eager.initializeSharing('default', { strategy: 'version-first' }));
    expect(versionFirst.loadEntry).toHaveBeenCalled();
  });
});

describe('registerRemotesFromManifest', () => {
  const remotesJson = (body: unknown, status = 200) =>
    vi.fn(async (url: string) => (url === '/remotes.json' ? Response.json(body, { status }) : offline()));

  it("registers the contract's remotes with the shell's strategy and retries, URLs made absolute; bootstrap adds the fallback", async () => {
    const manifest = '/remotes/mf-public/mf-manifest.json';
    vi.stubGlobal('fetch', remotesJson({ mf_public: manifest, mf_unknown: '/x.json', mf_admin: 42 }));
    await registerRemotesFromManifest();

    const options = getInstance()?.options;
    expect(options?.remotes.map((remote) => [remote.name, 'entry' in remote ? remote.entry : undefined])).toEqual([
      ['mf_public', new URL(manifest, location.href).href],
    ]);
    expect(options?.shareStrategy).toBe('loaded-first');
    // The entry chunk registers before React is loaded: the fallback, which renders React, comes later.
    const pluginNames = () => getInstance()?.options.plugins.map((plugin) => plugin.name);
    expect(pluginNames()).toContain('retry-plugin');
    registerPlugins([remoteFallbackPlugin()]);
    expect(pluginNames()).toEqual(expect.arrayContaining(['retry-plugin', 'shell-remote-fallback']));
  });

  it('loads screens through the registered runtime, falling back when the remote is down', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', remotesJson({ mf_public: MANIFEST }));
    await registerRemotesFromManifest();
    registerPlugins([remoteFallbackPlugin()]);
    const pending = loadScreens('mf_public');
    await vi.advanceTimersByTimeAsync(2_000);
    expect((await pending).PublicTeamScreen).toBe(RemoteUnavailable);
  });

  it('fails start-up when /remotes.json cannot be read', async () => {
    vi.stubGlobal('fetch', remotesJson({}, 503));
    await expect(registerRemotesFromManifest()).rejects.toThrow('Could not load /remotes.json (503)');
  });
});
