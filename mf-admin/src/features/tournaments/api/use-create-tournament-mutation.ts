import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createTournament, queryKeys } from 'shared-data';
import type { NewTournamentInput } from 'shared-domain';
import { useTrackSetup } from '../atoms/running-setups-atom';
import { refreshOrganizerViews } from './tournament-cache';

/**
 * Creates a tournament with its fixtures (the createTournament use case); the detail opens from cache.
 * Its progress is the page's (running-setups-atom). `claimedId` is the tournament once it is stored,
 * before its matches: after a failure it is the interrupted creation to resume or delete (null when
 * the failure came first, and nothing was stored).
 */
export function useCreateTournamentMutation(organizerId: string) {
  const client = useQueryClient();
  const track = useTrackSetup();
  const [claimedId, setClaimedId] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (input: NewTournamentInput) => {
      setClaimedId(null);
      return track(
        (onProgress) => createTournament(input, organizerId, onProgress),
        (progress) => setClaimedId(progress.tournamentId),
      );
    },
    onSuccess: (created) => {
      client.setQueryData(queryKeys.tournament(created.id), created);
      refreshOrganizerViews(client, organizerId);
    },
    // A failure after the claim leaves a tournament marked as being created: the lists show it.
    onError: () => void refreshOrganizerViews(client, organizerId),
  });
  return { create: mutation, claimedId };
}
