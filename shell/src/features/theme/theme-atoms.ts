import { atom } from 'jotai';

export type Theme = 'dark' | 'bright';

/** Storage key of the theme setting (spec §3 "App settings"). */
export const THEME_KEY = 'theme';

/** Anything but a stored "bright" means the default dark theme (spec §9). */
export function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(THEME_KEY) === 'bright' ? 'bright' : 'dark';
  } catch {
    return 'dark';
  }
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

export const themeAtom = atom<Theme>(readStoredTheme());

/** Flips the theme, applies it on the document root and remembers it across reloads. */
export const toggleThemeAtom = atom(null, (get, set) => {
  const next: Theme = get(themeAtom) === 'dark' ? 'bright' : 'dark';
  set(themeAtom, next);
  applyTheme(next);
  try {
    localStorage.setItem(THEME_KEY, next);
  } catch {
    // Without storage the choice lasts for this page only.
  }
});
