import { useQuery } from '@tanstack/react-query';
import { queries } from 'shared-data';

/** Every organizer card, by name (spec §2 "Organizers management"). */
export function useOrganizersQuery() {
  return useQuery(queries.organizers());
}
