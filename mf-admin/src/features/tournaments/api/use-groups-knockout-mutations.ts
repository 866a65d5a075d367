import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadCupUseCases, queryKeys } from 'shared-data';
import type { StoredKnockout, TournamentGroup } from 'shared-domain';
import { afterFailedWrite, cachedMatches, cachedTournament, storeMatches, storeTournament, tournamentWriteScope, type SaveOutcome } from './tournament-cache';

/** Saves a cup's groups as drawn or placed by hand (version-checked; issue 24). */
export function useSaveGroupsMutation(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    scope: tournamentWriteScope(tournamentId),
    mutationFn: async (groups: readonly TournamentGroup[]): Promise<SaveOutcome> => {
      try {
        storeTournament(client, await (await loadCupUseCases()).saveCupGroups(await cachedTournament(client, tournamentId), groups));
        return 'saved';
      } catch (error) {
        return afterFailedWrite(client, tournamentId, error);
      }
    },
  });
}

/** Starts a cup's group stage: its group fixtures and its knockout from group positions (issue 24); run again, finishes a start that stopped halfway. */
export function useStartGroupStageMutation(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    scope: tournamentWriteScope(tournamentId),
    mutationFn: async (): Promise<SaveOutcome> => {
      try {
        const started = await (await loadCupUseCases()).startGroupStage(await cachedTournament(client, tournamentId));
        // Null: every game was stored already (another tab finished it); the page reads them again.
        if (!started) {
          await client.invalidateQueries({ queryKey: queryKeys.tournamentMatches(tournamentId) });
          return 'saved';
        }
        storeMatches(client, tournamentId, started.matches);
        storeTournament(client, started.tournament);
        return 'saved';
      } catch (error) {
        return afterFailedWrite(client, tournamentId, error);
      }
    },
  });
}

/** Saves a cup's knockout after a first-round pairing edit, and the sides of the games that changed (issue 24). */
export function useSaveKnockoutMutation(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    scope: tournamentWriteScope(tournamentId),
    mutationFn: async (knockout: StoredKnockout): Promise<SaveOutcome> => {
      try {
        const saved = await (await loadCupUseCases()).saveCupKnockout(await cachedTournament(client, tournamentId), knockout, await cachedMatches(client, tournamentId));
        storeMatches(client, tournamentId, saved.matches);
        storeTournament(client, saved.tournament);
        return 'saved';
      } catch (error) {
        return afterFailedWrite(client, tournamentId, error);
      }
    },
  });
}
