import { useQuery } from '@tanstack/react-query';
import { queries } from 'shared-data';

/** The organizer's teams, oldest first: what a new tournament can be made of. */
export function useOrganizerTeamsQuery(organizerId: string) {
  return useQuery(queries.teams(organizerId));
}
