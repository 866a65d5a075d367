import { describe, expect, it } from 'vitest';
import type { TournamentVenue } from '../competition/entities';
import { matchPlace, withMatchDayFacts } from './match-place';

const venues: TournamentVenue[] = [
  { id: 'v1', name: 'Riverside Park', pitches: [{ id: 'p1', name: 'Pitch 1', windows: [] }, { id: 'p2', name: 'Pitch 2', windows: [] }] },
  { id: 'v2', name: 'Hill Road', address: '1 Hill Road', pitches: [{ id: 'p3', name: 'Pitch 3', windows: [] }] },
];

describe('matchPlace: where a match is played, as the public reads it', () => {
  it('names the pitch and its venue', () => {
    expect(matchPlace({ pitchId: 'p2' }, { venues })).toBe('Pitch 2 · Riverside Park');
    expect(matchPlace({ pitchId: 'p3' }, { venues })).toBe('Pitch 3 · Hill Road');
  });

  it('a match without a pitch, or on a pitch the tournament no longer has, has no place', () => {
    expect(matchPlace({}, { venues })).toBeNull();
    expect(matchPlace({ pitchId: 'gone' }, { venues })).toBeNull();
    expect(matchPlace({ pitchId: 'p1' }, {})).toBeNull();
    expect(matchPlace({ pitchId: 'p1' }, null)).toBeNull();
  });

  it('a venue or pitch without a name leaves only the other', () => {
    expect(matchPlace({ pitchId: 'x' }, { venues: [{ id: 'v', name: ' ', pitches: [{ id: 'x', name: 'Pitch A', windows: [] }] }] })).toBe('Pitch A');
  });
});

describe('withMatchDayFacts: the pitch and clock a public copy of a match carries', () => {
  it('copies the pitch and the clock, nothing else', () => {
    const clock = { kickOffAt: '2026-06-13T09:00:00Z', halfMinutes: 10 };
    expect(withMatchDayFacts({ id: 'm1' }, { pitchId: 'p2', clock, venue: 'x', lineups: { home: { starting: [], substitutes: [] }, away: { starting: [], substitutes: [] } } } as never)).toEqual({
      id: 'm1',
      pitchId: 'p2',
      clock,
    });
  });

  it('a match with neither is returned as it is', () => {
    const shown = { id: 'm1' };
    expect(withMatchDayFacts(shown, {})).toBe(shown);
    expect(withMatchDayFacts(shown, null)).toBe(shown);
  });
});
