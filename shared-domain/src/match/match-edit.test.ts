import { describe, expect, it } from 'vitest';
import { CALENDAR_DATE_MESSAGES } from '../common/calendar-date';
import { MATCH_DATE_RANGE, MATCH_EDIT_MESSAGES, matchDateChange, scoreChange, validateMatchTeams } from './match-edit';

/** The date rule's verdict on a typed date: null when it is kept, else the message (nothing saved). */
const refusal = (text: string) => {
  const change = matchDateChange(text, undefined);
  return change.ok ? null : change.error;
};

describe('validateMatchTeams', () => {
  it.each([
    { home: 'a', away: 'b', expected: null },
    { home: 'a', away: 'a', expected: MATCH_EDIT_MESSAGES.sameTeam },
    { home: 'a', away: 'z', expected: MATCH_EDIT_MESSAGES.unknownTeam },
    { home: '', away: 'b', expected: MATCH_EDIT_MESSAGES.unknownTeam },
  ])('$home v $away → $expected', ({ home, away, expected }) => expect(validateMatchTeams(home, away, ['a', 'b', 'c'])).toBe(expected));
});

describe('scoreChange (spec §4, §5)', () => {
  it.each([
    { side: 'home' as const, text: '3', expected: { homeGoals: 3 } },
    { side: 'away' as const, text: '0', expected: { awayGoals: 0 } },
    { side: 'home' as const, text: '', expected: { homeGoals: null } },
    { side: 'away' as const, text: 'two', expected: { awayGoals: null } },
    { side: 'home' as const, text: '-1', expected: { homeGoals: null } },
  ])('$side "$text" → $expected', ({ side, text, expected }) => expect(scoreChange(side, text)).toEqual(expected));
});

describe('the match date rule: any real day of 1900–2100 (issue 8 item 7)', () => {
  it.each([
    { text: '1900-01-01', expected: null },
    { text: '2100-12-31', expected: null },
    { text: '2022-08-05', expected: null },
    { text: '2024-02-29', expected: null },
    { text: '2000-02-29', expected: null },
    { text: '2025-06-01', expected: null },
    { text: '1899-12-31', expected: CALENDAR_DATE_MESSAGES.outOfRange(MATCH_DATE_RANGE) },
    { text: '2101-01-01', expected: CALENDAR_DATE_MESSAGES.outOfRange(MATCH_DATE_RANGE) },
    { text: '0202-08-05', expected: CALENDAR_DATE_MESSAGES.outOfRange(MATCH_DATE_RANGE) },
    { text: '2023-02-29', expected: CALENDAR_DATE_MESSAGES.invalidDate },
    { text: '1900-02-29', expected: CALENDAR_DATE_MESSAGES.invalidDate },
    { text: '2025-02-30', expected: CALENDAR_DATE_MESSAGES.invalidDate },
    { text: '2025-04-31', expected: CALENDAR_DATE_MESSAGES.invalidDate },
    { text: '2025-13-01', expected: CALENDAR_DATE_MESSAGES.invalidDate },
    { text: '2025-00-10', expected: CALENDAR_DATE_MESSAGES.invalidDate },
    { text: '01/06/2025', expected: CALENDAR_DATE_MESSAGES.invalidDate },
    { text: '20220805', expected: CALENDAR_DATE_MESSAGES.invalidDate },
  ])('"$text" → $expected', ({ text, expected }) => expect(refusal(text)).toBe(expected));

  it('the range a date input offers is the range the rule accepts', () => {
    expect(refusal(MATCH_DATE_RANGE.min)).toBeNull();
    expect(refusal(MATCH_DATE_RANGE.max)).toBeNull();
  });
});

describe('matchDateChange (spec §2, §5)', () => {
  it.each([
    { text: '2025-06-01', time: undefined, expected: { ok: true, fields: { dateISO: '2025-06-01', time: '12:00' } } },
    { text: '2025-06-01', time: '18:45', expected: { ok: true, fields: { dateISO: '2025-06-01', time: '18:45' } } },
    { text: '2022-08-05', time: null, expected: { ok: true, fields: { dateISO: '2022-08-05', time: '12:00' } } },
    { text: ' 1900-01-01 ', time: '', expected: { ok: true, fields: { dateISO: '1900-01-01', time: '12:00' } } },
    { text: '', time: '18:45', expected: { ok: true, fields: { dateISO: null } } },
    { text: '1899-12-31', time: undefined, expected: { ok: false, error: 'Choose a date between 1900 and 2100.' } },
    { text: '2101-01-01', time: undefined, expected: { ok: false, error: 'Choose a date between 1900 and 2100.' } },
    { text: '2023-02-29', time: undefined, expected: { ok: false, error: 'Enter a valid date.' } },
    { text: '01/06/2025', time: undefined, expected: { ok: false, error: 'Enter a valid date.' } },
  ])('"$text" (time $time) → $expected', ({ text, time, expected }) => expect(matchDateChange(text, time)).toEqual(expected));
});
