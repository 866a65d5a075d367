import { useEffect, useState } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';
import type { FormMessage } from '../components/save-message';

/**
 * The message under a form about its last save. Any edit by the user clears it: it spoke about values
 * that are no longer what the form shows. Resets after a save (type undefined) keep it.
 */
export function useFormMessage<T extends FieldValues>(watch: UseFormWatch<T>) {
  const [message, setMessage] = useState<FormMessage>(null);
  useEffect(() => {
    const subscription = watch((_values, { type }) => {
      if (type === 'change') setMessage(null);
    });
    return () => subscription.unsubscribe();
  }, [watch]);
  return [message, setMessage] as const;
}
