import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import {
  TIE_BREAKER_PRESETS,
  canonicalTimeZone,
  safeExternalUrl,
  tieBreakerLabel,
  timeZoneError,
  timeZoneOptions,
  toTieBreakerPreset,
  tournamentTimeZone,
  validateExternalUrl,
  withTieBreakers,
  type Tournament,
} from 'shared-domain';
import { queries } from 'shared-data';
import { Alert, Button, SelectField, TextField } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import { SaveMessage } from '../../../common/components/save-message';
import { DRAFT_RESTORED_TEXT, useFormDraft } from 'shared-data/editing';
import { useFormMessage } from '../../../common/hooks/use-form-message';
import { TOURNAMENT_CONFLICT_MESSAGE } from '../api/tournament-cache';
import { useTournamentSaveMutation } from '../api/use-tournament-save-mutation';

type DetailsDraft = { locationName: string; locationLink: string; facebook: string; instagram: string; tieBreakers: string; timeZone: string };

const TIE_BREAKER_OPTIONS = TIE_BREAKER_PRESETS.map((preset) => ({ value: preset, label: tieBreakerLabel(preset) }));

const draftOf = (t: Tournament): DetailsDraft => ({
  locationName: t.location?.name ?? '',
  locationLink: t.location?.link ?? '',
  facebook: t.socialMedia?.facebook ?? '',
  instagram: t.socialMedia?.instagram ?? '',
  tieBreakers: toTieBreakerPreset(t.format.tieBreakers),
  timeZone: tournamentTimeZone(t),
});

/** The fields a save writes; null removes an attribute that is now empty. */
function fieldsOf(draft: DetailsDraft, tournament: Tournament): Partial<Tournament> {
  const link = (value: string) => safeExternalUrl(value) ?? undefined;
  const location = { name: draft.locationName.trim() || undefined, link: link(draft.locationLink) };
  const social = { ...tournament.socialMedia, facebook: link(draft.facebook), instagram: link(draft.instagram) };
  const tieBreakers = toTieBreakerPreset(draft.tieBreakers);
  const timeZone = canonicalTimeZone(draft.timeZone);
  return {
    location: location.name || location.link ? location : null,
    socialMedia: social.facebook || social.instagram ? social : null,
    // The format is written only when the setting changed, so this save never races a format edit elsewhere.
    ...(tieBreakers === toTieBreakerPreset(tournament.format.tieBreakers) ? {} : { format: withTieBreakers(tournament.format, tieBreakers) }),
    // Likewise the zone: an older tournament without one keeps reading as UTC until the organizer picks one.
    ...(timeZone === null || timeZone === tournamentTimeZone(tournament) ? {} : { timeZone }),
  } as unknown as Partial<Tournament>;
}

const LINK_FIELDS = [
  { name: 'locationLink', label: 'Location Link', placeholder: 'https://maps.example.com/…' },
  { name: 'facebook', label: 'Facebook', placeholder: 'https://facebook.com/…' },
  { name: 'instagram', label: 'Instagram', placeholder: 'https://instagram.com/…' },
] as const;

/** Why nothing was saved: the links, or (a restored draft naming a zone this browser lacks) the time zone. */
const refusalText = (errors: FieldErrors<DetailsDraft>) =>
  LINK_FIELDS.some(({ name }) => errors[name]) ? 'Nothing was saved: please correct the highlighted links.' : 'Nothing was saved: please choose a time zone from the list.';

/**
 * Location (name, link), social links (facebook, instagram), the tie-breakers of the table (a
 * preset; "Spec default" unless chosen) and the time zone of its match dates and times (issue 13; what
 * its calendar feeds convert from) of a tournament (spec §2), saved with the version check. Links must be http(s) (validateExternalUrl): a bad one is named and nothing is
 * saved. After a lost race the form shows the stored values, under the conflict notice.
 */
export function TournamentDetailsForm({ tournament }: { tournament: Tournament }) {
  const save = useTournamentSaveMutation(tournament.id);
  // A field's error goes when it is edited; the links are checked again on the next save.
  const form = useForm<DetailsDraft>({ defaultValues: draftOf(tournament), reValidateMode: 'onSubmit' });
  const { register, handleSubmit, formState, clearErrors, reset, watch } = form;
  const restoredDraft = useFormDraft(form, { form: 'tournament-details', itemId: tournament.id });
  const [message, setMessage] = useFormMessage(watch);
  const client = useQueryClient();
  const zones = useMemo(() => timeZoneOptions(tournament.timeZone).map((zone) => ({ value: zone, label: zone })), [tournament.timeZone]);

  const submit = async (draft: DetailsDraft) => {
    setMessage(null);
    try {
      const outcome = await save.mutateAsync({ fields: fieldsOf(draft, tournament) });
      // The form edits what is stored now: after a save (which ends its kept draft) as after a lost race.
      const stored = client.getQueryData(queries.tournament(tournament.id).queryKey);
      if (stored) reset(draftOf(stored));
      if (outcome === 'saved') setMessage({ tone: 'success', text: 'Details saved.' });
    } catch (failure) {
      console.error('Saving tournament details failed', failure);
      setMessage({ tone: 'error', text: 'The details could not be saved. Please try again.' });
    }
  };
  const refuse = (errors: FieldErrors<DetailsDraft>) => setMessage({ tone: 'error', text: refusalText(errors) });

  return (
    <form className={layout.form} onSubmit={handleSubmit(submit, refuse)} noValidate aria-label="Tournament details">
      {save.data === 'conflict' && (
        <Alert tone="error" onDismiss={save.reset}>
          {TOURNAMENT_CONFLICT_MESSAGE}
        </Alert>
      )}
      <div className={layout.grid2}>
        <TextField label="Location Name" {...register('locationName', { onChange: () => clearErrors('locationName') })} />
        {LINK_FIELDS.map(({ name, label, placeholder }) => (
          <TextField
            key={name}
            label={label}
            inputMode="url"
            placeholder={placeholder}
            error={formState.errors[name]?.message}
            {...register(name, { onChange: () => clearErrors(name), validate: (value) => validateExternalUrl(value) ?? true })}
          />
        ))}
        <SelectField label="Tie-breakers" options={TIE_BREAKER_OPTIONS} {...register('tieBreakers')} />
        <SelectField
          label="Time zone"
          hint="Match dates and times are in this zone; calendar feeds convert them from it."
          options={zones}
          error={formState.errors.timeZone?.message}
          {...register('timeZone', { onChange: () => clearErrors('timeZone'), validate: (value) => timeZoneError(value) ?? true })}
        />
      </div>
      {restoredDraft.restored && (
        <Alert tone="info" onDismiss={restoredDraft.dismiss}>
          {DRAFT_RESTORED_TEXT}
        </Alert>
      )}
      <SaveMessage message={message} />
      <div>
        <Button type="submit" variant="secondary" loading={formState.isSubmitting} loadingText="Saving...">
          Save Details
        </Button>
      </div>
    </form>
  );
}
