/** The two themes of the product, applied as `data-theme` on the document root. */
export type ThemeName = 'dark' | 'bright';

export const THEMES: readonly ThemeName[] = ['dark', 'bright'];

/** Dark is what a page without `data-theme` shows. */
export const DEFAULT_THEME: ThemeName = 'dark';

/**
 * Narrows an unknown value (a stored preference, a URL parameter) to a theme name.
 *
 * @example isThemeName('bright') // true
 * @example isThemeName('light') // false
 */
export function isThemeName(value: unknown): value is ThemeName {
  return value === 'dark' || value === 'bright';
}

/**
 * The theme a toggle switches to.
 *
 * @example otherTheme('dark') // 'bright'
 */
export function otherTheme(theme: ThemeName): ThemeName {
  return theme === 'dark' ? 'bright' : 'dark';
}

/**
 * Applies a theme by setting `data-theme` on an element, the document root by default.
 *
 * @example applyTheme('bright') // <html data-theme="bright">
 */
export function applyTheme(theme: ThemeName, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
}
