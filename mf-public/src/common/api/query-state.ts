import type { UseQueryResult } from '@tanstack/react-query';

/** What a screen built from several queries shows: a spinner, a failure with retry, or its data. */
export type QueryState<T> = { status: 'pending' } | { status: 'error'; retry: () => void } | { status: 'success'; data: T };

/**
 * One state over the queries a screen waits for (only the enabled ones: a disabled query stays pending).
 * Any failure wins, and retry refetches just the failed ones; `build` runs once all have data.
 */
export function combineQueries<T>(parts: readonly UseQueryResult<unknown>[], build: () => T): QueryState<T> {
  const failed = parts.filter((part) => part.isError);
  if (failed.length > 0) return { status: 'error', retry: () => failed.forEach((part) => void part.refetch()) };
  if (parts.some((part) => part.isPending)) return { status: 'pending' };
  return { status: 'success', data: build() };
}
