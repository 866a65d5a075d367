import type { UseQueryResult } from '@tanstack/react-query';

/** What a screen shows for the queries it needs: a loading panel, a retry, or the data. */
export type ScreenState<T> = { status: 'pending' } | { status: 'error'; retry: () => void } | { status: 'success'; data: T };

/**
 * One state for several (enabled) queries: a first load that failed wins (its retry refetches every
 * such query), then any query still without data, shown as loading (a retry under way too); only when
 * all have data is `build` asked for the screen's data. A failed background refetch keeps the data.
 */
export function screenState<T>(queries: readonly UseQueryResult<unknown>[], build: () => T): ScreenState<T> {
  const failed = queries.filter((query) => query.isLoadingError && !query.isFetching);
  if (failed.length > 0) return { status: 'error', retry: () => failed.forEach((query) => void query.refetch()) };
  if (queries.some((query) => query.data === undefined)) return { status: 'pending' };
  return { status: 'success', data: build() };
}
