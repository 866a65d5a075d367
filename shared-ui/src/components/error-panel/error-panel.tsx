import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../button/button';
import { AlertIcon, RetryIcon } from '../icons/icons';
import './error-panel.css';

export interface ErrorPanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  message?: ReactNode;
  /** Shows a retry button calling this. */
  onRetry?: () => void;
  /** Text of the retry button. */
  retryLabel?: string;
  /** Further controls, e.g. a "Go to Home" link. */
  actions?: ReactNode;
  headingLevel?: 1 | 2 | 3;
}

/**
 * A failure that replaces a section or a whole screen (a remote that did not load, a rendering error),
 * with a way out. role="alert" announces it.
 */
export function ErrorPanel({
  title,
  message,
  onRetry,
  retryLabel = 'Retry',
  actions,
  headingLevel = 2,
  className,
  ...rest
}: ErrorPanelProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...rest} role="alert" className={cx('ft-error-panel', className)}>
      <div className="ft-error-panel__icon" aria-hidden="true">
        <AlertIcon />
      </div>
      <Heading className="ft-error-panel__title">{title}</Heading>
      {message != null ? <p className="ft-error-panel__message">{message}</p> : null}
      {onRetry || actions != null ? (
        <div className="ft-error-panel__actions">
          {onRetry ? (
            <Button onClick={onRetry} iconStart={<RetryIcon />}>
              {retryLabel}
            </Button>
          ) : null}
          {actions}
        </div>
      ) : null}
    </div>
  );
}
