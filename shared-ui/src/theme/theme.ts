import type { Theme } from 'shared-domain';

/**
 * The theme rule (names, default, toggle, parsing) is shared-domain's (app/theme.ts). The kit re-exports
 * it under the names its components, stories and Storybook have always used, and adds only what needs
 * the DOM.
 */
export { DEFAULT_THEME, THEMES, isTheme as isThemeName, toggleTheme as otherTheme, type Theme as ThemeName } from 'shared-domain';

/**
 * Applies a theme by setting `data-theme` on an element, the document root by default.
 *
 * @example applyTheme('bright') // <html data-theme="bright">
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
}
