import { describe, expect, it } from 'vitest';
import { fromDynamoDbItem } from '../src/live/dynamodb-json';
import { storedMatch } from '../src/live/stored-match';
import { storedTeam } from '../src/live/stored-team';
import { storedTournament } from '../src/live/stored-tournament';

describe('fromDynamoDbItem', () => {
  it('reads every attribute type it can and leaves out what it cannot, never throwing', () => {
    const item = fromDynamoDbItem({
      s: { S: 'text' },
      n: { N: '2' },
      huge: { N: '123456789012345678901234567890' },
      bad: { N: 'abc' },
      b: { BOOL: false },
      nil: { NULL: true },
      l: { L: [{ S: 'a' }, { N: '1' }, { B: 'AA==' }] },
      m: { M: { inner: { S: 'x' } } },
      ss: { SS: ['a', 'b'] },
      ns: { NS: ['1', 'x'] },
      bin: { B: 'AA==' },
      junk: 'not an attribute value',
      ['__proto__']: { M: { polluted: { BOOL: true } } },
    });
    expect(item).toEqual({ s: 'text', n: 2, huge: 1.2345678901234568e29, b: false, nil: null, l: ['a', 1, undefined], m: { inner: 'x' }, ss: ['a', 'b'], ns: [1] });
    expect(Object.getPrototypeOf(item)).toBe(Object.prototype);
    expect(fromDynamoDbItem(undefined)).toBeNull();
    expect(fromDynamoDbItem([])).toBeNull();
  });
});

describe('stored item shapes', () => {
  const base = { id: 'm1', tournamentId: 't1', homeTeamId: 'h', awayTeamId: 'a' };

  it.each([
    ['no id', { ...base, id: undefined }],
    ['a numeric tournamentId', { ...base, tournamentId: 7 }],
    ['no away team', { ...base, awayTeamId: null }],
  ])('a match with %s is unusable', (_name, item) => {
    expect(storedMatch(item)).toBeNull();
  });

  it('keeps the well-typed fields of a match and drops the rest', () => {
    const match = storedMatch({
      ...base,
      round: 'three',
      homeGoals: null,
      awayGoals: '2',
      status: 'finished',
      venue: 9,
      statistics: { home: { shots: 1 }, away: {} },
      lineups: { home: { starting: ['p1', 4], substitutes: 'p2' } },
      goals: [{ id: 'g1', team: 'home', minute: 5, type: 'goal', playerId: 'p1', assistPlayerId: 'p2' }, { id: 'g2', team: 'home', minute: 'late', type: 'goal' }],
    });
    expect(match).toEqual({
      ...base,
      organizerId: '',
      round: 1,
      homeGoals: null,
      status: 'finished',
      lineups: { home: { starting: ['p1'], substitutes: [] }, away: { starting: [], substitutes: [] } },
      goals: [{ id: 'g1', team: 'home', minute: 5, type: 'goal', playerId: 'p1', assistPlayerId: 'p2', goalNumber: 0 }],
    });
  });

  it("drops a tournament's bracket when any part of it is malformed, and reads visibility as the domain does", () => {
    const round = { round: 0, matches: [{ matchId: 's1', homeTeamId: 'a', awayTeamId: 'b', winner: 'a' }] };
    expect(storedTournament({ id: 't1', playoffBracket: [round] })?.playoffBracket).toEqual([round]);
    expect(storedTournament({ id: 't1', playoffBracket: [round, { round: 1, matches: [{ matchId: 5 }] }] })).not.toHaveProperty('playoffBracket');
    expect(storedTournament({ id: 't1', visibility: 'private' })?.visibility).toBe('private');
    expect(storedTournament({ id: 't1', visibility: 0 })?.visibility).toBe('public');
    expect(storedTournament({ id: 't1' })?.visibility).toBe('public');
    expect(storedTournament({ name: 'no id' })).toBeNull();
  });

  it("keeps a tournament's time zone and its venues' pitches (a match's kick-off zone and place, issue 25), dropping malformed ones", () => {
    const venues = [
      { id: 'v1', name: 'Riverside Park', address: '1 River Rd', pitches: [{ id: 'p1', name: 'Pitch 1', windows: [{ day: '2026-06-13', from: '09:00', to: '17:00' }] }, { name: 'no id' }] },
      { name: 'no id', pitches: [] },
    ];
    expect(storedTournament({ id: 't1', timeZone: 'Europe/London', venues })).toMatchObject({
      timeZone: 'Europe/London',
      venues: [{ id: 'v1', name: 'Riverside Park', pitches: [{ id: 'p1', name: 'Pitch 1', windows: [] }] }],
    });
    expect(storedTournament({ id: 't1', timeZone: 3, venues: 'x' })).not.toHaveProperty('timeZone');
    expect(storedTournament({ id: 't1', venues: 'x' })).not.toHaveProperty('venues');
  });

  it("reads a custom playoff's named rounds and games only for that mode", () => {
    const format = { mode: 'league_custom_playoff', customPlayoffConfig: { playoffRounds: [{ roundNumber: 1, name: 'Grand Final', matches: [{ id: 'c1', homeTeamId: 'a', awayTeamId: 'b' }, 'x'] }, { name: 'no number' }] } };
    expect(storedTournament({ id: 't1', format })?.format.customPlayoffConfig?.playoffRounds).toEqual([
      { roundNumber: 1, name: 'Grand Final', quantityOfGames: 0, matches: [{ id: 'c1', homeTeamId: 'a', awayTeamId: 'b', isElimination: false }] },
    ]);
    expect(storedTournament({ id: 't1', format: { ...format, mode: 'league' } })?.format).toEqual({ mode: 'league' });
    expect(storedTournament({ id: 't1', format: { mode: 'rugby' } })?.format).toEqual({ mode: 'league' });
  });

  it('reads a team with its usable players, public only when marked exactly true', () => {
    const team = storedTeam({ id: 'h', name: 'Rovers', colors: ['#fff', 3], players: [{ id: 'p1', firstName: 'Ann', isPublic: 'yes' }, { firstName: 'no id' }] });
    expect(team).toMatchObject({ id: 'h', name: 'Rovers', colors: ['#fff'], players: [{ id: 'p1', firstName: 'Ann', lastName: '', isPublic: false, number: null }] });
    expect(storedTeam({ id: 'h' })).toBeNull();
  });
});
