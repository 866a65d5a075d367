import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import './app-header.css';

export interface AppHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Product name; pass a router link to make it lead home. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Navigation links, wrapped in a labelled <nav>. Style them with `navLinkClassName()`. */
  nav?: ReactNode;
  /** Accessible name of the <nav>. */
  navLabel?: string;
  /** Controls at the end, e.g. the ThemeToggle. */
  actions?: ReactNode;
  /** A logo before the title. */
  logo?: ReactNode;
}

/** The page banner: a semantic <header> with brand, navigation and actions. Sticks to the top. */
export function AppHeader({
  title,
  subtitle,
  nav,
  navLabel = 'Main',
  actions,
  logo,
  className,
  ...rest
}: AppHeaderProps) {
  return (
    <header {...rest} className={cx('ft-app-header', nav == null && 'ft-app-header--no-nav', className)}>
      <div className="ft-app-header__inner">
        <div className="ft-app-header__brand">
          {logo != null ? <div className="ft-app-header__logo">{logo}</div> : null}
          <div className="ft-app-header__brand-text">
            <div className="ft-app-header__title">{title}</div>
            {subtitle != null ? <div className="ft-app-header__subtitle">{subtitle}</div> : null}
          </div>
        </div>
        {nav != null ? (
          <nav className="ft-app-header__nav" aria-label={navLabel}>
            {nav}
          </nav>
        ) : null}
        {actions != null ? <div className="ft-app-header__actions">{actions}</div> : null}
      </div>
    </header>
  );
}
