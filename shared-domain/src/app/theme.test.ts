import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, THEMES, isTheme, parseTheme, toggleTheme } from './theme';

describe('the theme rule (spec §2, §9)', () => {
  it('knows two themes and starts dark', () => {
    expect(THEMES).toEqual(['dark', 'bright']);
    expect(DEFAULT_THEME).toBe('dark');
  });

  it.each([
    { value: 'dark', theme: true },
    { value: 'bright', theme: true },
    { value: 'light', theme: false },
    { value: 'Dark', theme: false },
    { value: '', theme: false },
    { value: null, theme: false },
    { value: undefined, theme: false },
    { value: 1, theme: false },
  ])('isTheme($value) is $theme', ({ value, theme }) => expect(isTheme(value)).toBe(theme));

  it.each([
    { theme: 'dark' as const, expected: 'bright' },
    { theme: 'bright' as const, expected: 'dark' },
  ])('toggles $theme to $expected', ({ theme, expected }) => expect(toggleTheme(theme)).toBe(expected));

  it.each([
    { value: 'dark', expected: 'dark' },
    { value: 'bright', expected: 'bright' },
    { value: 'light', expected: 'dark' },
    { value: '"bright"', expected: 'dark' },
    { value: null, expected: 'dark' },
    { value: undefined, expected: 'dark' },
  ])('reads stored $value as $expected', ({ value, expected }) => expect(parseTheme(value)).toBe(expected));
});
