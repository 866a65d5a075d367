import { useQuery } from '@tanstack/react-query';
import { queries } from 'shared-data';

/** The organizer's teams, oldest first. */
export function useTeamsQuery(organizerId: string) {
  return useQuery(queries.teams(organizerId));
}
