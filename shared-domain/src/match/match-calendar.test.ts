import { describe, expect, it } from 'vitest';
import { groupMatchesByDate } from './match-calendar';

describe('the day a match is grouped under', () => {
  it.each([
    { dateISO: '2025-05-01', expected: '2025-05-01' },
    { dateISO: '2025-05-01T18:00:00.000Z', expected: '2025-05-01' },
    { dateISO: '', expected: null },
    { dateISO: undefined, expected: null },
    { dateISO: 'soon', expected: null },
  ])('$dateISO → $expected', ({ dateISO, expected }) => expect(groupMatchesByDate([{ dateISO }])[0]!.dateISO).toBe(expected));
});

describe('groupMatchesByDate (spec §2 Match Calendar)', () => {
  it('groups by day, earliest first, undated last, ordered by time then round within a day', () => {
    const matches = [
      { id: 'undated', round: 1 },
      { id: 'may2-late', dateISO: '2025-05-02', time: '18:00', round: 1 },
      { id: 'may1-notime', dateISO: '2025-05-01', round: 1 },
      { id: 'may2-early', dateISO: '2025-05-02', time: '09:15', round: 2 },
      { id: 'may1-noon-r2', dateISO: '2025-05-01', time: '12:00', round: 2 },
      { id: 'may1-noon-r1', dateISO: '2025-05-01', time: '12:00', round: 1 },
    ];
    expect(groupMatchesByDate(matches).map((g) => [g.dateISO, g.matches.map((m) => m.id)])).toEqual([
      ['2025-05-01', ['may1-noon-r1', 'may1-noon-r2', 'may1-notime']],
      ['2025-05-02', ['may2-early', 'may2-late']],
      [null, ['undated']],
    ]);
  });

  it('gives nothing for no matches', () => {
    expect(groupMatchesByDate([])).toEqual([]);
  });
});
