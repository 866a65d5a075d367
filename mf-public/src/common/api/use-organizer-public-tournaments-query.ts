import { useQuery } from '@tanstack/react-query';
import { queries } from 'shared-data';
import { isPublicVisibility, type Tournament } from 'shared-domain';

const publicOnly = (tournaments: Tournament[]) => tournaments.filter((tournament) => isPublicVisibility(tournament.visibility));

/**
 * The organizer's public tournaments: one Query of the organizer index, bounded by what one organizer
 * runs (never every public tournament of the site). A team plays only in its organizer's tournaments,
 * so this is where its seasons are. The owner reads their private ones too: they are left out here.
 */
export function useOrganizerPublicTournamentsQuery(organizerId: string) {
  return useQuery({ ...queries.tournaments(organizerId), enabled: organizerId !== '', select: publicOnly });
}
