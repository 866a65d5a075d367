import { useQuery } from '@tanstack/react-query';
import { queries } from 'shared-data';
import { organizerNameMatches, type PublicTournamentDocument } from 'shared-domain';

/** Whether the page's address may show the match: pending, shown, not found (a 404), or error (with a retry). */
type OrganizerAddress = { status: 'pending' | 'shown' | 'not-found' } | { status: 'error'; retry: () => void };

const organizerName = (document: PublicTournamentDocument | null) => document?.organizer?.name ?? null;

/**
 * At `/:orgName/:tournamentId/matches/:matchId` the match shows only when the address names the
 * tournament's organizer. The match view does not carry it; the tournament's public document does, and
 * it is the one the gateway (and a CDN) keeps cached, and the query cache already holds after the
 * tournament page: no further database read. At `/public/…` (no `orgName`) nothing is read.
 */
export function useOrganizerAddress(tournamentId: string, orgName: string | undefined): OrganizerAddress {
  const tournament = useQuery({ ...queries.publicTournament(tournamentId), enabled: orgName !== undefined, select: organizerName });
  if (orgName === undefined) return { status: 'shown' };
  if (tournament.isPending) return { status: 'pending' };
  if (tournament.isError) return { status: 'error', retry: () => void tournament.refetch() };
  return { status: organizerNameMatches(orgName, tournament.data) ? 'shown' : 'not-found' };
}
