import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resumePendingWrite } from 'shared-data';
import { refreshOrganizerViews, rereadTournament, tournamentWriteScope } from './tournament-cache';

/**
 * Finishes a multi-item write that stopped halfway on this tournament (its creation or its playoff
 * start) through the resumePendingWrite use case. Either way the tournament and its matches are read
 * again (a failed attempt may still have written part of them); the mutation settles once they are
 * fresh, so the page never shows "finished" over the old fixtures. A finished write also changes the
 * lists, the calendar and the counts.
 */
export function useResumePendingWriteMutation(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    scope: tournamentWriteScope(tournamentId),
    mutationFn: () => resumePendingWrite(tournamentId),
    onSuccess: (resumed) => {
      if (resumed) refreshOrganizerViews(client, resumed.organizerId);
    },
    onSettled: () => rereadTournament(client, tournamentId),
  });
}
