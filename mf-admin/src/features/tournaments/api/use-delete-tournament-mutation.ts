import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTournament, queryKeys } from 'shared-data';
import type { Tournament } from 'shared-domain';
import { refreshOrganizerViews } from './tournament-cache';

/** Deletes a tournament with its matches (the deleteTournament use case); lists and counts read again. */
export function useDeleteTournamentMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tournament: Pick<Tournament, 'id' | 'organizerId'>) => deleteTournament(tournament.id),
    onSuccess: (_done, { id, organizerId }) => {
      client.removeQueries({ queryKey: queryKeys.tournament(id) });
      refreshOrganizerViews(client, organizerId);
    },
  });
}
