import { isOneOf } from '../common/is-one-of';

/** The two themes of spec §2, applied as `data-theme` on the document root. */
export type Theme = 'dark' | 'bright';

/** Both themes, in the order a picker offers them. */
export const THEMES: readonly Theme[] = ['dark', 'bright'];

/** Dark is the default (spec §9): a fresh browser, and any stored value we do not know, show it. */
export const DEFAULT_THEME: Theme = 'dark';

/**
 * Narrows an unknown value (a stored preference, a URL parameter) to a theme.
 * @example isTheme('bright') // true
 * @example isTheme('light') // false
 */
export function isTheme(value: unknown): value is Theme {
  return isOneOf(THEMES, value);
}

/**
 * Reads a stored theme value; anything unknown (or nothing) falls back to the default.
 * @example parseTheme('bright') // 'bright'
 * @example parseTheme('blue') // 'dark'
 */
export function parseTheme(value: unknown): Theme {
  return isTheme(value) ? value : DEFAULT_THEME;
}

/**
 * The theme the toggle switches to.
 * @example toggleTheme('dark') // 'bright'
 */
export function toggleTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'bright' : 'dark';
}
