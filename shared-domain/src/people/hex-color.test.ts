import { describe, expect, it } from 'vitest';
import { isHexColor } from './hex-color';

describe('isHexColor: the colours the picker writes, nothing else', () => {
  it.each(['#3B82F6', '#ef4444', '#d00000', '#000000', '#FFFFFF', '#aBc123'])('accepts %s', (value) => {
    expect(isHexColor(value)).toBe(true);
  });

  it.each([
    ['three digits (the picker never writes them; normalizeTeamColors drops them)', '#fff'],
    ['eight digits (alpha)', '#3B82F6FF'],
    ['four digits', '#ffff'],
    ['no hash', '3B82F6'],
    ['a colour name', 'red'],
    ['a CSS function', 'rgb(0,0,0)'],
    ['CSS injection', '#000000;background:url(https://x.io/a)'],
    ['a trailing newline', '#000000\n'],
    ['surrounding spaces', ' #000000 '],
    ['non-hex digits', '#GGGGGG'],
    ['empty', ''],
  ])('refuses %s', (_what, value) => {
    expect(isHexColor(value)).toBe(false);
  });
});
