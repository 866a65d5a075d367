import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadImage } from 'shared-data';
import { TOURNAMENT_CONFLICT_MESSAGE, tournamentWriteScope } from './tournament-cache';
import { saveTournamentFields } from './use-tournament-save-mutation';

export interface TournamentImageUpload {
  kind: 'tournament-logo' | 'tournament-background';
  file: File;
}

const FIELDS = { 'tournament-logo': 'logo', 'tournament-background': 'backgroundImage' } as const;

/**
 * Uploads a logo or background (checked, compressed, stored under /media/) and saves its URL on the
 * tournament with the version check. A lost race rejects with the conflict text, so the field says
 * "Upload failed: …" and the stored tournament is shown.
 */
export function useTournamentImageMutation(tournamentId: string) {
  const client = useQueryClient();
  return useMutation({
    scope: tournamentWriteScope(tournamentId),
    mutationFn: async ({ kind, file }: TournamentImageUpload) => {
      const url = await uploadImage({ kind, tournamentId }, file);
      const outcome = await saveTournamentFields(client, tournamentId, { fields: { [FIELDS[kind]]: url } });
      if (outcome === 'conflict') throw new Error(TOURNAMENT_CONFLICT_MESSAGE);
    },
  });
}
