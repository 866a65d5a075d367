import { Controller, useForm } from 'react-hook-form';
import type { Referee, Team } from 'shared-domain';
import { refereeDraft, refereeDraftErrors, refereeFromDraft, type RefereeDraft } from 'shared-domain/match-day';
import { Alert, Button, TextField } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import styles from './referees.module.css';

interface RefereeFormProps {
  /** The referee edited; none: a new one. */
  referee?: Referee;
  /** The list as shown, for the names already taken. */
  referees: readonly Referee[];
  teams: readonly Team[];
  /** The id a new referee gets. */
  newId: () => string;
  submitLabel: string;
  onSave: (referee: Referee) => Promise<void>;
  onCancel?: () => void;
}

/** A referee's name, optional contact and the teams they belong to (issue 25), checked by the domain's rules. */
export function RefereeForm({ referee, referees, teams, newId, submitLabel, onSave, onCancel }: RefereeFormProps) {
  const form = useForm<RefereeDraft>({ defaultValues: refereeDraft(referee) });
  const { register, control, handleSubmit, reset, setError, formState } = form;
  const others = referees.filter((r) => r.id !== referee?.id);
  const label = referee ? `Edit ${referee.name}` : 'Add referee';

  const onSubmit = async (draft: RefereeDraft) => {
    try {
      await onSave(refereeFromDraft(referee?.id ?? newId(), draft));
      if (!referee) reset(refereeDraft(undefined));
    } catch (failure) {
      setError('root', { message: failure instanceof Error && failure.name === 'RefereeEditError' ? failure.message : 'The referee could not be saved. Please try again.' });
    }
  };

  return (
    <form className={layout.form} onSubmit={handleSubmit(onSubmit)} aria-label={label} noValidate>
      <TextField
        label="Name"
        required
        error={formState.errors.name?.message}
        {...register('name', { validate: (_name, draft) => refereeDraftErrors(draft, others).name ?? true })}
      />
      <TextField
        label="Contact (optional)"
        hint="Phone or email; only you see it."
        error={formState.errors.contact?.message}
        {...register('contact', { validate: (_contact, draft) => refereeDraftErrors(draft, others).contact ?? true })}
      />
      <Controller
        control={control}
        name="teamIds"
        render={({ field }) => (
          <fieldset className={styles.teams}>
            <legend>Belongs to (never referees these teams)</legend>
            {teams.length === 0 && <p className={layout.muted}>You have no teams yet.</p>}
            <ul className={styles.teamList}>
              {teams.map((team) => (
                <li key={team.id}>
                  <label className={styles.check}>
                    <input
                      type="checkbox"
                      checked={field.value.includes(team.id)}
                      onChange={(e) => field.onChange(e.target.checked ? [...field.value, team.id] : field.value.filter((id) => id !== team.id))}
                    />
                    {team.name}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      />
      {formState.errors.root && <Alert tone="error">{formState.errors.root.message}</Alert>}
      <div className={layout.actions}>
        <Button type="submit" loading={formState.isSubmitting} loadingText="Saving...">
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
