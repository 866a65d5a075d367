import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import './stat-tile.css';

export interface StatTileProps extends Omit<HTMLAttributes<HTMLDListElement>, 'children'> {
  label: ReactNode;
  value: ReactNode;
  /** A line under the value, e.g. a comparison. */
  hint?: ReactNode;
  /** A decorative icon or emoji. */
  icon?: ReactNode;
  /** `accent` highlights the value in pitch green. */
  tone?: 'default' | 'accent';
}

/**
 * One number with its label, for dashboards and summaries. A <dl> of its own, so screen readers read
 * "Teams, 12"; the value is shown large.
 */
export function StatTile({ label, value, hint, icon, tone = 'default', className, ...rest }: StatTileProps) {
  return (
    <dl {...rest} className={cx('ft-stat-tile', tone === 'accent' && 'ft-stat-tile--accent', className)}>
      <dt className="ft-stat-tile__label">
        {icon != null ? (
          <span className="ft-stat-tile__icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {label}
      </dt>
      <dd className="ft-stat-tile__value">{value}</dd>
      {hint != null ? <dd className="ft-stat-tile__hint">{hint}</dd> : null}
    </dl>
  );
}

/** The narrowest tile widths stat-tile.css has a rule for (`[data-min-tile-width="7.5rem"]`; 9rem without one). */
type StatTileMinWidth = '7rem' | '7.5rem' | '8rem' | '8.5rem' | '9rem';

export interface StatGridProps extends HTMLAttributes<HTMLDivElement> {
  /** Narrowest tile width before wrapping, 9rem unless said (an attribute the grid's rules read, not a style attribute: a server-rendered page's policy allows no inline style). */
  minTileWidth?: StatTileMinWidth;
}

/** A responsive grid of StatTiles. */
export function StatGrid({ minTileWidth, className, ...rest }: StatGridProps) {
  return <div {...rest} className={cx('ft-stat-grid', className)} data-min-tile-width={minTileWidth} />;
}
