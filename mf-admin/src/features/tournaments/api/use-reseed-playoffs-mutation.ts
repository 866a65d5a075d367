import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { reseedPlayoffs, type ReseedOutcome } from 'shared-data';
import { afterFailedWrite, cachedMatches, cachedTournament, storeMatches, storeTournament, tournamentWriteScope } from './tournament-cache';

const reseedKey = (tournamentId: string) => ['reseed-playoffs', tournamentId] as const;

/** How the last re-seed of this tournament went, from whichever button started it (the standings note's goes away once done). */
export function useLastReseedOutcome(tournamentId: string): { status: 'idle' | 'pending' | 'success' | 'error'; data: ReseedOutcome | 'conflict' | undefined } | undefined {
  return useMutationState({
    filters: { mutationKey: reseedKey(tournamentId) },
    select: (mutation) => ({ status: mutation.state.status, data: mutation.state.data as ReseedOutcome | 'conflict' | undefined }),
  }).at(-1);
}

/**
 * Re-seed the playoffs from the current table (issue 22) through the reseedPlayoffs use case (claim the
 * new bracket, rewrite the changed games, mark done). Refused (with the reason) once a knockout game
 * holds a result; 'conflict' when the tournament changed meanwhile (the stored one is shown then).
 */
export function useReseedPlayoffsMutation(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: reseedKey(tournamentId),
    scope: tournamentWriteScope(tournamentId),
    mutationFn: async (): Promise<ReseedOutcome | 'conflict'> => {
      try {
        const outcome = await reseedPlayoffs(await cachedTournament(client, tournamentId), await cachedMatches(client, tournamentId));
        if (outcome.kind === 'reseeded') {
          storeTournament(client, outcome.tournament);
          storeMatches(client, tournamentId, outcome.matches, outcome.removed);
        }
        return outcome;
      } catch (error) {
        return afterFailedWrite(client, tournamentId, error);
      }
    },
  });
}
