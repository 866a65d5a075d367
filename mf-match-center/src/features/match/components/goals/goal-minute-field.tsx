import { useForm } from 'react-hook-form';
import { goalMinuteChange } from 'shared-domain';
import { TextField } from 'shared-ui';

const asText = (minute: number) => (minute > 0 ? String(minute) : '');

/**
 * A goal's minute, saved when the field is left or Enter is pressed (spec §5: 1..120). Anything else
 * is refused with a message and nothing is saved; an unchanged minute saves nothing.
 */
export function GoalMinuteField({ minute, onSave }: { minute: number; onSave: (minute: number) => void }) {
  const { register, handleSubmit, formState } = useForm<{ minute: string }>({
    defaultValues: { minute: asText(minute) },
    reValidateMode: 'onSubmit',
  });
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
