import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from 'shared-ui';
import styles from './check-option.module.css';

export interface CheckOptionProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** The checkbox's accessible name. */
  label: ReactNode;
  /** Shown before the text but hidden from assistive technology (e.g. team colours). */
  decoration?: ReactNode;
  /** Placed in a row of labelled fields: aligned with their controls. */
  besideFields?: boolean;
}

/** A labelled checkbox; the input takes register()'s props or controlled ones. */
export function CheckOption({ label, decoration, besideFields, className, ...inputProps }: CheckOptionProps) {
  return (
    <label className={cx(styles.check, besideFields && styles.field, className)}>
      <input type="checkbox" {...inputProps} />
      {decoration !== undefined && <span aria-hidden="true">{decoration}</span>}
      <span className={styles.text}>{label}</span>
    </label>
  );
}
