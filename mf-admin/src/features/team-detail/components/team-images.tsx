import { uploadImage, type UploadProgress } from 'shared-data';
import { ImageUploadField } from '../../../common/components/image-upload-field';
import { ImageUploadGroup } from '../../../common/components/image-upload-group';
import { saveOutcomeMessage, type TeamEditor } from '../../../common/hooks/use-team-editor';

/**
 * Spec §2 "Team detail → logo and photo upload". The URL is saved through the editor (serialized,
 * version-checked saves), so a lost race shows the stored team like every other edit here.
 */
export function TeamImages({ editor }: { editor: TeamEditor }) {
  const { team } = editor;
  const upload = (field: 'logo' | 'photo') => async (file: File, onProgress: (progress: UploadProgress) => void) => {
    const url = await uploadImage({ kind: field === 'logo' ? 'team-logo' : 'team-photo', teamId: team.id }, file, { onProgress });
    const outcome = await editor.save(() => ({ [field]: url }));
    if (outcome.status !== 'saved') throw new Error(saveOutcomeMessage(outcome) ?? 'The image could not be saved.');
  };
  return (
    <ImageUploadGroup>
      <ImageUploadField label="Team logo" imageUrl={team.logo} texts="logo" onUpload={upload('logo')} />
      <ImageUploadField label="Team photo" imageUrl={team.photo} texts="photo" preview="wide" onUpload={upload('photo')} />
    </ImageUploadGroup>
  );
}
