import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remoteFallbackPlugin } from './remote-fallback-plugin';
import { loadScreens, registerRemotesFromManifest } from './remote-registry';
import { preloadRouteRemote, startRemotes } from './remote-start';
import { RemoteUnavailable } from './remote-unavailable';

// The shell's real runtime set-up with a fake network: `fetch` answers /remotes.json and the manifest,
// and a test plugin hands out mf_public's remote entry through the runtime's own loadEntry hook.

const HomeScreen = () => null;
const network = { online: true, manifests: 0, entries: 0 };
let served = 0;

/** A manifest as rspack's federation plugin writes it, for a remote under its own URL per test. */
const manifestOf = (name: string) => ({
  id: name,
  name,
  metaData: {
    name,
    globalName: name,
    buildInfo: { buildVersion: '0.1.0', buildName: name },
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    types: { path: '', name: '', zip: '', api: '' },
    pluginVersion: '2.9.2',
  },
  shared: [],
  remotes: [],
  exposes: [
    {
      id: `${name}:screens`,
      name: 'screens',
      path: './screens',
      assets: { js: { sync: ['__federation_expose_screens.js'], async: [] }, css: { sync: [], async: [] } },
    },
  ],
});

/** Registers mf_public at a manifest URL no other test used: the runtime caches manifests page-wide. */
async function register(): Promise<string> {
  const base = `http://remotes.test/${(served += 1)}/mf-public/`;
  vi.stubGlobal('fetch', async (url: string) => {
    if (url === '/remotes.json') return Response.json({ mf_public: `${base}mf-manifest.json` });
    network.manifests += 1;
    if (!network.online) throw new TypeError('Failed to fetch');
    return Response.json(manifestOf('mf_public'));
  });
  await registerRemotesFromManifest();
  // The page's runtime keeps the first registration of a name: later tests move mf_public explicitly.
  registerRemotes([{ name: 'mf_public', entry: `${base}mf-manifest.json` }], { force: true });
  registerPlugins([remoteFallbackPlugin()]);
  registerPlugins([
    {
      name: 'test-entries',
      loadEntry: async () => {
        network.entries += 1;
        if (!network.online) throw new Error('Failed to load script');
        return { init: async () => undefined, get: () => () => Promise.resolve({ HomeScreen }) };
      },
    },
  ]);
  return base;
}

/** The preload <link> of the screens module, once the runtime has added it. */
const screensPreload = (base: string) =>
  document.head.querySelector<HTMLLinkElement>(`link[rel="preload"][as="script"][href="${base}__federation_expose_screens.js"]`);

beforeEach(() => {
  Object.assign(network, { online: true, manifests: 0, entries: 0 });
  for (const level of ['error', 'warn', 'log'] as const) vi.spyOn(console, level).mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('preloadRouteRemote', () => {
  it("on a public page, fetches the remote's manifest, runs its entry and preloads its screens module; the route's load reuses them", async () => {
    const base = await register();
    const preloading = preloadRouteRemote('/public/tournaments/t1');
    await vi.waitFor(() => expect(screensPreload(base)).not.toBeNull());
    expect(network).toMatchObject({ manifests: 1, entries: 1 });
    screensPreload(base)?.dispatchEvent(new Event('load'));
    await expect(preloading).resolves.toBe('mf_public');

    expect((await loadScreens('mf_public')).HomeScreen).toBe(HomeScreen);
    expect(network).toMatchObject({ manifests: 1, entries: 1 });
  });

  it.each(['/admin/login', '/superadmin/login', '/admin/teams', '/no/such/page/here'])('preloads nothing on %s', async (path) => {
    await register();
    await expect(preloadRouteRemote(path)).resolves.toBeNull();
    expect(network).toMatchObject({ manifests: 0, entries: 0 });
  });

  it("resolves when the remote is unreachable, and keeps no failure: the route's load fetches it afresh", async () => {
    vi.useFakeTimers();
    await register();
    network.online = false;
    const preloading = preloadRouteRemote('/');
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(preloading).resolves.toBe('mf_public');
    const failedAttempts = network.manifests;
    expect(failedAttempts).toBeGreaterThan(0);

    network.online = true;
    const screens = loadScreens('mf_public');
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await screens).HomeScreen).toBe(HomeScreen);
    expect((await screens).HomeScreen).not.toBe(RemoteUnavailable);
    expect(network.manifests).toBe(failedAttempts + 1);
  });
});

describe('startRemotes', () => {
  it('reads /remotes.json once per page: the entry chunk and bootstrap share one start', async () => {
    const fetch = vi.fn(async () => Response.json({}));
    vi.stubGlobal('fetch', fetch);
    const fromEntry = startRemotes();
    const fromBootstrap = startRemotes();
    expect(fromBootstrap).toBe(fromEntry);
    await fromBootstrap;
    expect(fetch.mock.calls).toEqual([['/remotes.json', { cache: 'no-store' }]]);
  });
});
