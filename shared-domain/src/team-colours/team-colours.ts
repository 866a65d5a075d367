const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#0b1220';

/** sRGB channels 0..255 of `#rgb` or `#rrggbb`; null for anything else (colours are typed by people). */
function channels(hex: string): [number, number, number] | null {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const byte = (at: number) => parseInt(digits.slice(at, at + 2), 16);
  return [byte(0), byte(2), byte(4)];
}

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * Whether a stored team colour can be painted (a `#rgb` or `#rrggbb` hex).
 * @example isPaintableColour('#EF0107') // true
 * @example isPaintableColour('red') // false
 */
export function isPaintableColour(value: string | undefined): value is string {
  return value !== undefined && channels(value) !== null;
}

/**
 * White or near-black, whichever reads better on a team colour (higher WCAG contrast).
 * @example readableTextOn('#EF0107') // '#ffffff'
 * @example readableTextOn('#FDE100') // '#0b1220'
 */
export function readableTextOn(background: string): string {
  const rgb = channels(background);
  if (!rgb) return LIGHT_TEXT;
  const bg = luminance(rgb);
  return contrast(bg, 1) >= contrast(bg, luminance([11, 18, 32])) ? LIGHT_TEXT : DARK_TEXT;
}

/**
 * Up to two letters for a badge: the first letters of the first two words, upper-cased; "?" for a
 * blank name. Whole code points, so an accented or non-Latin first letter stays whole; words that do
 * not start with a letter or digit ("&", "-") are skipped, so "Brighton & Hove Albion" reads "BH".
 * @example teamInitials('Manchester United') // 'MU'
 * @example teamInitials('arsenal') // 'A'
 */
export function teamInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toLocaleUpperCase() || '?';
}
