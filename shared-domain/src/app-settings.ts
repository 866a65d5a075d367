import type { AppSettings, Theme } from './entities';

/** Default theme (spec §9). */
export const DEFAULT_THEME: Theme = 'dark';

/** Default background tint (spec §3, §9). */
export const DEFAULT_BACKGROUND_TINT = 0.5;

/** Both theme values (spec §2). */
export const THEMES: readonly Theme[] = ['dark', 'bright'];

/** Settings a fresh browser starts with. */
export const DEFAULT_APP_SETTINGS: Readonly<AppSettings> = { theme: DEFAULT_THEME, backgroundTint: DEFAULT_BACKGROUND_TINT };

/**
 * The theme the toggle switches to.
 * @example toggleTheme('dark') // 'bright'
 */
export function toggleTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'bright' : 'dark';
}

/**
 * Reads a stored theme value; anything unknown falls back to the default.
 * @example parseTheme('bright') // 'bright'
 * @example parseTheme('blue') // 'dark'
 */
export function parseTheme(value: unknown): Theme {
  return value === 'dark' || value === 'bright' ? value : DEFAULT_THEME;
}
