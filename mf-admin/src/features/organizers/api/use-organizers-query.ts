import { useQuery } from '@tanstack/react-query';
import { organizersRepository, queryKeys } from 'shared-data';

/** Every organizer card, by name (spec §2 "Organizers management"). */
export function useOrganizersQuery() {
  return useQuery({ queryKey: queryKeys.organizers(), queryFn: () => organizersRepository.list() });
}
