import { MAX_TEAM_COLORS, addTeamColor, removeTeamColor } from 'shared-domain';
import { Button, cx } from 'shared-ui';
import layout from '../styles/layout.module.css';
import styles from './team-colors-field.module.css';

export interface TeamColorsFieldProps {
  colors: readonly string[];
  onChange: (colors: string[]) => void;
  /** The remove button's text (the create form says "Remove", the detail form names the colour). */
  removeLabel: string;
  /** Also writes each colour's hex code next to its picker. */
  showHex?: boolean;
}

/**
 * A team's colours (spec §5, §9): one or two pickers, the first defaults to blue, an added one to red.
 * Colours are kept as upper-case #RRGGBB; the picker itself only takes lower case.
 */
export function TeamColorsField({ colors, onChange, removeLabel, showHex = false }: TeamColorsFieldProps) {
  const setColor = (index: number, value: string) => onChange(colors.map((c, i) => (i === index ? value.toUpperCase() : c)));
  return (
    <fieldset className={styles.colors}>
      <legend>Colors</legend>
      {colors.map((color, index) => (
        <div key={index} className={styles.color}>
          <label className={styles.label}>
            <span>{index === 0 ? 'Primary color' : 'Secondary color'}</span>
            <input type="color" value={color.toLowerCase()} onChange={(e) => setColor(index, e.target.value)} />
          </label>
          {showHex && (
            <span className={cx(layout.muted, styles.hex)} aria-hidden="true">
              {color.toUpperCase()}
            </span>
          )}
          {index > 0 && (
            <Button type="button" size="sm" variant="ghost" onClick={() => onChange(removeTeamColor(colors, index))}>
              {removeLabel}
            </Button>
          )}
        </div>
      ))}
      {colors.length < MAX_TEAM_COLORS && (
        <Button type="button" size="sm" variant="secondary" onClick={() => onChange(addTeamColor(colors))}>
          Add Color
        </Button>
      )}
    </fieldset>
  );
}
