import { useCallback, useEffect, useState, type DependencyList } from 'react';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: Error };

/**
 * Runs a repository read when its inputs change and exposes loading / ready / failed, with a
 * `reload` for after writes. A result that arrives after the inputs changed is dropped.
 */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList): LoadState<T> & { reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => {
        console.error('Loading failed', error);
        if (current) setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to reload
  }, [...deps, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
