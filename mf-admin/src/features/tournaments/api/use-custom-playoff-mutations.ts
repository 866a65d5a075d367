import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys, saveCustomPlayoff, syncCustomPlayoff } from 'shared-data';
import type { CustomPlayoffConfig, Match } from 'shared-domain';
import { afterFailedWrite, cachedMatches, cachedTournament, storeMatches, storeTournament, tournamentWriteScope, type SaveOutcome } from './tournament-cache';

/** The matches a sync answered replace the cached ones; those it no longer holds leave the list. */
function storeSynced(client: QueryClient, tournamentId: string, before: readonly Match[], after: readonly Match[]) {
  const kept = new Set(after.map((m) => m.id));
  storeMatches(client, tournamentId, after, before.filter((m) => !kept.has(m.id)).map((m) => m.id));
}

export interface CustomPlayoffSave {
  config: CustomPlayoffConfig;
  /** What the editor says once it is saved, e.g. 'Round "Final" added.'. */
  done?: string;
  /** Games whose results the organizer agreed to clear (their pairing changes): cleared first. */
  clear?: readonly string[];
}

/**
 * Saves a custom playoff configuration (version-checked) and then its match items, so each game with
 * two teams is a real match with a Stats page (spec §4 "Custom playoff editor"); confirmed results of
 * games whose pairing changes are cleared first.
 */
export function useSaveCustomPlayoffMutation(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    scope: tournamentWriteScope(tournamentId),
    mutationFn: async ({ config, clear = [] }: CustomPlayoffSave): Promise<SaveOutcome> => {
      const before = await cachedMatches(client, tournamentId);
      try {
        const saved = await saveCustomPlayoff(await cachedTournament(client, tournamentId), before, config, clear);
        storeTournament(client, saved.tournament);
        storeSynced(client, tournamentId, before, saved.matches);
        return 'saved';
      } catch (error) {
        return afterFailedWrite(client, tournamentId, error);
      }
    },
  });
}

/** Brings the match items in line with the stored configuration again (Retry after a failed sync). */
export function useSyncCustomPlayoffMutation(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    scope: tournamentWriteScope(tournamentId),
    mutationFn: async (): Promise<void> => {
      // From what is stored now: a failed save may have stored the configuration but not its items.
      await client.refetchQueries({ queryKey: queryKeys.tournament(tournamentId) });
      const before = await cachedMatches(client, tournamentId);
      storeSynced(client, tournamentId, before, await syncCustomPlayoff(await cachedTournament(client, tournamentId), before));
    },
  });
}
