import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys, tournamentsRepository } from 'shared-data';
import type { Tournament } from 'shared-domain';
import { afterFailedWrite, cachedTournament, storeTournament, tournamentWriteScope, type SaveOutcome } from './tournament-cache';

export interface TournamentSave {
  /** Fields to save; null removes a field that is now empty. */
  fields: Partial<Tournament>;
  /** Show the change at once (the visibility switch); a failure puts the tournament back. */
  optimistic?: boolean;
}

/** One version-checked save against the tournament the cache holds. */
export async function saveTournamentFields(client: QueryClient, tournamentId: string, { fields, optimistic }: TournamentSave): Promise<SaveOutcome> {
  const key = queryKeys.tournament(tournamentId);
  await client.cancelQueries({ queryKey: key, exact: true });
  const current = await cachedTournament(client, tournamentId);
  if (optimistic) client.setQueryData(key, { ...current, ...fields });
  try {
    storeTournament(client, await tournamentsRepository.update(current, fields));
    return 'saved';
  } catch (error) {
    if (optimistic) client.setQueryData(key, current);
    return afterFailedWrite(client, tournamentId, error);
  }
}

/**
 * Version-checked saves of a tournament's settings (visibility, location and links), one at a time.
 * A lost race answers 'conflict' and every view then shows the stored tournament; a failure rejects.
 */
export function useTournamentSaveMutation(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    scope: tournamentWriteScope(tournamentId),
    mutationFn: (save: TournamentSave) => saveTournamentFields(client, tournamentId, save),
  });
}
