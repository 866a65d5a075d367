import { QueryClient, hydrate, type DehydratedState } from '@tanstack/react-query';
import { UnreadableItemError } from '../repositories/stored-items';

/**
 * The page's server-state defaults: data stays fresh for 30 s (screens switch back and forth without
 * refetching), a failed read is retried once (the SDK already retries each request) unless the item
 * it read cannot be read (reading it again gives the same answer), and focusing the window does not
 * refetch (a half-edited form would otherwise see its data change under it).
 */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: (failures, error) => failures < 1 && !(error instanceof UnreadableItemError), refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

let pageClient: QueryClient | null = null;

/** The page's one QueryClient: shared-data is a federation singleton, so the shell and remotes share its cache. */
export function pageQueryClient(): QueryClient {
  pageClient ??= createQueryClient();
  return pageClient;
}

/**
 * Puts the query cache a server-rendered page was rendered from into the page's QueryClient (before the
 * first render), so the screens show that page at once instead of reading it again.
 */
export function hydratePageQueries(state: unknown): void {
  if (typeof state === 'object' && state !== null) hydrate(pageQueryClient(), state as DehydratedState);
}
