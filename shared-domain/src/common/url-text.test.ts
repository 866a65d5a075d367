import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodedUrlText } from './url-text';

describe('decodedUrlText', () => {
  it.each([
    ['/My%20League/t1', '/My League/t1'],
    ['/caf%C3%A9%20united', '/café united'],
    ['/100%25%20FC', '/100% FC'],
    ['/a%2Fb', '/a/b'],
    ['/plain/path?q=1', '/plain/path?q=1'],
  ])('%s reads as %s', (typed, shown) => {
    expect(decodedUrlText(typed)).toBe(shown);
  });

  // Cut short, not hex, a lone %, a broken UTF-8 sequence: each stays as typed, the rest is decoded.
  it.each([
    ['/bad%E0%A4%A', '/bad%E0%A4%A'],
    ['/x%G1y', '/x%G1y'],
    ['/50%', '/50%'],
    ['/%C3%28/ok%20here', '/%C3%28/ok here'],
  ])('the malformed %s reads as %s', (typed, shown) => {
    expect(decodedUrlText(typed)).toBe(shown);
  });

  it('gives back any text the browser encoded', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        expect(decodedUrlText(encodeURIComponent(text))).toBe(text);
      }),
    );
  });

  it('never throws, whatever was typed', () => {
    const typed = fc.array(fc.constantFrom('%', 'E0', 'A4', 'C3', '28', 'zz', '/', 'a', '%2', '%25'), { maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(typed, (text) => {
        expect(typeof decodedUrlText(text)).toBe('string');
      }),
    );
  });
});
