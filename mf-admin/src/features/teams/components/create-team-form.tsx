import { Controller, useForm } from 'react-hook-form';
import { MAX_NAME_LENGTH, characterCount, defaultTeamColors, validateTeamName } from 'shared-domain';
import { Alert, Button, TextField } from 'shared-ui';
import { TeamColorsField } from '../../../common/components/team-colors-field';
import { DRAFT_RESTORED_TEXT, useFormDraft } from 'shared-data/editing';
import layout from '../../../common/styles/layout.module.css';
import { useCreateTeamMutation } from '../api/use-create-teams-mutation';

interface Draft {
  name: string;
  colors: string[];
}

const emptyDraft = (): Draft => ({ name: '', colors: defaultTeamColors() });

/** Create one team: a name (at most 100 characters) and one or two colours (spec §2 "Manage Teams", §5, §9). */
export function CreateTeamForm({ organizerId }: { organizerId: string }) {
  const createTeam = useCreateTeamMutation(organizerId);
  const form = useForm<Draft>({ defaultValues: emptyDraft() });
  const { register, control, handleSubmit, reset, setError, watch, formState } = form;
  const draft = useFormDraft(form, { form: 'create-team', itemId: organizerId });
  const { errors } = formState;

  const onSubmit = async ({ name, colors }: Draft) => {
    try {
      await createTeam.mutateAsync({ name, colors });
      reset(emptyDraft());
    } catch (failure) {
      console.error('Creating a team failed', failure);
      setError('root', { message: 'The team could not be saved. Please try again.' });
    }
  };

  return (
    <form className={layout.form} onSubmit={handleSubmit(onSubmit)} aria-label="Create team" noValidate>
      <TextField
        label="Team Name"
        required
        error={errors.name?.message}
        counter={characterCount(watch('name'), MAX_NAME_LENGTH)}
        {...register('name', { validate: (name) => validateTeamName(name) ?? true })}
      />
      <Controller
        control={control}
        name="colors"
        render={({ field }) => <TeamColorsField colors={field.value} onChange={field.onChange} removeLabel="Remove" />}
      />
      {draft.restored && (
        <Alert tone="info" onDismiss={draft.dismiss}>
          {DRAFT_RESTORED_TEXT}
        </Alert>
      )}
      {errors.root && <Alert tone="error">{errors.root.message}</Alert>}
      <Button type="submit" loading={formState.isSubmitting} loadingText="Creating...">
        Create Team
      </Button>
    </form>
  );
}
