import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kickoffText } from './kickoff-text';

const en = { locale: 'en-GB' };

describe('kickoffText: the kick-off as public pages show it', () => {
  it.each([
    { name: 'London in summer (BST)', match: { dateISO: '2022-08-05', time: '20:00' }, zone: 'Europe/London', text: 'Fri, 5 Aug 2022, 20:00 BST' },
    { name: 'London in winter (GMT)', match: { dateISO: '2023-01-14', time: '15:00' }, zone: 'Europe/London', text: 'Sat, 14 Jan 2023, 15:00 GMT' },
    { name: 'Paris in summer', match: { dateISO: '2024-07-14', time: '21:00' }, zone: 'Europe/Paris', text: 'Sun, 14 Jul 2024, 21:00 CEST' },
    { name: 'New York in summer (the English abbreviation where the locale has none)', match: { dateISO: '2025-07-05', time: '19:30' }, zone: 'America/New_York', text: 'Sat, 5 Jul 2025, 19:30 EDT' },
    { name: 'a zone without an abbreviation shows its offset', match: { dateISO: '2024-03-05', time: '18:30' }, zone: 'Asia/Kolkata', text: 'Tue, 5 Mar 2024, 18:30 GMT+5:30' },
    { name: 'a tournament without a zone reads as UTC', match: { dateISO: '2024-03-05', time: '18:30' }, zone: undefined, text: 'Tue, 5 Mar 2024, 18:30 UTC' },
  ])('$name', ({ match, zone, text }) => {
    expect(kickoffText(match, zone, en)?.text).toBe(text);
  });

  it('labels the day summer time starts and ends by the zone in force at that hour', () => {
    // Europe/London: clocks go forward at 01:00 GMT on 26 March 2023 and back at 01:00 GMT on 29 October 2023.
    expect(kickoffText({ dateISO: '2023-03-26', time: '00:30' }, 'Europe/London', en)?.time).toBe('00:30 GMT');
    expect(kickoffText({ dateISO: '2023-03-26', time: '14:00' }, 'Europe/London', en)?.time).toBe('14:00 BST');
    expect(kickoffText({ dateISO: '2023-10-29', time: '00:30' }, 'Europe/London', en)?.time).toBe('00:30 BST');
    expect(kickoffText({ dateISO: '2023-10-29', time: '14:00' }, 'Europe/London', en)?.time).toBe('14:00 GMT');
  });

  it('a match with a date and no time is "Time to be confirmed" ("TBC" where space is short), never 12:00', () => {
    expect(kickoffText({ dateISO: '2022-08-05' }, 'Europe/London', en)).toEqual({ day: 'Fri, 5 Aug 2022', time: 'Time to be confirmed', text: 'Fri, 5 Aug 2022 · Time to be confirmed' });
    expect(kickoffText({ dateISO: '2022-08-05', time: '' }, 'Europe/London', { ...en, short: true })?.text).toBe('Fri, 5 Aug 2022 · TBC');
  });

  it('no usable date gives nothing to show', () => {
    for (const dateISO of [undefined, '', '2023-02-29', 'soon']) expect(kickoffText({ dateISO, time: '15:00' }, 'Europe/London', en)).toBeNull();
  });

  it("follows the reader's locale for the day", () => {
    expect(kickoffText({ dateISO: '2022-08-05', time: '20:00' }, 'Europe/London', { locale: 'en-US' })?.day).toBe('Fri, Aug 5, 2022');
  });

  it('an older date stored as an instant is shown at its wall clock in the tournament zone', () => {
    expect(kickoffText({ dateISO: '2022-08-05T19:00:00.000Z' }, 'Europe/London', en)?.text).toBe('Fri, 5 Aug 2022, 20:00 BST');
  });

  it('never shifts the day and always shows the stored time, whatever the zone', () => {
    const zones = ['UTC', 'Europe/London', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Australia/Lord_Howe'];
    fc.assert(
      fc.property(fc.date({ min: new Date('1950-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }), fc.integer({ min: 0, max: 24 * 60 - 1 }), fc.constantFrom(...zones), (date, minutes, zone) => {
        const dateISO = date.toISOString().slice(0, 10);
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const shown = kickoffText({ dateISO, time }, zone, en)!;
        expect(shown.day).toBe(new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(date));
        expect(shown.time.startsWith(`${time} `)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
