import { useQueries } from '@tanstack/react-query';
import { queries } from 'shared-data';
import { tournamentsByOrganizer } from './tournaments-by-organizer';

/** Every organizer's tournaments with their organizers' names: two reads side by side, one answer. */
export function useAllTournamentsQuery() {
  return useQueries({
    queries: [queries.allTournaments(), queries.organizers()],
    combine: ([tournaments, organizers]) => ({
      data: tournaments.data && organizers.data ? tournamentsByOrganizer(tournaments.data, organizers.data) : undefined,
      isPending: tournaments.isPending || organizers.isPending,
      isError: tournaments.isError || organizers.isError,
      refetch: () => Promise.all([tournaments.refetch(), organizers.refetch()]),
    }),
  });
}
