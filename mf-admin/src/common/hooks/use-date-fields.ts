import { useRef } from 'react';
import type { FieldPath, FieldValues, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { CALENDAR_DATE_MESSAGES } from 'shared-domain';

/** The rule of one date field: null when its text (a `YYYY-MM-DD` or empty) may be saved, else why not. */
type DateRule<T> = (text: string, values: T) => string | null;

/**
 * Registers date inputs (`<input type="date">`) with a rule. A browser hands a half-typed date to
 * scripts as '' (exactly like a cleared field), so on its own a typo would clear the stored date; the
 * input still knows its text did not parse (`validity.badInput`), and such a field is refused with
 * "Enter a valid date." until it is completed or really cleared.
 */
export function useDateFields<T extends FieldValues>(register: UseFormRegister<T>) {
  const inputs = useRef(new Map<string, HTMLInputElement>());
  return <N extends FieldPath<T>>(name: N, rule: DateRule<T>): UseFormRegisterReturn<N> => {
    const registered = register(name, {
      validate: (value: unknown, values: T) => {
        if (inputs.current.get(name)?.validity?.badInput) return CALENDAR_DATE_MESSAGES.invalidDate;
        return rule(typeof value === 'string' ? value : '', values) ?? true;
      },
    });
    return {
      ...registered,
      ref: (input: HTMLInputElement | null) => {
        registered.ref(input);
        if (input) inputs.current.set(name, input);
        else inputs.current.delete(name);
      },
    };
  };
}
