import type { ComponentPropsWithRef, HTMLInputTypeAttribute } from 'react';
import { cx } from '../../utils/cx';
import { FieldShell, splitFieldProps, type FieldBaseProps } from '../field/field';

export interface TextFieldProps extends FieldBaseProps, Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** A text-like type (text, email, password, search, number, date, time, url, tel) or `color`. */
  type?: Exclude<HTMLInputTypeAttribute, 'checkbox' | 'radio' | 'file' | 'hidden' | 'button' | 'submit' | 'reset' | 'image' | 'range'>;
}

/**
 * A labelled <input>. The label is tied with <label for>, so `getByLabelText('Email')` finds the input;
 * hint and error become its description.
 */
export function TextField({ type = 'text', className, ...props }: TextFieldProps) {
  const [shell, inputProps] = splitFieldProps(props);
  return <FieldShell {...shell}>{(control) => <input {...inputProps} {...control} type={type} className={cx('ft-control', className)} />}</FieldShell>;
}
