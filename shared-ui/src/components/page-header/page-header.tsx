import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import './page-header.css';

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's <h1>. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links on the right; they wrap under the title on narrow screens. */
  actions?: ReactNode;
  /** Shown before the title, e.g. a logo (EntityAvatar). */
  leading?: ReactNode;
  /** Above the title, e.g. a "Back" link or a badge. */
  eyebrow?: ReactNode;
}

/** The title block at the top of a screen. */
export function PageHeader({ title, subtitle, actions, leading, eyebrow, className, ...rest }: PageHeaderProps) {
  return (
    <div {...rest} className={cx('ft-page-header', className)}>
      {eyebrow != null ? <div className="ft-page-header__eyebrow">{eyebrow}</div> : null}
      <div className="ft-page-header__row">
        {leading != null ? <div className="ft-page-header__leading">{leading}</div> : null}
        <div className="ft-page-header__text">
          <h1 className="ft-page-header__title">{title}</h1>
          {/* A div, not a <p>: subtitles may hold lists (team colours) or blocks. */}
          {subtitle != null ? <div className="ft-page-header__subtitle">{subtitle}</div> : null}
        </div>
        {actions != null ? <div className="ft-page-header__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
