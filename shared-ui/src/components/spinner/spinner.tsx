import { cx } from '../../utils/cx';
import './spinner.css';

export interface SpinnerProps {
  /** `sm` follows the surrounding font size; `lg` is for panels. */
  size?: 'sm' | 'lg';
  className?: string;
}

/** A decorative spinning ring. Pair it with visible or live text: it announces nothing by itself. */
export function Spinner({ size = 'sm', className }: SpinnerProps) {
  return <span className={cx('ft-spinner', size === 'lg' && 'ft-spinner--lg', className)} aria-hidden="true" />;
}
