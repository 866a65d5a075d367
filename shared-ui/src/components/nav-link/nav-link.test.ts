import { describe, expect, it } from 'vitest';
import { navLinkClassName } from './nav-link';

describe('navLinkClassName', () => {
  it.each([
    [undefined, 'ft-nav-link'],
    [{ active: false }, 'ft-nav-link'],
    [{ active: true }, 'ft-nav-link ft-nav-link--active'],
    [{ active: true, className: 'x' }, 'ft-nav-link ft-nav-link--active x'],
  ])('%o → %s', (options, expected) => {
    expect(navLinkClassName(options)).toBe(expected);
  });
});
