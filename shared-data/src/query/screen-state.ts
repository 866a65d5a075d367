import type { UseQueryResult } from '@tanstack/react-query';
import { UnreadableItemError } from '../repositories/stored-items';

/**
 * What a screen shows for the queries it needs: a loading panel, a failure with a retry, or its data.
 * A failure's `message` says why when the app knows: an item stored in a shape it cannot read ("This
 * item could not be read: …"); null for a failed request, whose screen keeps its own words.
 */
export type ScreenState<T> =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void; message: string | null }
  | { status: 'success'; data: T };

/**
 * One state over the queries a screen waits for (pass only the enabled ones: a disabled query has no
 * data, so it would stay pending). A first load that failed wins, and its retry refetches just the
 * failed queries; then any query still without data (a retry under way too) shows as pending; only
 * when all have data is `build` asked for the screen's data. A failed background refetch keeps the
 * data on screen: the query still has it, and the next refetch may well succeed.
 */
export function screenState<T>(queries: readonly UseQueryResult<unknown>[], build: () => T): ScreenState<T> {
  const failed = queries.filter((query) => query.isLoadingError);
  if (failed.length > 0) {
    const unreadable = failed.map((query) => query.error).find((error) => error instanceof UnreadableItemError);
    return { status: 'error', retry: () => failed.forEach((query) => void query.refetch()), message: unreadable?.message ?? null };
  }
  if (queries.some((query) => query.data === undefined)) return { status: 'pending' };
  return { status: 'success', data: build() };
}
