import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { safeExternalUrl, validateExternalUrl, type Tournament } from 'shared-domain';
import { Alert, Button, TextField } from 'shared-ui';
import type { SaveOutcome } from '../hooks/use-tournament-detail';
import layout from '../../../common/styles/layout.module.css';

type DetailsDraft = { locationName: string; locationLink: string; facebook: string; instagram: string };
type Message = { tone: 'success' | 'error'; text: string } | null;

const draftOf = (t: Tournament): DetailsDraft => ({
  locationName: t.location?.name ?? '',
  locationLink: t.location?.link ?? '',
  facebook: t.socialMedia?.facebook ?? '',
  instagram: t.socialMedia?.instagram ?? '',
});

/** The fields a save writes; null removes an attribute that is now empty. */
function fieldsOf(draft: DetailsDraft, tournament: Tournament): Partial<Tournament> {
  const link = (value: string) => safeExternalUrl(value) ?? undefined;
  const location = { name: draft.locationName.trim() || undefined, link: link(draft.locationLink) };
  const social = { ...tournament.socialMedia, facebook: link(draft.facebook), instagram: link(draft.instagram) };
  return {
    location: location.name || location.link ? location : null,
    socialMedia: social.facebook || social.instagram ? social : null,
  } as unknown as Partial<Tournament>;
}

const LINK_FIELDS = [
  { name: 'locationLink', label: 'Location Link', placeholder: 'https://maps.example.com/…' },
  { name: 'facebook', label: 'Facebook', placeholder: 'https://facebook.com/…' },
  { name: 'instagram', label: 'Instagram', placeholder: 'https://instagram.com/…' },
] as const;

/**
 * Location (name, link) and social links (facebook, instagram) of a tournament (spec §2), saved with
 * the version check. Links must be http(s) (validateExternalUrl): a bad one is named and nothing is saved.
 * The parent remounts this form (new key) after a conflict, so it shows the fresh values.
 */
export function TournamentDetailsForm({ tournament, onSave }: { tournament: Tournament; onSave: (fields: Partial<Tournament>) => Promise<SaveOutcome> }) {
  // A field's error goes when it is edited; the links are checked again on the next save.
  const { register, handleSubmit, formState, clearErrors } = useForm<DetailsDraft>({ defaultValues: draftOf(tournament), reValidateMode: 'onSubmit' });
  const [message, setMessage] = useState<Message>(null);
  const edited = (field: keyof DetailsDraft) => () => {
    setMessage(null);
    clearErrors(field);
  };

  const save = async (draft: DetailsDraft) => {
    setMessage(null);
    try {
      if ((await onSave(fieldsOf(draft, tournament))) === 'saved') setMessage({ tone: 'success', text: 'Details saved.' });
    } catch (failure) {
      console.error('Saving tournament details failed', failure);
      setMessage({ tone: 'error', text: 'The details could not be saved. Please try again.' });
    }
  };
  const refuse = () => setMessage({ tone: 'error', text: 'Nothing was saved: please correct the highlighted links.' });

  return (
    <form className={layout.form} onSubmit={handleSubmit(save, refuse)} noValidate aria-label="Tournament details">
      <div className={layout.grid2}>
        <TextField label="Location Name" {...register('locationName', { onChange: edited('locationName') })} />
        {LINK_FIELDS.map(({ name, label, placeholder }) => (
          <TextField
            key={name}
            label={label}
            inputMode="url"
            placeholder={placeholder}
            error={formState.errors[name]?.message}
            {...register(name, { onChange: edited(name), validate: (value) => validateExternalUrl(value) ?? true })}
          />
        ))}
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <div>
        <Button type="submit" variant="secondary" loading={formState.isSubmitting} loadingText="Saving...">
          Save Details
        </Button>
      </div>
    </form>
  );
}
