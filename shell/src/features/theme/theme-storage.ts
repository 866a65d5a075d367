import { parseTheme, type Theme } from 'shared-domain';

/**
 * localStorage for the theme atom. The value is stored as the bare theme name ('bright'), the format
 * browsers have held since the first release, not as JSON; what is missing, unknown or unreadable reads
 * as shared-domain's default. Storage can be unavailable (privacy modes, quotas): then the choice lasts
 * for this page only.
 */
export const themeStorage = {
  getItem(key: string): Theme {
    try {
      return parseTheme(localStorage.getItem(key));
    } catch {
      return parseTheme(null);
    }
  },
  setItem(key: string, theme: Theme): void {
    try {
      localStorage.setItem(key, theme);
    } catch {
      // Kept in memory by the atom; nothing else to do.
    }
  },
  removeItem(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing stored that could be removed.
    }
  },
};
