import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import { Field, describedBy, isInvalid, useFieldIds, type FieldBaseProps } from '../field/field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldBaseProps, Omit<ComponentPropsWithRef<'select'>, 'children'> {
  options: readonly SelectOption[];
  /** A first option with the empty value, e.g. "Select a team". */
  placeholder?: string;
}

/** A labelled native <select>: keyboard, mobile pickers and screen readers work as users expect. */
export function SelectField({
  label,
  hint,
  error,
  hideLabel,
  fieldClassName,
  id,
  className,
  required,
  options,
  placeholder,
  'aria-describedby': ownDescribedBy,
  ...selectProps
}: SelectFieldProps) {
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
      <div className="ft-select">
        <select
          {...selectProps}
          id={ids.id}
          required={required}
          className={cx('ft-control', className)}
          aria-invalid={isInvalid(error) || undefined}
          aria-describedby={describedBy(ids, hint, error, ownDescribedBy)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </Field>
  );
}
