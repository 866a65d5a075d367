import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { pageStore } from '../store/page-store';

/**
 * Wrap rendered screens in this: a fresh QueryClient per mount (no retries, so a failure shows at once;
 * nothing collected mid-test) and the page's jotai store, as the shell provides them.
 */
export function TestDataProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <Provider store={pageStore}>{children}</Provider>
    </QueryClientProvider>
  );
}
