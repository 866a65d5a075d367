import type { Tournament } from 'shared-domain';
import { ImageUploadField } from '../../../common/components/image-upload-field';
import { ImageUploadGroup } from '../../../common/components/image-upload-group';
import { useTournamentImageMutation, type TournamentImageUpload } from '../api/use-tournament-image-mutation';

/** Spec §2 "Tournament detail → Top: logo (uploadable)", and the background image (spec §7 backgroundImage). */
export function TournamentImages({ tournament }: { tournament: Tournament }) {
  const image = useTournamentImageMutation(tournament.id);
  const upload = (kind: TournamentImageUpload['kind']) => (file: File, onProgress: TournamentImageUpload['onProgress']) =>
    image.mutateAsync({ kind, file, onProgress });
  // One upload at a time: both fields wait while an image is being stored and saved.
  return (
    <ImageUploadGroup>
      <ImageUploadField label="Tournament logo" imageUrl={tournament.logo} texts="tournament" disabled={image.isPending} onUpload={upload('tournament-logo')} />
      <ImageUploadField
        label="Background image"
        imageUrl={tournament.backgroundImage}
        texts="tournament"
        preview="wide"
        disabled={image.isPending}
        onUpload={upload('tournament-background')}
      />
    </ImageUploadGroup>
  );
}
