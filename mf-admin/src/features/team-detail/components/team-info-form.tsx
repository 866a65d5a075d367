import { Controller, useForm } from 'react-hook-form';
import {
  FOUNDED_DATE_RANGE,
  MAX_NAME_LENGTH,
  characterCount,
  normalizeTeamColors,
  normalizeTeamName,
  optionalDateError,
  validateTeamName,
  type Team,
} from 'shared-domain';
import { Alert, Button, TextField } from 'shared-ui';
import { SaveMessage, saveNotice } from '../../../common/components/save-message';
import { TeamColorsField } from '../../../common/components/team-colors-field';
import { useDateFields } from '../../../common/hooks/use-date-fields';
import { DRAFT_RESTORED_TEXT, useFormDraft } from 'shared-data/editing';
import { useFormMessage } from '../../../common/hooks/use-form-message';
import { useRevisionReset } from '../../../common/hooks/use-revision-reset';
import type { TeamEditor } from '../../../common/hooks/use-team-editor';
import layout from '../../../common/styles/layout.module.css';

interface Draft {
  name: string;
  establishedDate: string;
  colors: string[];
}

const draftOf = (team: Team): Draft => ({
  name: team.name,
  establishedDate: team.establishedDate ?? '',
  colors: normalizeTeamColors(team.colors),
});

/**
 * Name (required, at most 100 characters), established date and colours (1-2; the first defaults to
 * blue, an added one to red). A date that does not parse is refused, never saved as "no date".
 */
export function TeamInfoForm({ editor }: { editor: TeamEditor }) {
  const form = useForm<Draft>({ defaultValues: draftOf(editor.team) });
  const { register, control, handleSubmit, reset, watch, formState } = form;
  const draft = useFormDraft(form, { form: 'team-details', itemId: editor.team.id });
  const [message, setMessage] = useFormMessage(watch);
  const dateField = useDateFields(register);
  useRevisionReset(editor.revision, () => reset(draftOf(editor.team), { keepDirtyValues: true }));

  const onSubmit = async (draft: Draft) => {
    const outcome = await editor.save(() => ({
      name: normalizeTeamName(draft.name) ?? undefined,
      // null removes a cleared date (undefined fields would be ignored by the update, spec §5).
      establishedDate: draft.establishedDate.trim() === '' ? null : draft.establishedDate,
      colors: normalizeTeamColors(draft.colors),
    }));
    if (outcome.status === 'saved' || outcome.status === 'conflict') reset(draftOf(outcome.team));
    setMessage(saveNotice(outcome, 'Team details saved.'));
  };

  return (
    <form className={layout.form} onSubmit={handleSubmit(onSubmit)} aria-label="Team details" noValidate>
      <TextField
        label="Team Name"
        required
        error={formState.errors.name?.message}
        counter={characterCount(watch('name'), MAX_NAME_LENGTH)}
        {...register('name', { validate: (name) => validateTeamName(name) ?? true })}
      />
      <TextField
        label="Established Date"
        type="date"
        error={formState.errors.establishedDate?.message}
        {...dateField('establishedDate', (date) => optionalDateError(date, FOUNDED_DATE_RANGE))}
      />
      <Controller
        control={control}
        name="colors"
        render={({ field }) => <TeamColorsField colors={field.value} onChange={field.onChange} removeLabel="Remove Secondary Color" showHex />}
      />
      {draft.restored && (
        <Alert tone="info" onDismiss={draft.dismiss}>
          {DRAFT_RESTORED_TEXT}
        </Alert>
      )}
      <SaveMessage message={message} />
      <div className={layout.actions}>
        <Button type="submit" loading={formState.isSubmitting} loadingText="Saving...">
          Save Details
        </Button>
      </div>
    </form>
  );
}
