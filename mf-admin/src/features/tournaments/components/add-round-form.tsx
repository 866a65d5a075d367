import { useForm } from 'react-hook-form';
import { MAX_CUSTOM_ROUND_GAMES, MIN_CUSTOM_ROUND_GAMES, validateCustomPlayoffRound, type CustomPlayoffRoundDraft } from 'shared-domain';
import { Alert, Button, TextField } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import styles from './custom-playoff-editor.module.css';

type RoundDraft = Required<CustomPlayoffRoundDraft> & { quantityOfGames: string };

interface AddRoundFormProps {
  busy: boolean;
  /** Saves the new round (the editor closes the form once it is saved). */
  onComplete: (draft: RoundDraft) => void;
  onCancel: () => void;
}

/** Add Playoff Round (spec §4, §5): a named round with 1–20 games and an optional description. */
export function AddRoundForm({ busy, onComplete, onCancel }: AddRoundFormProps) {
  const { register, handleSubmit, formState } = useForm<RoundDraft>({
    defaultValues: { name: '', quantityOfGames: '1', description: '' },
  });
  const nameError = formState.errors.name?.message;
  return (
    <form className={styles.addForm} onSubmit={handleSubmit(onComplete)} noValidate aria-label="Add playoff round">
      <div className={layout.grid2}>
        <TextField
          label="Round Name"
          placeholder="e.g. Semi-finals"
          {...register('name', { validate: (name) => validateCustomPlayoffRound({ name }) ?? true })}
        />
        <TextField
          label="Quantity of Games"
          type="number"
          min={MIN_CUSTOM_ROUND_GAMES}
          max={MAX_CUSTOM_ROUND_GAMES}
          hint={`${MIN_CUSTOM_ROUND_GAMES} to ${MAX_CUSTOM_ROUND_GAMES}`}
          {...register('quantityOfGames')}
        />
      </div>
      <TextField label="Description" {...register('description')} />
      {nameError && <Alert tone="error">{nameError}</Alert>}
      <div className={layout.actions}>
        <Button type="submit" loading={busy} loadingText="Saving...">
          Complete
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
