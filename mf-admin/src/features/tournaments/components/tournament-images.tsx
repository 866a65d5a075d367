import { useState } from 'react';
import { uploadImage } from 'shared-data';
import type { Tournament } from 'shared-domain';
import { ImageUploadField } from '../../../common/components/image-upload-field';
import { ImageUploadGroup } from '../../../common/components/image-upload-group';
import { TOURNAMENT_CONFLICT_MESSAGE, type SaveOutcome } from '../hooks/use-tournament-detail';

interface TournamentImagesProps {
  tournament: Tournament;
  /** The screen's version-checked save, so the header shows the new image at once. */
  save: (fields: Partial<Tournament>) => Promise<SaveOutcome>;
}

/** Spec §2 "Tournament detail → Top: logo (uploadable)", and the background image (spec §7 backgroundImage). */
export function TournamentImages({ tournament, save }: TournamentImagesProps) {
  // One upload at a time: a second save started before the first one's new version reached this
  // screen would be checked against the old version and lose the race against our own first save.
  const [busy, setBusy] = useState(false);
  const upload = (kind: 'tournament-logo' | 'tournament-background', field: 'logo' | 'backgroundImage') => async (file: File) => {
    setBusy(true);
    try {
      const url = await uploadImage({ kind, tournamentId: tournament.id }, file);
      if ((await save({ [field]: url })) === 'conflict') throw new Error(TOURNAMENT_CONFLICT_MESSAGE);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ImageUploadGroup>
      <ImageUploadField label="Tournament logo" imageUrl={tournament.logo} texts="tournament" disabled={busy} onUpload={upload('tournament-logo', 'logo')} />
      <ImageUploadField
        label="Background image"
        imageUrl={tournament.backgroundImage}
        texts="tournament"
        preview="wide"
        disabled={busy}
        onUpload={upload('tournament-background', 'backgroundImage')}
      />
    </ImageUploadGroup>
  );
}
