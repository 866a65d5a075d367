import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import { FieldShell, splitFieldProps, type FieldBaseProps } from '../field/field';

interface SelectOption {
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
export function SelectField({ options, placeholder, className, ...props }: SelectFieldProps) {
  const [shell, selectProps] = splitFieldProps(props);
  return (
    <FieldShell {...shell}>
      {(control) => (
        <div className="ft-select">
          <select {...selectProps} {...control} className={cx('ft-control', className)}>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </FieldShell>
  );
}
