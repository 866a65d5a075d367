import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, THEMES, applyTheme, isThemeName, otherTheme } from './theme';

describe('theme helpers', () => {
  it.each([
    ['dark', true],
    ['bright', true],
    ['light', false],
    ['', false],
    [null, false],
    [undefined, false],
    [1, false],
  ])('isThemeName(%j) is %s', (value, expected) => {
    expect(isThemeName(value)).toBe(expected);
  });

  it('toggles between the two themes', () => {
    expect(otherTheme('dark')).toBe('bright');
    expect(otherTheme('bright')).toBe('dark');
    expect(THEMES).toEqual(['dark', 'bright']);
    expect(DEFAULT_THEME).toBe('dark');
  });

  it('applies a theme on the document root by default', () => {
    applyTheme('bright');
    expect(document.documentElement.getAttribute('data-theme')).toBe('bright');
    const element = document.createElement('div');
    applyTheme('dark', element);
    expect(element.getAttribute('data-theme')).toBe('dark');
    document.documentElement.removeAttribute('data-theme');
  });
});
