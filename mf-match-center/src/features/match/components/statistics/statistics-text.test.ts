import { describe, expect, it } from 'vitest';
import { otherPossession, statisticsText, typedStatistics } from './statistics-text';

const side = (shots: number, possession: number) => ({ shots, shotsOnTarget: 1, corners: 2, fouls: 3, yellowCards: 0, redCards: 0, possession });
const stored = { home: side(5, 55), away: side(7, 45) };
const typing = (home: Partial<Record<keyof typeof stored.home, string>>, away: Partial<Record<keyof typeof stored.away, string>> = {}) => {
  const text = statisticsText(stored);
  return { home: { ...text.home, ...home }, away: { ...text.away, ...away } };
};

describe('statistics as typed', () => {
  it('starts from the stored values as text', () => {
    expect(statisticsText(stored).home).toEqual({ shots: '5', shotsOnTarget: '1', corners: '2', fouls: '3', yellowCards: '0', redCards: '0', possession: '55' });
  });

  it.each([
    ['a whole number is taken', { shots: '9' }, {}, { home: side(9, 55), away: side(7, 45) }],
    ['an emptied count is 0', { shots: ' ' }, {}, { home: side(0, 55), away: side(7, 45) }],
    ['"x" keeps the stored count', { shots: 'x' }, {}, stored],
    ['"-1" and "2.5" keep the stored counts', { shots: '-1' }, { shots: '2.5' }, stored],
    ['both possessions that parse are taken', { possession: '60' }, { possession: '40' }, { home: side(5, 60), away: side(7, 40) }],
    ['possession over 100 keeps both stored possessions', { possession: '150' }, { possession: '40' }, stored],
  ])('%s', (_case, home, away, expected) => expect(typedStatistics(typing(home, away), stored)).toEqual(expected));

  it.each([
    ['home', '60', '40'],
    ['away', '100', '0'],
    ['home', '', '100'],
    ['home', '6x', null],
    ['away', '101', null],
  ] as const)('%s possession "%s" gives the other side %s', (which, text, expected) => expect(otherPossession(which, text)).toBe(expected));
});
