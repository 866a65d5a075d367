import { useQuery } from '@tanstack/react-query';
import { queryKeys, teamsRepository } from 'shared-data';

/** The organizer's teams, oldest first: what a new tournament can be made of. */
export function useOrganizerTeamsQuery(organizerId: string) {
  return useQuery({ queryKey: queryKeys.teams(organizerId), queryFn: () => teamsRepository.listByOrganizer(organizerId) });
}
