import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readWholeNumber } from './whole-number-field';

const NUMBER = { label: 'Number', min: 0, max: 999 };
const refused = { ok: false, error: 'Number must be a whole number from 0 to 999.' };

describe('whole-number fields: empty means unset, bad text is refused, never cleared', () => {
  it.each([
    { text: '9', expected: { ok: true, value: 9 } },
    { text: ' 10 ', expected: { ok: true, value: 10 } },
    { text: '0', expected: { ok: true, value: 0 } },
    { text: '007', expected: { ok: true, value: 7 } },
    { text: '999', expected: { ok: true, value: 999 } },
    { text: '', expected: { ok: true, value: null } },
    { text: '  ', expected: { ok: true, value: null } },
    { text: '9x', expected: refused },
    { text: 'x', expected: refused },
    { text: '-1', expected: refused },
    { text: '7.5', expected: refused },
    { text: '1e2', expected: refused },
    { text: '1000', expected: refused },
    { text: '9'.repeat(40), expected: refused },
  ])('"$text" → $expected', ({ text, expected }) => expect(readWholeNumber(text, NUMBER)).toEqual(expected));

  it('reads back every number in range as it is written', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), (n) => {
        expect(readWholeNumber(String(n), NUMBER)).toEqual({ ok: true, value: n });
      }),
    );
  });

  it('never turns text with anything but digits into a value', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((s) => /[^\d\s]/.test(s)), (text) => {
        expect(readWholeNumber(text, NUMBER).ok).toBe(false);
      }),
    );
  });

  it('words its message from the field', () => {
    expect(readWholeNumber('2x', { label: 'Goals', min: 0, max: 99 })).toEqual({ ok: false, error: 'Goals must be a whole number from 0 to 99.' });
  });
});
