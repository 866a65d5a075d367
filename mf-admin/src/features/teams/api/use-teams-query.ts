import { useQuery } from '@tanstack/react-query';
import { queryKeys, teamsRepository } from 'shared-data';

/** The organizer's teams, oldest first. */
export function useTeamsQuery(organizerId: string) {
  return useQuery({ queryKey: queryKeys.teams(organizerId), queryFn: () => teamsRepository.listByOrganizer(organizerId) });
}
