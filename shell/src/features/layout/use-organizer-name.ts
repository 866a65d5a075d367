import { useQuery } from '@tanstack/react-query';
import { queries } from 'shared-data';

/** The selected organizer's name for the logged-in bar; null while unknown (or none is selected). */
export function useOrganizerName(organizerId: string | null): string | null {
  const { data } = useQuery({
    // Shares the page's cache with every remote that reads this organizer card.
    ...queries.organizer(organizerId ?? ''),
    enabled: organizerId !== null,
  });
  return organizerId !== null && data ? data.name : null;
}
