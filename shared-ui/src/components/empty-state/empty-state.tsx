import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import './empty-state.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** A button or link that resolves the emptiness ("Create ..."). */
  action?: ReactNode;
  /** A decorative illustration or emoji above the title. */
  icon?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** What a list or search shows when there is nothing to show, and what to do about it. */
export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 2,
  className,
  ...rest
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...rest} className={cx('ft-empty-state', className)}>
      {icon != null ? (
        <div className="ft-empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className="ft-empty-state__title">{title}</Heading>
      {description != null ? <p className="ft-empty-state__description">{description}</p> : null}
      {action != null ? <div className="ft-empty-state__action">{action}</div> : null}
    </div>
  );
}
