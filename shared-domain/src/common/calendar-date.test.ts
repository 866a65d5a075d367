import { describe, expect, it } from 'vitest';
import { BIRTH_DATE_RANGE, FOUNDED_DATE_RANGE, calendarDateError, optionalDateError } from './calendar-date';

describe('calendar dates', () => {
  it.each([
    { text: '2000-07-21', expected: null },
    { text: '2024-02-29', expected: null },
    { text: '1900-01-01', expected: null },
    { text: '2100-12-31', expected: null },
    { text: '2023-02-29', expected: 'Enter a valid date.' },
    { text: '2000-13-01', expected: 'Enter a valid date.' },
    { text: '2000-04-31', expected: 'Enter a valid date.' },
    { text: '21/07/2000', expected: 'Enter a valid date.' },
    { text: '2000-7-21', expected: 'Enter a valid date.' },
    { text: '', expected: 'Enter a valid date.' },
    { text: '1899-12-31', expected: 'Choose a date between 1900 and 2100.' },
    { text: '2101-01-01', expected: 'Choose a date between 1900 and 2100.' },
    { text: '0099-01-01', expected: 'Choose a date between 1900 and 2100.' },
  ])('"$text" as a date of birth → $expected', ({ text, expected }) => expect(calendarDateError(text, BIRTH_DATE_RANGE)).toBe(expected));

  it('takes clubs founded in the 19th century', () => {
    expect(calendarDateError('1857-10-24', FOUNDED_DATE_RANGE)).toBeNull();
    expect(calendarDateError('1799-12-31', FOUNDED_DATE_RANGE)).toBe('Choose a date between 1800 and 2100.');
  });

  it.each([
    { text: '', expected: null },
    { text: '   ', expected: null },
    { text: undefined, expected: null },
    { text: ' 2000-07-21 ', expected: null },
    { text: '2000-02-30', expected: 'Enter a valid date.' },
  ])('an optional date "$text" → $expected', ({ text, expected }) => expect(optionalDateError(text, BIRTH_DATE_RANGE)).toBe(expected));
});
