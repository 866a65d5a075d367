import { useQuery } from '@tanstack/react-query';
import { queries } from 'shared-data';
import type { Tournament } from 'shared-domain';

const newestFirst = (list: Tournament[]) => [...list].sort((a, b) => b.createdAtISO.localeCompare(a.createdAtISO));

/** "Your Tournaments": the organizer's tournaments, newest first. */
export function useTournamentsQuery(organizerId: string) {
  return useQuery({
    ...queries.tournaments(organizerId),
    select: newestFirst,
  });
}
