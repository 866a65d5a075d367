import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import { FieldShell, splitFieldProps, type FieldBaseProps } from '../field/field';

export interface TextAreaFieldProps extends FieldBaseProps, ComponentPropsWithRef<'textarea'> {}

/** A labelled <textarea> (descriptions, match reports). Resizes vertically only. */
export function TextAreaField({ rows = 4, className, ...props }: TextAreaFieldProps) {
  const [shell, textAreaProps] = splitFieldProps(props);
  return <FieldShell {...shell}>{(control) => <textarea {...textAreaProps} {...control} rows={rows} className={cx('ft-control', className)} />}</FieldShell>;
}
