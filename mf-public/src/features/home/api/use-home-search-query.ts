import { useQuery } from '@tanstack/react-query';
import { organizersRepository, queryKeys } from 'shared-data';
import type { Organizer, Tournament } from 'shared-domain';
import { combineQueries, type QueryState } from '../../../common/api/query-state';
import { usePublicTournamentsQuery } from '../../../common/api/use-public-tournaments-query';

export interface HomeSearchData {
  organizers: Organizer[];
  tournaments: Tournament[];
}

/** What the home search searches: every organizer card and the public tournaments. */
export function useHomeSearchQuery(): QueryState<HomeSearchData> {
  const organizers = useQuery({ queryKey: queryKeys.organizers(), queryFn: () => organizersRepository.list() });
  const tournaments = usePublicTournamentsQuery();
  return combineQueries([organizers, tournaments], () => ({ organizers: organizers.data ?? [], tournaments: tournaments.data ?? [] }));
}
