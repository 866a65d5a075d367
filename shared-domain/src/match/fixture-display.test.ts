import { describe, expect, it } from 'vitest';
import { fixtureDisplay } from './fixture-display';

describe('public fixture display (spec §4)', () => {
  it.each([
    { match: { homeGoals: 2, awayGoals: 1 }, expected: { state: 'finished', label: null, tone: 'green', pulsing: false } },
    { match: { homeGoals: 0, awayGoals: 0 }, expected: { state: 'finished', label: null, tone: 'green', pulsing: false } },
    { match: {}, expected: { state: 'upcoming', label: 'UPCOMING', tone: 'blue', pulsing: false } },
    { match: { homeGoals: null, awayGoals: null }, expected: { state: 'upcoming', label: 'UPCOMING', tone: 'blue', pulsing: false } },
    { match: { homeGoals: 1 }, expected: { state: 'live', label: 'LIVE', tone: 'yellow', pulsing: true } },
    { match: { homeGoals: null, awayGoals: 0 }, expected: { state: 'live', label: 'LIVE', tone: 'yellow', pulsing: true } },
  ])('$match → $expected.state', ({ match, expected }) => {
    expect(fixtureDisplay(match)).toEqual(expected);
  });
});
