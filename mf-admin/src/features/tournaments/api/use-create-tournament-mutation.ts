import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTournament, queryKeys } from 'shared-data';
import type { NewTournamentInput } from 'shared-domain';
import { refreshOrganizerViews } from './tournament-cache';

/** Creates a tournament with its fixtures (the createTournament use case); the detail opens from cache. */
export function useCreateTournamentMutation(organizerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewTournamentInput) => createTournament(input, organizerId),
    onSuccess: (created) => {
      client.setQueryData(queryKeys.tournament(created.id), created);
      refreshOrganizerViews(client, organizerId);
    },
  });
}
