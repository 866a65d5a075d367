import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadImage, type UploadProgress } from 'shared-data';
import { useMergeChoice } from 'shared-ui/merge-choice';
import { TOURNAMENT_CONFLICT_MESSAGE, tournamentWriteScope } from './tournament-cache';
import { saveTournamentFields } from './use-tournament-save-mutation';

export interface TournamentImageUpload {
  kind: 'tournament-logo' | 'tournament-background';
  file: File;
  /** Hears the compression and the upload as they go (the field's progress bar). */
  onProgress?: (progress: UploadProgress) => void;
}

const FIELDS = { 'tournament-logo': 'logo', 'tournament-background': 'backgroundImage' } as const;

/**
 * Uploads a logo or background (checked, compressed, stored under /media/) and saves its URL on the
 * tournament with the version check. A lost race re-applies the URL to the stored tournament; only
 * when that cannot be done (the image itself was changed elsewhere and nobody could be asked, or the
 * tournament is gone) it rejects with the conflict text, so the field says "Upload failed: …".
 */
export function useTournamentImageMutation(tournamentId: string) {
  const client = useQueryClient();
  const choice = useMergeChoice();
  return useMutation({
    scope: tournamentWriteScope(tournamentId),
    mutationFn: async ({ kind, file, onProgress }: TournamentImageUpload) => {
      const url = await uploadImage({ kind, tournamentId }, file, onProgress ? { onProgress } : {});
      const outcome = await saveTournamentFields(client, tournamentId, { fields: { [FIELDS[kind]]: url } }, choice);
      if (outcome === 'conflict') throw new Error(TOURNAMENT_CONFLICT_MESSAGE);
    },
  });
}
