import { describe, expect, it } from 'vitest';
import { isTimeOfDay, timeOfDay } from './time-of-day';

describe('timeOfDay', () => {
  it.each([
    ['00:00', { hour: 0, minute: 0 }],
    ['07:05', { hour: 7, minute: 5 }],
    ['19:30', { hour: 19, minute: 30 }],
    ['23:59', { hour: 23, minute: 59 }],
    ['24:00', null],
    ['12:60', null],
    ['7:05', null],
    ['19:30:00', null],
    [' 19:30', null],
    ['7pm', null],
    ['', null],
  ])('%j reads as %j', (text, expected) => {
    expect(timeOfDay(text)).toEqual(expected);
    expect(isTimeOfDay(text)).toBe(expected !== null);
  });
});
