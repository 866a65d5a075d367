import type { ComponentPropsWithRef, HTMLInputTypeAttribute } from 'react';
import { cx } from '../../utils/cx';
import { Field, describedBy, isInvalid, useFieldIds, type FieldBaseProps } from '../field/field';

export interface TextFieldProps extends FieldBaseProps, Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** A text-like type (text, email, password, search, number, date, time, url, tel) or `color`. */
  type?: Exclude<HTMLInputTypeAttribute, 'checkbox' | 'radio' | 'file' | 'hidden' | 'button' | 'submit' | 'reset' | 'image' | 'range'>;
}

/**
 * A labelled <input>. The label is tied with <label for>, so `getByLabelText('Email')` finds the input;
 * hint and error become its description.
 */
export function TextField({
  label,
  hint,
  error,
  hideLabel,
  fieldClassName,
  id,
  type = 'text',
  className,
  required,
  'aria-describedby': ownDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      required={required}
      fieldClassName={fieldClassName}
    >
      <input
        {...inputProps}
        id={ids.id}
        type={type}
        required={required}
        className={cx('ft-control', className)}
        aria-invalid={isInvalid(error) || undefined}
        aria-describedby={describedBy(ids, hint, error, ownDescribedBy)}
      />
    </Field>
  );
}
