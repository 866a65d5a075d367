import { useForm } from 'react-hook-form';
import {
  MAX_CUSTOM_ROUND_GAMES,
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  MESSAGES,
  MIN_CUSTOM_ROUND_GAMES,
  characterCount,
  validateCustomPlayoffRound,
  validateTextLength,
  type CustomPlayoffRoundDraft,
} from 'shared-domain';
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

/**
 * Add Playoff Round (spec §4, §5): a named round with 1–20 games and an optional description. A
 * missing name gets the spec's alert; a name over 100 or a description over 2,000 characters is
 * refused next to its field.
 */
export function AddRoundForm({ busy, onComplete, onCancel }: AddRoundFormProps) {
  const { register, handleSubmit, watch, formState } = useForm<RoundDraft>({
    defaultValues: { name: '', quantityOfGames: '1', description: '' },
  });
  const nameError = formState.errors.name?.message;
  const nameMissing = nameError === MESSAGES.roundNameRequired;
  return (
    <form className={styles.addForm} onSubmit={handleSubmit(onComplete)} noValidate aria-label="Add playoff round">
      <div className={layout.grid2}>
        <TextField
          label="Round Name"
          placeholder="e.g. Semi-finals"
          error={nameMissing ? undefined : nameError}
          counter={characterCount(watch('name'), MAX_NAME_LENGTH)}
          {...register('name', { validate: (name) => validateCustomPlayoffRound({ name }) ?? validateTextLength('Round name', name, MAX_NAME_LENGTH) ?? true })}
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
      <TextField
        label="Description"
        error={formState.errors.description?.message}
        counter={characterCount(watch('description'), MAX_DESCRIPTION_LENGTH)}
        {...register('description', { validate: (text) => validateTextLength('Description', text, MAX_DESCRIPTION_LENGTH) ?? true })}
      />
      {nameMissing && <Alert tone="error">{nameError}</Alert>}
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
