import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { DEFAULT_THEME, THEME_STORAGE_KEY, toggleTheme, type Theme } from 'shared-domain';
import { applyTheme } from 'shared-ui';
import { themeStorage } from './theme-storage';

/**
 * The stored theme, for applying it before the first render (so the page never flashes the other theme).
 * @example applyTheme(readStoredTheme())
 */
export function readStoredTheme(): Theme {
  return themeStorage.getItem(THEME_STORAGE_KEY);
}

/** The theme the page shows, kept in localStorage; read at start-up so the first render is right. */
export const themeAtom = atomWithStorage<Theme>(THEME_STORAGE_KEY, DEFAULT_THEME, themeStorage, { getOnInit: true });

/** Flips the theme (shared-domain's rule), applies it on the document root and remembers it across reloads. */
export const toggleThemeAtom = atom(null, (get, set) => {
  const next = toggleTheme(get(themeAtom));
  set(themeAtom, next);
  applyTheme(next);
});
