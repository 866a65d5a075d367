import { queryOptions, skipToken, useQueries, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ItemList } from '../repositories/stored-items';
import { queryKeys } from './query-keys';

/**
 * A list read leaves out items it cannot read and counts them (ItemList). Its query keeps the items as
 * its data, so every screen and cache update keeps working on plain lists; the count is kept beside
 * it in the same QueryClient, under `queryKeys.skippedItems(listKey)`, for the screens that show it.
 */

/** The list's items, after putting the count of left-out ones beside it (0 clears an earlier count). */
export async function reportSkipped<T>(client: QueryClient, listKey: QueryKey, read: Promise<ItemList<T>>): Promise<T[]> {
  const { items, skipped } = await read;
  client.setQueryData(queryKeys.skippedItems(listKey), skipped);
  return items;
}

/** Only ever written by reportSkipped: the query itself never fetches. */
const skippedCount = (listKey: QueryKey) => queryOptions<number>({ queryKey: queryKeys.skippedItems(listKey), queryFn: skipToken });

/**
 * How many items the latest reads of these lists (their query keys) left out, together; 0 until read.
 * The screen re-renders when a refetch changes the count.
 */
export function useSkippedItems(listKeys: readonly QueryKey[]): number {
  return useQueries({
    queries: listKeys.map(skippedCount),
    combine: (results) => results.reduce((sum, result) => sum + (result.data ?? 0), 0),
  });
}
