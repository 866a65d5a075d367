import { useForm } from 'react-hook-form';
import { useFormDraft } from 'shared-data/editing';
import { goalMinuteChange } from 'shared-domain';
import { TextField } from 'shared-ui';

const asText = (minute: number) => (minute > 0 ? String(minute) : '');

/**
 * A goal's minute, saved when the field is left or Enter is pressed (spec §5: 1..120). Anything else
 * is refused with a message and nothing is saved; an unchanged minute saves nothing. A minute typed and
 * not saved is kept as a draft of this goal (issue 22).
 */
export function GoalMinuteField({ goalId, minute, onSave }: { goalId: string; minute: number; onSave: (minute: number) => void }) {
  const form = useForm<{ minute: string }>({
    defaultValues: { minute: asText(minute) },
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, formState } = form;
  useFormDraft(form, { form: 'match-goal-minute', itemId: goalId });
  const commit = handleSubmit(({ minute: typed }) => {
    const change = goalMinuteChange(typed);
    if (typed !== asText(minute) && change.ok) onSave(change.minute);
  });
  const field = register('minute', {
    validate: (typed) => {
      if (typed === asText(minute)) return true;
      const change = goalMinuteChange(typed);
      return change.ok || change.error;
    },
    onBlur: () => void commit(),
  });
  return (
    <TextField
      label="Minute"
      type="number"
      inputMode="numeric"
      min={1}
      max={120}
      error={formState.errors.minute?.message}
      {...field}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          void commit();
        }
      }}
    />
  );
}
