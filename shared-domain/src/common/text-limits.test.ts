import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, characterCount, validateTextLength } from './text-limits';

describe('text limits (issue 11: names ≤ 100, descriptions ≤ 2,000)', () => {
  it('sets the limits the forms and the gateway share', () => {
    expect(MAX_NAME_LENGTH).toBe(100);
    expect(MAX_DESCRIPTION_LENGTH).toBe(2000);
  });

  it.each([
    { text: 'Rovers', expected: 6 },
    { text: '  Rovers  ', expected: 6 },
    { text: '⚽ FC', expected: 4 },
    { text: 'Zoë', expected: 3 },
  ])('"$text" counts $expected characters (trimmed, as a person counts them)', ({ text, expected }) => {
    expect(characterCount(text, expected)).toEqual({ count: expected, max: expected });
  });

  it.each([
    { label: 'Team name', max: 100, expected: 'Team name must be at most 100 characters.' },
    { label: 'Description', max: 2000, expected: 'Description must be at most 2,000 characters.' },
    { label: 'Notes', max: 1234567, expected: 'Notes must be at most 1,234,567 characters.' },
  ])('names the field and its limit: $expected', ({ label, max, expected }) => {
    expect(validateTextLength(label, 'x'.repeat(max + 1), max)).toBe(expected);
  });

  it.each([
    { text: 'x'.repeat(100), expected: null },
    { text: ` ${'x'.repeat(100)} `, expected: null },
    { text: 'x'.repeat(101), expected: 'First name must be at most 100 characters.' },
    { text: '⚽'.repeat(100), expected: null },
    { text: undefined, expected: null },
  ])('validates $text.length characters', ({ text, expected }) => expect(validateTextLength('First name', text, MAX_NAME_LENGTH)).toBe(expected));

  it('refuses exactly the texts longer than the limit, whatever they hold', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 140 }), fc.integer({ min: 1, max: 120 }), (text, max) => {
        const refused = validateTextLength('Name', text, max) !== null;
        expect(refused).toBe([...text.trim()].length > max);
      }),
    );
  });

  it.each([
    { length: 79, expected: null },
    { length: 80, expected: { count: 80, max: 100 } },
    { length: 100, expected: { count: 100, max: 100 } },
    { length: 130, expected: { count: 130, max: 100 } },
  ])('shows a counter from 80% of the limit: $length characters', ({ length, expected }) => {
    expect(characterCount('a'.repeat(length), 100)).toEqual(expected);
  });

  it('shows no counter for an empty field', () => expect(characterCount(undefined, 100)).toBeNull());
});
