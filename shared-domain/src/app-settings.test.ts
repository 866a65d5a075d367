import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_SETTINGS, DEFAULT_BACKGROUND_TINT, DEFAULT_THEME, parseTheme, toggleTheme } from './app-settings';
import { DEFAULT_SUPER_ADMIN_USERNAME } from './super-admin';

describe('app settings defaults (spec §3, §9)', () => {
  it('defaults to the dark theme', () => expect(DEFAULT_THEME).toBe('dark'));
  it('defaults the background tint to 0.5', () => expect(DEFAULT_BACKGROUND_TINT).toBe(0.5));
  it('starts a fresh browser with both defaults', () => expect(DEFAULT_APP_SETTINGS).toEqual({ theme: 'dark', backgroundTint: 0.5 }));
  it('names the default super admin superadmin', () => expect(DEFAULT_SUPER_ADMIN_USERNAME).toBe('superadmin'));
});

describe('theme toggle and parsing', () => {
  it.each([
    { theme: 'dark' as const, expected: 'bright' },
    { theme: 'bright' as const, expected: 'dark' },
  ])('toggles $theme to $expected', ({ theme, expected }) => expect(toggleTheme(theme)).toBe(expected));

  it.each([
    { value: 'dark', expected: 'dark' },
    { value: 'bright', expected: 'bright' },
    { value: 'light', expected: 'dark' },
    { value: null, expected: 'dark' },
  ])('reads stored $value as $expected', ({ value, expected }) => expect(parseTheme(value)).toBe(expected));
});
