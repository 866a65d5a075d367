import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import { Field, describedBy, isInvalid, useFieldIds, type FieldBaseProps } from '../field/field';

export interface TextAreaFieldProps extends FieldBaseProps, ComponentPropsWithRef<'textarea'> {}

/** A labelled <textarea> (descriptions, match reports). Resizes vertically only. */
export function TextAreaField({
  label,
  hint,
  error,
  hideLabel,
  fieldClassName,
  id,
  className,
  required,
  rows = 4,
  'aria-describedby': ownDescribedBy,
  ...textAreaProps
}: TextAreaFieldProps) {
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
      <textarea
        {...textAreaProps}
        id={ids.id}
        rows={rows}
        required={required}
        className={cx('ft-control', className)}
        aria-invalid={isInvalid(error) || undefined}
        aria-describedby={describedBy(ids, hint, error, ownDescribedBy)}
      />
    </Field>
  );
}
