import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import './team-colors.css';

export interface TeamColorsProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** One or two hex colours, e.g. ["#EF0107", "#FFFFFF"]. */
  colors: readonly string[];
  size?: 'sm' | 'md' | 'lg';
  /** Also write the hex codes next to the swatches. */
  showHex?: boolean;
  /** Accessible name of the list. */
  label?: string;
  /** Accessible name of one swatch; defaults to "Primary color #EF0107", "Secondary color #FFFFFF". */
  swatchLabel?: (color: string, index: number) => string;
}

const defaultSwatchLabel = (color: string, index: number): string =>
  `${index === 0 ? 'Primary color' : index === 1 ? 'Secondary color' : `Color ${index + 1}`} ${color}`;

/** A team's colours as swatches. Renders nothing for an empty list. */
export function TeamColors({
  colors,
  size = 'md',
  showHex = false,
  label = 'Team colors',
  swatchLabel = defaultSwatchLabel,
  className,
  ...rest
}: TeamColorsProps) {
  if (colors.length === 0) return null;
  return (
    <ul {...rest} className={cx('ft-team-colors', `ft-team-colors--${size}`, className)} aria-label={label}>
      {colors.map((color, index) => (
        <li key={`${index}-${color}`} className="ft-team-colors__item">
          {/* The colour is an SVG fill, not a style attribute: a server-rendered page's policy allows no inline style. */}
          <svg className="ft-team-colors__swatch" viewBox="0 0 2 2" role="img" aria-label={swatchLabel(color, index)}>
            <circle cx="1" cy="1" r="1" fill={color} />
          </svg>
          {showHex ? (
            <span className="ft-team-colors__hex" aria-hidden="true">
              {color.toUpperCase()}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
