import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { THEME_KEY, readStoredTheme, themeAtom, toggleThemeAtom } from './theme-atoms';

describe('theme', () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it('defaults to dark, including for unknown stored values', () => {
    expect(readStoredTheme()).toBe('dark');
    localStorage.setItem(THEME_KEY, 'neon');
    expect(readStoredTheme()).toBe('dark');
    localStorage.setItem(THEME_KEY, 'bright');
    expect(readStoredTheme()).toBe('bright');
  });

  it('toggling applies the theme on the document root and persists it', () => {
    const store = createStore();
    store.set(themeAtom, 'dark');
    store.set(toggleThemeAtom);
    expect(store.get(themeAtom)).toBe('bright');
    expect(document.documentElement.dataset.theme).toBe('bright');
    expect(localStorage.getItem(THEME_KEY)).toBe('bright');
    store.set(toggleThemeAtom);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
  });
});
