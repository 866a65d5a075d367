import type { QueryClient } from '@tanstack/react-query';
import { queryKeys, withSavedMatches } from 'shared-data';
import type { Match } from 'shared-domain';

/**
 * Matches as stored after a save replace their copies in the tournament's cached match list, so the
 * tournament page and this screen's bracket show them before the list is read again (never with an
 * older version: answers may arrive out of order). A list nobody has read stays unread.
 */
export function storeInTournamentMatches(client: QueryClient, tournamentId: string, saved: readonly Match[]): void {
  client.setQueryData<Match[]>(queryKeys.tournamentMatches(tournamentId), (list) => list && withSavedMatches(list, saved));
}
