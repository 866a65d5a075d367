import { DEFAULT_THEME as DOMAIN_DEFAULT, THEMES as DOMAIN_THEMES, isTheme, toggleTheme } from 'shared-domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, THEMES, applyTheme, isThemeName, otherTheme } from './theme';

describe('theme helpers', () => {
  it("are shared-domain's theme rule, not a copy of it", () => {
    expect(isThemeName).toBe(isTheme);
    expect(otherTheme).toBe(toggleTheme);
    expect(THEMES).toBe(DOMAIN_THEMES);
    expect(DEFAULT_THEME).toBe(DOMAIN_DEFAULT);
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
