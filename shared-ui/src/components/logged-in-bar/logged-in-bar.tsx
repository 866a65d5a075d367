import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../button/button';
import { SwitchIcon } from '../icons/icons';
import './logged-in-bar.css';

export interface LoggedInBarProps extends HTMLAttributes<HTMLElement> {
  /** Text before the identity. */
  label?: ReactNode;
  /** Identity shown as a badge, e.g. <Badge tone="accent">SUPERADMIN</Badge>. Takes precedence over `organizerName`. */
  badge?: ReactNode;
  /** Identity shown as a name (the selected organizer). */
  organizerName?: ReactNode;
  /** Shows a button to switch organizer, calling this. */
  onSwitchOrganizer?: () => void;
  /** Text of the switch button. */
  switchOrganizerLabel?: string;
  /** Navigation links, wrapped in a labelled <nav>. Style them with `navLinkClassName()`. */
  links?: ReactNode;
  navLabel?: string;
  /** Controls at the end, e.g. the ThemeToggle. */
  actions?: ReactNode;
}

/**
 * The header shown to a signed-in user: who they are (a badge or the organizer's name, with a switch
 * button), navigation links and actions. A semantic <header>, like AppHeader, which it replaces.
 */
export function LoggedInBar({
  label = 'Logged in as',
  badge,
  organizerName,
  onSwitchOrganizer,
  switchOrganizerLabel = 'Switch organizer',
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
          {onSwitchOrganizer ? (
            <Button variant="ghost" size="sm" iconStart={<SwitchIcon />} onClick={onSwitchOrganizer}>
              {switchOrganizerLabel}
            </Button>
          ) : null}
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
