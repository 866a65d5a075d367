import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import './badge.css';

export type BadgeTone = 'neutral' | 'accent' | 'warning' | 'danger' | 'success';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  children: ReactNode;
}

/** A short label: a role ("SUPERADMIN"), a state ("Qualified"), a count. Its text is shown as given. */
export function Badge({ tone = 'neutral', className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={cx('ft-badge', `ft-badge--${tone}`, className)}>
      {children}
    </span>
  );
}
