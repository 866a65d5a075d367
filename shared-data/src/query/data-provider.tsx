import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { pageQueryClient } from './query-client';

/** Server state for everything below: the page's QueryClient, or `client` (tests, a widget of its own). */
export function DataProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client ?? pageQueryClient()}>{children}</QueryClientProvider>;
}
