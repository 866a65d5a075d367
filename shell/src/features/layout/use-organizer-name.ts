import { useQuery } from '@tanstack/react-query';
import { organizersRepository, queryKeys } from 'shared-data';

/** The selected organizer's name for the logged-in bar; null while unknown (or none is selected). */
export function useOrganizerName(organizerId: string | null): string | null {
  const { data } = useQuery({
    // Shares the page's cache with every remote that reads this organizer card.
    queryKey: queryKeys.organizer(organizerId ?? ''),
    queryFn: () => organizersRepository.get(organizerId ?? ''),
    enabled: organizerId !== null,
  });
  return organizerId !== null && data ? data.name : null;
}
