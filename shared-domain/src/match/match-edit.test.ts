import { describe, expect, it } from 'vitest';
import { MATCH_EDIT_MESSAGES, matchDateChange, scoreChange, validateMatchTeams } from './match-edit';

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

describe('matchDateChange (spec §2, §5)', () => {
  it.each([
    { text: '2025-06-01', time: undefined, expected: { ok: true, fields: { dateISO: '2025-06-01', time: '12:00' } } },
    { text: '2025-06-01', time: '18:45', expected: { ok: true, fields: { dateISO: '2025-06-01', time: '18:45' } } },
    { text: '2023-01-01', time: null, expected: { ok: true, fields: { dateISO: '2023-01-01', time: '12:00' } } },
    { text: '2032-12-31', time: '', expected: { ok: true, fields: { dateISO: '2032-12-31', time: '12:00' } } },
    { text: '', time: '18:45', expected: { ok: true, fields: { dateISO: null } } },
    { text: '2022-12-31', time: undefined, expected: { ok: false, error: 'Choose a date between 2023 and 2032.' } },
    { text: '2033-01-01', time: undefined, expected: { ok: false, error: 'Choose a date between 2023 and 2032.' } },
    { text: '2025-02-30', time: undefined, expected: { ok: false, error: MATCH_EDIT_MESSAGES.invalidDate } },
    { text: '01/06/2025', time: undefined, expected: { ok: false, error: MATCH_EDIT_MESSAGES.invalidDate } },
  ])('"$text" (time $time) → $expected', ({ text, time, expected }) => expect(matchDateChange(text, time, 2025)).toEqual(expected));
});
