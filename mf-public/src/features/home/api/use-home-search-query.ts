import { useQuery } from '@tanstack/react-query';
import { queries, screenState, type ScreenState } from 'shared-data';
import type { Organizer, Tournament } from 'shared-domain';
import { usePublicTournamentsQuery } from '../../../common/api/use-public-tournaments-query';

export interface HomeSearchData {
  organizers: Organizer[];
  tournaments: Tournament[];
}

/** What the home search searches: every organizer card and the public tournaments. */
export function useHomeSearchQuery(): ScreenState<HomeSearchData> {
  const organizers = useQuery(queries.organizers());
  const tournaments = usePublicTournamentsQuery();
  return screenState([organizers, tournaments], () => ({ organizers: organizers.data ?? [], tournaments: tournaments.data ?? [] }));
}
