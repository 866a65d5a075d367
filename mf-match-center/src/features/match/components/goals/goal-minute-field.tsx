import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useFormDraft } from 'shared-data/editing';
import { goalMinuteChange } from 'shared-domain';
import { TextField } from 'shared-ui';

const asText = (minute: number) => (minute > 0 ? String(minute) : '');

/**
 * A goal's minute, saved when the field is left or Enter is pressed (spec §5: 1..120). Anything else
 * is refused with a message and nothing is saved; an unchanged minute saves nothing. A minute typed and
 * not saved is kept as a draft of this goal (issue 22); restored, it is checked at once, so a refused one
 * shows its message rather than passing for the stored minute.
 */
export function GoalMinuteField({ goalId, minute, onSave }: { goalId: string; minute: number; onSave: (minute: number) => void }) {
  const form = useForm<{ minute: string }>({
    defaultValues: { minute: asText(minute) },
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, formState, trigger } = form;
  const { restored } = useFormDraft(form, { form: 'match-goal-minute', itemId: goalId });
  useEffect(() => {
    if (restored) void trigger('minute');
  }, [restored, trigger]);
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
