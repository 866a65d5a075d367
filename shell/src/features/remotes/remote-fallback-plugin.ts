import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_SCREENS, isRemoteName, type RemoteName, type Screen } from './remote-contract';
import { RemoteUnavailable } from './remote-unavailable';

/** A screens module (as the contract names them) whose every screen is the fallback with Retry. */
function unavailableScreens(remote: RemoteName): Record<string, Screen> {
  return Object.fromEntries(REMOTE_SCREENS[remote].map((name) => [name, RemoteUnavailable]));
}

/**
 * Turns a remote that cannot be loaded (after the retry plugin gave up) into screens that show the
 * fallback, so `loadRemote` resolves and the route renders its Retry instead of failing. The runtime
 * keeps no failure: Retry calls `loadRemote` again and fetches the remote afresh.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Only loadRemote's final answer is a screens module; earlier lifecycles (the manifest's
      // 'afterResolve', 'beforeLoadShare', ...) would take our answer for a manifest or an entry.
      if (lifecycle !== 'onLoad') return undefined;
      const remote = id.split('/')[0] ?? '';
      if (!isRemoteName(remote)) return undefined;
      console.error(`Loading ${remote} failed`, error);
      return unavailableScreens(remote);
    },
  };
}

