import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';

/** Text for assistive technology only (the `.ft-visually-hidden` class lives in base.css). */
export function VisuallyHidden({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span {...rest} className={cx('ft-visually-hidden', className)} />;
}
