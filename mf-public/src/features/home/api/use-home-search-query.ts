import { useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { queries, screenState, type ScreenState, type TournamentCard } from 'shared-data';
import type { Organizer } from 'shared-domain';

export interface HomeSearchData {
  /** The organizers of the tournament cards read so far, by name. */
  organizers: Organizer[];
  /** The public tournament cards read so far, newest first. */
  tournaments: TournamentCard[];
  /** More public tournaments are stored than were read: "Show more" reads the next page. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * What home search searches, a page at a time and without a Scan: the newest public tournament cards
 * (one Query of the visibility index) and their organizers' cards (one batch read by id), so a visit
 * costs two requests however much is stored; "Show more" reads the next page, two requests again. An
 * organizer is found once a public tournament of theirs is read (the organizers table has no index a
 * visitor could search instead).
 */
export function useHomeSearchQuery(): ScreenState<HomeSearchData> {
  const tournaments = useInfiniteQuery(queries.publicTournamentCards());
  const pages = tournaments.data?.pages ?? [];
  const organizers = useQueries({ queries: pages.map((page) => queries.organizersByIds(page.items.map((t) => t.organizerId))) });
  // A page counts once its organizers are read too, so every card it shows names its organizer.
  const shown = pages.filter((_, i) => organizers[i]?.data !== undefined);
  const byId = new Map(organizers.flatMap((query) => query.data ?? []).map((organizer) => [organizer.id, organizer]));
  return screenState([tournaments, ...organizers.slice(0, 1)], () => ({
    organizers: [...byId.values()].sort((a, b) => a.name.localeCompare(b.name)),
    tournaments: shown.flatMap((page) => page.items),
    hasMore: tournaments.hasNextPage,
    loadingMore: tournaments.isFetchingNextPage || shown.length < pages.length,
    loadMore: () => void tournaments.fetchNextPage(),
  }));
}
