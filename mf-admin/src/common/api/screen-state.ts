import type { UseQueryResult } from '@tanstack/react-query';

/** What a screen shows for the queries it needs: a loading panel, a retry, or the data. */
export type ScreenState<T> = { status: 'pending' } | { status: 'error'; retry: () => void } | { status: 'success'; data: T };

/**
 * One state for several queries: an error wins (its retry refetches every failed query), then any
 * pending query; only when all have data is `build` asked for the screen's data.
 */
export function screenState<T>(queries: readonly UseQueryResult<unknown>[], build: () => T): ScreenState<T> {
  const failed = queries.filter((query) => query.isError);
  if (failed.length > 0) return { status: 'error', retry: () => failed.forEach((query) => void query.refetch()) };
  if (queries.some((query) => query.isPending)) return { status: 'pending' };
  return { status: 'success', data: build() };
}
