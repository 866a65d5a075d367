import { registerPlugins } from '@module-federation/enhanced/runtime';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteRoute } from '../routing/route-table';
import { remoteFallbackPlugin } from './remote-fallback-plugin';
import { registerRemotesFromManifest } from './remote-registry';
import { RemoteScreen } from './remote-screen';
import { prepareServerRenderedPage } from './server-rendered-page';

// The shell's real runtime set-up (registerRemotesFromManifest, then the fallback plugin as bootstrap adds it) with a
// fake network: /remotes.json by `fetch`, and mf_public's entry script by the runtime's loadEntry hook.
const network = { online: false, screenThrows: false };

const renders = { home: 0 };
const remoteScreens = {
  HomeScreen: () => {
    renders.home += 1;
    return <h1>Find tournaments and organizers</h1>;
  },
  PublicTeamScreen: () => {
    if (network.screenThrows) throw new Error('Simulated render failure');
    return <h1>Riverside FC</h1>;
  },
};

const route = (screen: 'HomeScreen' | 'PublicTeamScreen'): RemoteRoute => ({
  path: '/',
  remote: 'mf_public',
  screen,
  access: 'public',
  title: 'Home',
});

const show = (remoteRoute: RemoteRoute) =>
  render(
    <MemoryRouter>
      <RemoteScreen route={remoteRoute} />
    </MemoryRouter>,
  );

beforeAll(async () => {
  vi.stubGlobal('fetch', async () => Response.json({ mf_public: 'http://remotes.test/mf-public/remoteEntry.js' }));
  await registerRemotesFromManifest();
  registerPlugins([remoteFallbackPlugin()]);
  registerPlugins([
    {
      name: 'test-network',
      loadEntry: async () => {
        if (!network.online) throw new Error('Failed to load script');
        return { init: async () => undefined, get: () => () => Promise.resolve(remoteScreens) };
      },
    },
  ]);
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  for (const level of ['error', 'warn', 'log'] as const) vi.spyOn(console, level).mockImplementation(() => undefined);
});

describe('RemoteScreen', () => {
  it('shows the fallback with Retry while the remote is down, and the screen once Retry reaches it', async () => {
    network.online = false;
    show(route('HomeScreen'));
    expect(await screen.findByRole('heading', { name: 'This section could not be loaded' })).toBeDefined();

    network.online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Find tournaments and organizers' })).toBeDefined();
  });

  it('shows the error boundary with Retry when the screen throws, and the screen after Retry', async () => {
    network.online = true;
    network.screenThrows = true;
    show(route('PublicTeamScreen'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeDefined();

    network.screenThrows = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Riverside FC' })).toBeDefined();
  });

  it('renders a server-rendered page\'s screen once: its load finishing after hydration renders nothing again', async () => {
    network.online = true;
    // What the gateway sends: the page in #root and the query cache it was rendered from.
    document.body.innerHTML = '<div id="root"></div><script id="ssr-state" type="application/json">{"queries":[],"mutations":[]}</script>';
    await prepareServerRenderedPage('/');
    renders.home = 0;
    show(route('HomeScreen'));
    expect(screen.getByRole('heading', { name: 'Find tournaments and organizers' })).toBeDefined();
    // The screen's load (the effect's promise) settles: a state equal to the shown one is no update.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(renders.home).toBe(1);
  });
});
