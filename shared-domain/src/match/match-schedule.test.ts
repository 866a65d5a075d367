import { describe, expect, it } from 'vitest';
import { datePickerYearRange, timeForChosenDate, timeOptions } from './match-schedule';

describe('default time 12:00 when a date is chosen without one (spec §5)', () => {
  it.each([
    { time: undefined, expected: '12:00' },
    { time: null, expected: '12:00' },
    { time: '', expected: '12:00' },
    { time: '  ', expected: '12:00' },
    { time: '18:45', expected: '18:45' },
  ])('$time → $expected', ({ time, expected }) => expect(timeForChosenDate(time)).toBe(expected));
});

describe('time picker in 15-minute steps (spec §2, §9)', () => {
  it('has a 15-minute step and 96 options', () => {
    const options = timeOptions();
    expect(options).toHaveLength(96);
    expect(options.slice(0, 5)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00']);
    expect(options.at(-1)).toBe('23:45');
    expect(options).toContain('12:00');
  });
});

describe('date picker years: from 2 years back, 10 years (spec §2)', () => {
  it.each([
    { year: 2025, from: 2023, to: 2032 },
    { year: 2000, from: 1998, to: 2007 },
  ])('$year → $from..$to', ({ year, from, to }) => {
    expect(datePickerYearRange(year)).toEqual({ fromYear: from, toYear: to });
  });
});
