import { createStore } from 'jotai';
import { THEME_STORAGE_KEY } from 'shared-domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredTheme, themeAtom, toggleThemeAtom } from './theme-atoms';
import { themeStorage } from './theme-storage';

describe('theme', () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('defaults to dark, including for unknown stored values', () => {
    expect(readStoredTheme()).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'neon');
    expect(readStoredTheme()).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'bright');
    expect(readStoredTheme()).toBe('bright');
  });

  it('reads and writes the bare theme name that browsers already hold, not JSON', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'bright');
    expect(themeStorage.getItem(THEME_STORAGE_KEY)).toBe('bright');
    themeStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    themeStorage.removeItem(THEME_STORAGE_KEY);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('toggling applies the theme on the document root and persists it', () => {
    const store = createStore();
    store.set(themeAtom, 'dark');
    store.set(toggleThemeAtom);
    expect(store.get(themeAtom)).toBe('bright');
    expect(document.documentElement.dataset.theme).toBe('bright');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('bright');
    store.set(toggleThemeAtom);
    expect(store.get(themeAtom)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('keeps working for the page when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('storage disabled');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('storage disabled');
    });
    expect(readStoredTheme()).toBe('dark');
    const store = createStore();
    store.set(toggleThemeAtom);
    expect(store.get(themeAtom)).toBe('bright');
    expect(document.documentElement.dataset.theme).toBe('bright');
  });
});
