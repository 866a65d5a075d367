import type { StoragePort } from '../storage/storage-port';

/**
 * A storage port whose adapter is loaded on the first call and shared by every later one. A failed
 * load (offline) is not kept: the next call tries again.
 * @example const port = lazyStorage(() => import('./x').then((m) => m.create())); await port.get('teams', { id })
 */
export function lazyStorage(load: () => Promise<StoragePort>): StoragePort {
  let loading: Promise<StoragePort> | null = null;
  const adapter = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  // A Proxy rather than a list of the port's methods, so a method added to the port is forwarded too.
  return new Proxy({} as StoragePort, {
    get(_target, name) {
      // Only method names: `then` (which await probes a value for) and symbols stay undefined.
      if (typeof name !== 'string' || name === 'then') return undefined;
      return (...args: unknown[]) =>
        adapter().then((port) => (port[name as keyof StoragePort] as (...a: unknown[]) => Promise<unknown>)(...args));
    },
  });
}
