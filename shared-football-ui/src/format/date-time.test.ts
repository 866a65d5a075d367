import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate } from './date-time';

const en = { locale: 'en-US' };
const de = { locale: 'de-DE' };
// Built from local parts so the expected texts hold in every time zone the tests run in.
const localInstant = new Date(2024, 2, 5, 18, 30).toISOString();
const lateEvening = new Date(2024, 2, 5, 23, 45).toISOString();
const unusable = [undefined, null, '', 'garbage', '2024-02-30', '2024-13-01', '2024-3-5', '5 March 2024'];

describe('formatDate', () => {
  it.each([
    { value: '2024-03-05', style: 'medium', options: en, text: 'Mar 5, 2024' },
    { value: '2024-03-05', style: 'full', options: en, text: 'Tuesday, March 5, 2024' },
    { value: '2024-03-05', style: 'numeric', options: en, text: '3/5/2024' },
    { value: '2024-03-05', style: 'medium', options: de, text: '05.03.2024' },
    { value: '2024-12-31', style: 'medium', options: en, text: 'Dec 31, 2024' },
    // A bare day is a calendar day: never shifted by the time zone. A date-time is its local day.
    { value: lateEvening, style: 'medium', options: en, text: 'Mar 5, 2024' },
    { value: '2024-03-05T10:00:00.000Z', style: 'numeric', options: en, text: new Date(Date.UTC(2024, 2, 5, 10)).toLocaleDateString('en-US') },
    { value: localInstant, style: 'full', options: en, text: 'Tuesday, March 5, 2024' },
  ] as const)('$value as $style ($options.locale) is "$text"', ({ value, style, options, text }) => {
    expect(formatDate(value, style, options)).toBe(text);
  });

  it('uses the medium style by default', () => {
    expect(formatDate('2024-03-05', undefined, en)).toBe('Mar 5, 2024');
  });

  it("writes the reader's locale when none is given", () => {
    expect(formatDate('2024-03-05')).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(2024, 2, 5)));
  });

  it.each(unusable)('gives null for %j', (value) => {
    expect(formatDate(value, 'medium', en)).toBeNull();
  });
});

describe('formatCalendarDate', () => {
  it.each([
    { value: '1990-07-01', text: 'Jul 1, 1990' },
    // The time part never moves a birthday, whatever the zone it was saved in.
    { value: '1990-07-01T23:00:00.000Z', text: 'Jul 1, 1990' },
    { value: '1990-07-01T00:00:00-05:00', text: 'Jul 1, 1990' },
  ])('$value is "$text"', ({ value, text }) => {
    expect(formatCalendarDate(value, en)).toBe(text);
  });

  it.each(unusable)('gives null for %j', (value) => {
    expect(formatCalendarDate(value, en)).toBeNull();
  });
});
