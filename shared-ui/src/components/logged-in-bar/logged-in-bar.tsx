import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import './logged-in-bar.css';

export interface LoggedInBarProps extends HTMLAttributes<HTMLElement> {
  /** Text before the identity. */
  label?: ReactNode;
  /** Identity shown as a badge, e.g. <Badge tone="accent">SUPERADMIN</Badge>. Takes precedence over `organizerName`. */
  badge?: ReactNode;
  /** Identity shown as a name (the selected organizer). */
  organizerName?: ReactNode;
  /**
   * A control beside the identity that picks whose data is shown (the super admin's organizer picker).
   * There is no "switch" button that clears the identity: nobody can be left without one.
   */
  picker?: ReactNode;
  /** Navigation links, wrapped in a labelled <nav>. Style them with `navLinkClassName()`. */
  links?: ReactNode;
  navLabel?: string;
  /** Controls at the end, e.g. the ThemeToggle. */
  actions?: ReactNode;
}

/**
 * The header shown to a signed-in user: who they are (a badge or the organizer's name, and for the
 * super admin a picker), navigation links and actions. A semantic <header>, like AppHeader, which it replaces.
 */
export function LoggedInBar({
  label = 'Logged in as',
  badge,
  organizerName,
  picker,
  links,
  navLabel = 'Main',
  actions,
  className,
  ...rest
}: LoggedInBarProps) {
  return (
    <header {...rest} className={cx('ft-logged-in-bar', links == null && 'ft-logged-in-bar--no-nav', className)}>
      <div className="ft-logged-in-bar__inner">
        <div className="ft-logged-in-bar__identity">
          <span className="ft-logged-in-bar__label">{label}</span>
          {badge != null ? (
            badge
          ) : organizerName != null ? (
            <strong className="ft-logged-in-bar__name">{organizerName}</strong>
          ) : null}
          {picker != null ? <div className="ft-logged-in-bar__picker">{picker}</div> : null}
        </div>
        {links != null ? (
          <nav className="ft-logged-in-bar__nav" aria-label={navLabel}>
            {links}
          </nav>
        ) : null}
        {actions != null ? <div className="ft-logged-in-bar__actions">{actions}</div> : null}
      </div>
    </header>
  );
}
