import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { Spinner } from '../spinner/spinner';
import './loading-panel.css';

export interface LoadingPanelProps extends HTMLAttributes<HTMLDivElement> {
  /** What is loading. */
  text?: string;
  /** Inline, for small areas (a card body, a table); otherwise it fills a page section. */
  compact?: boolean;
}

/** A spinner with text, announced politely (role="status"). */
export function LoadingPanel({ text = 'Loading...', compact = false, className, ...rest }: LoadingPanelProps) {
  return (
    <div {...rest} role="status" className={cx('ft-loading-panel', compact && 'ft-loading-panel--compact', className)}>
      <Spinner size={compact ? 'sm' : 'lg'} />
      <span className="ft-loading-panel__text">{text}</span>
    </div>
  );
}
