import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startPlayoffs } from 'shared-data';
import { afterFailedWrite, cachedMatches, cachedTournament, storeMatches, storeTournament, tournamentWriteScope, type SaveOutcome } from './tournament-cache';

export type StartPlayoffsOutcome = SaveOutcome | 'not-allowed';

/**
 * End Championship & Start Playoffs (spec §4) through the startPlayoffs use case (claim the bracket,
 * write its matches, mark done). 'not-allowed' while the league is incomplete or the playoffs exist.
 */
export function useStartPlayoffsMutation(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    scope: tournamentWriteScope(tournamentId),
    mutationFn: async (): Promise<StartPlayoffsOutcome> => {
      try {
        const started = await startPlayoffs(await cachedTournament(client, tournamentId), await cachedMatches(client, tournamentId));
        if (!started) return 'not-allowed';
        storeTournament(client, started.tournament);
        storeMatches(client, tournamentId, started.matches);
        return 'saved';
      } catch (error) {
        return afterFailedWrite(client, tournamentId, error);
      }
    },
  });
}
