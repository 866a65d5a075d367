import { useInfiniteQuery } from '@tanstack/react-query';
import { queries, screenState, type ScreenState, type TournamentCard } from 'shared-data';
import type { Organizer } from 'shared-domain';

export interface HomeSearchData {
  /** The organizer cards read so far, by name. */
  organizers: Organizer[];
  /** The public tournament cards read so far, newest first. */
  tournaments: TournamentCard[];
  /** More of either list is stored than was read: "Show more" reads the next page of each. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * What home search searches, a page at a time: the newest public tournament cards (one Query of the
 * visibility index) and a page of organizer cards (one request), so a visit costs two reads however
 * many tournaments and organizers are stored; "Show more" reads the next page of each list that has one.
 */
export function useHomeSearchQuery(): ScreenState<HomeSearchData> {
  const organizers = useInfiniteQuery(queries.organizerCards());
  const tournaments = useInfiniteQuery(queries.publicTournamentCards());
  const lists = [organizers, tournaments];
  return screenState(lists, () => ({
    organizers: (organizers.data?.pages ?? []).flatMap((page) => page.items).sort((a, b) => a.name.localeCompare(b.name)),
    tournaments: (tournaments.data?.pages ?? []).flatMap((page) => page.items),
    hasMore: lists.some((list) => list.hasNextPage),
    loadingMore: lists.some((list) => list.isFetchingNextPage),
    loadMore: () => lists.forEach((list) => list.hasNextPage && !list.isFetchingNextPage && void list.fetchNextPage()),
  }));
}
