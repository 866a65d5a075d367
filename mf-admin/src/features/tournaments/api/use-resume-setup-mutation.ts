import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, resumeTournamentSetup } from 'shared-data';
import type { Tournament } from 'shared-domain';
import { useTrackSetup } from '../atoms/running-setups-atom';
import { refreshOrganizerViews, rereadTournament, tournamentWriteScope } from './tournament-cache';

/**
 * Resumes an interrupted creation (resumeTournamentSetup): writes the matches still missing, with the
 * page's progress (running-setups-atom). Either way the tournament, its matches, its count of saved
 * matches and the lists are read again (a failed attempt may still have saved part of them) before the
 * progress leaves, so the page never shows "Creation interrupted" over a finished setup or an old count.
 * `onResumed` is heard here rather than per call: once finished the tournament is no longer
 * interrupted, and the panel that started the resume leaves before a per-call callback would run.
 */
export function useResumeSetupMutation(tournamentId: string, organizerId: string, onResumed?: (tournament: Tournament) => void) {
  const client = useQueryClient();
  const track = useTrackSetup();
  return useMutation({
    scope: tournamentWriteScope(tournamentId),
    mutationFn: () =>
      track(async (onProgress) => {
        try {
          const finished = await resumeTournamentSetup(tournamentId, onProgress);
          if (finished) client.setQueryData(queryKeys.tournament(tournamentId), finished);
          return finished;
        } finally {
          await Promise.all([refreshOrganizerViews(client, organizerId), rereadTournament(client, tournamentId)]);
        }
      }),
    onSuccess: (finished) => {
      if (finished) onResumed?.(finished);
    },
  });
}
