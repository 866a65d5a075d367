import { cx } from '../../utils/cx';
import { otherTheme, type ThemeName } from '../../theme/theme';
import { MoonIcon, SunIcon } from '../icons/icons';
import './theme-toggle.css';

export interface ThemeToggleProps {
  /** The theme shown now. */
  theme: ThemeName;
  /** Called with the theme to switch to. */
  onToggle: (next: ThemeName) => void;
  className?: string;
}

/**
 * A button that switches between the dark and bright themes. Its accessible name says what it does
 * ("Switch to bright theme"); the icon shows the theme it switches to.
 */
export function ThemeToggle({ theme, onToggle, className }: ThemeToggleProps) {
  const next = otherTheme(theme);
  const label = `Switch to ${next} theme`;
  return (
    <button
      type="button"
      className={cx('ft-theme-toggle', className)}
      aria-label={label}
      title={label}
      onClick={() => onToggle(next)}
    >
      {next === 'bright' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
