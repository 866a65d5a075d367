import type { QueryClient } from '@tanstack/react-query';
import { updateMatchFields } from 'shared-data';
import { CLEARED_RESULT, type Match } from 'shared-domain';
import { storeInTournamentMatches } from './tournament-matches-cache';

/**
 * Clears the confirmed later knockout results (as updateMatchClearingLater does) before a goal edit that
 * changes this game's winner is saved, so no game ever shows a result its new teams did not play.
 */
export async function clearLaterResults(client: QueryClient, tournamentId: string, ids: readonly string[]): Promise<void> {
  const cleared: Match[] = [];
  for (const id of ids) cleared.push(await updateMatchFields(tournamentId, id, CLEARED_RESULT));
  storeInTournamentMatches(client, tournamentId, cleared);
}
