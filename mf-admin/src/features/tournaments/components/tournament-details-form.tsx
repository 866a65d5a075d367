import { useState, type FormEvent } from 'react';
import { safeExternalUrl, validateExternalUrl, type Tournament } from 'shared-domain';
import { Alert, Button, TextField } from 'shared-ui';
import type { SaveOutcome } from '../hooks/use-tournament-detail';

type DetailsDraft = { locationName: string; locationLink: string; facebook: string; instagram: string };
type LinkField = 'locationLink' | 'facebook' | 'instagram';

const draftOf = (t: Tournament): DetailsDraft => ({
  locationName: t.location?.name ?? '',
  locationLink: t.location?.link ?? '',
  facebook: t.socialMedia?.facebook ?? '',
  instagram: t.socialMedia?.instagram ?? '',
});

/**
 * Location (name, link) and social links (facebook, instagram) of a tournament (spec §2), saved with
 * the version check. Links must be http(s) (validateExternalUrl): a bad one is named and nothing is saved.
 * The parent remounts this form (new key) after a conflict, so it shows the fresh values.
 */
export function TournamentDetailsForm({
  tournament,
  onSave,
}: {
  tournament: Tournament;
  onSave: (fields: Partial<Tournament>) => Promise<SaveOutcome>;
}) {
  const [draft, setDraft] = useState<DetailsDraft>(() => draftOf(tournament));
  const [errors, setErrors] = useState<Partial<Record<LinkField, string>>>({});
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const set = (field: keyof DetailsDraft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setMessage(null);
    if (field in errors) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<LinkField, string>> = {};
    for (const field of ['locationLink', 'facebook', 'instagram'] as const) {
      const error = validateExternalUrl(draft[field]);
      if (error) found[field] = error;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage({ tone: 'error', text: 'Nothing was saved: please correct the highlighted links.' });
      return;
    }
    const link = (value: string) => safeExternalUrl(value) ?? undefined;
    const location = { name: draft.locationName.trim() || undefined, link: link(draft.locationLink) };
    const social = { ...tournament.socialMedia, facebook: link(draft.facebook), instagram: link(draft.instagram) };
    const fields = {
      // null removes an attribute that is now empty.
      location: location.name || location.link ? location : null,
      socialMedia: social.facebook || social.instagram ? social : null,
    } as unknown as Partial<Tournament>;
    setSaving(true);
    setMessage(null);
    try {
      const outcome = await onSave(fields);
      if (outcome === 'saved') setMessage({ tone: 'success', text: 'Details saved.' });
    } catch (failure) {
      console.error('Saving tournament details failed', failure);
      setMessage({ tone: 'error', text: 'The details could not be saved. Please try again.' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-label="Tournament details">
      <div className="admin-grid-2 tour-details-grid">
        <TextField label="Location Name" name="location-name" value={draft.locationName} onChange={(e) => set('locationName')(e.target.value)} />
        <TextField
          label="Location Link"
          name="location-link"
          inputMode="url"
          placeholder="https://maps.example.com/…"
          value={draft.locationLink}
          error={errors.locationLink}
          onChange={(e) => set('locationLink')(e.target.value)}
        />
        <TextField
          label="Facebook"
          name="facebook"
          inputMode="url"
          placeholder="https://facebook.com/…"
          value={draft.facebook}
          error={errors.facebook}
          onChange={(e) => set('facebook')(e.target.value)}
        />
        <TextField
          label="Instagram"
          name="instagram"
          inputMode="url"
          placeholder="https://instagram.com/…"
          value={draft.instagram}
          error={errors.instagram}
          onChange={(e) => set('instagram')(e.target.value)}
        />
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <div>
        <Button type="submit" variant="secondary" loading={saving} loadingText="Saving...">
          Save Details
        </Button>
      </div>
    </form>
  );
}
