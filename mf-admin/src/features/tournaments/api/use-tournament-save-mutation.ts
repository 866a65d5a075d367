import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ConflictError, queryKeys, tournamentsRepository } from 'shared-data';
import { saveWithMerge } from 'shared-data/editing';
import { TOURNAMENT_FIELD_LABELS, alsoUpdatedElsewhere, type MergeChoice, type Tournament } from 'shared-domain';
import { useMergeChoice } from 'shared-ui/merge-choice';
import { afterFailedWrite, cachedTournament, storeTournament, tournamentWriteScope, type SaveOutcome } from './tournament-cache';

export interface TournamentSave {
  /** Fields to save; null removes a field that is now empty. */
  fields: Partial<Tournament>;
  /** Show the change at once (the visibility switch); a failure puts the tournament back. */
  optimistic?: boolean;
}

/**
 * A lost race: the save's fields are re-applied to the stored tournament and saved again (asking
 * `choice` which value to keep where both changed the same field). 'saved' then, announcing what the
 * other edit changed; 'conflict' (the stored tournament shown) when it was deleted or nobody could be
 * asked; any other failure rejects.
 */
async function mergeAfterLostRace(client: QueryClient, base: Tournament, save: TournamentSave, lost: ConflictError<unknown>, choice: MergeChoice | null): Promise<SaveOutcome> {
  const merged = await saveWithMerge({
    base,
    mine: { ...base, ...save.fields },
    stored: lost.current as Tournament | null,
    labels: TOURNAMENT_FIELD_LABELS,
    write: (tournament, fields) => tournamentsRepository.update(tournament, fields),
    choice,
  });
  if (merged.status !== 'merged') return afterFailedWrite(client, base.id, new ConflictError(merged.status === 'gone' ? null : merged.stored));
  storeTournament(client, merged.saved);
  if (merged.elsewhere.length > 0) choice?.announce(alsoUpdatedElsewhere(merged.elsewhere));
  return 'saved';
}

/**
 * One version-checked save against the tournament the cache holds; a lost race merges (see
 * mergeAfterLostRace) when a MergeChoice is given, else shows the stored tournament ('conflict').
 */
export async function saveTournamentFields(client: QueryClient, tournamentId: string, save: TournamentSave, choice: MergeChoice | null): Promise<SaveOutcome> {
  const key = queryKeys.tournament(tournamentId);
  await client.cancelQueries({ queryKey: key, exact: true });
  const current = await cachedTournament(client, tournamentId);
  if (save.optimistic) client.setQueryData(key, { ...current, ...save.fields });
  try {
    try {
      storeTournament(client, await tournamentsRepository.update(current, save.fields));
      return 'saved';
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      return await mergeAfterLostRace(client, current, save, error, choice);
    }
  } catch (error) {
    if (save.optimistic) client.setQueryData(key, current);
    return afterFailedWrite(client, tournamentId, error);
  }
}

/**
 * Version-checked saves of a tournament's settings (visibility, location and links), one at a time.
 * A lost race re-applies the save's fields to the stored tournament (see saveTournamentFields); a
 * failure rejects.
 */
export function useTournamentSaveMutation(tournamentId: string) {
  const client = useQueryClient();
  const choice = useMergeChoice();
  return useMutation({
    scope: tournamentWriteScope(tournamentId),
    mutationFn: (save: TournamentSave) => saveTournamentFields(client, tournamentId, save, choice),
  });
}
