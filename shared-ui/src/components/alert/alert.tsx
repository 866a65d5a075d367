import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from '../icons/icons';
import './alert.css';

type AlertTone = 'error' | 'warning' | 'success' | 'info';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: AlertTone;
  /** Bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
  /** Accessible name of the close button. */
  dismissLabel?: string;
}

const icons = { error: AlertIcon, warning: AlertIcon, success: CheckCircleIcon, info: InfoIcon } as const;

/**
 * An inline message. Errors use role="alert" (announced at once); warnings, success and info use
 * role="status" (announced politely: a warning describes a state, not a failure that just happened).
 * Render it when the message appears, so that it is announced.
 */
export function Alert({
  tone = 'info',
  title,
  children,
  onDismiss,
  dismissLabel = 'Dismiss',
  className,
  ...rest
}: AlertProps) {
  const Icon = icons[tone];
  return (
    <div {...rest} role={tone === 'error' ? 'alert' : 'status'} className={cx('ft-alert', `ft-alert--${tone}`, className)}>
      <Icon className="ft-alert__icon" />
      <div className="ft-alert__content">
        {title != null ? <p className="ft-alert__title">{title}</p> : null}
        {children != null ? <div className="ft-alert__body">{children}</div> : null}
      </div>
      {onDismiss ? (
        <button type="button" className="ft-alert__dismiss" aria-label={dismissLabel} onClick={onDismiss}>
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
