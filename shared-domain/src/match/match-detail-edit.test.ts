import { describe, expect, it } from 'vitest';
import { goalMinuteChange, goalTimeline, matchStatisticsOrDefault, oneRolePerPlayer, scorerSide, setLineupRole, setStatistic } from './match-detail-edit';

describe('goalMinuteChange (spec §5: 1..120)', () => {
  it.each([
    ['1', 1],
    ['45', 45],
    [' 120 ', 120],
  ])('accepts %j', (text, minute) => expect(goalMinuteChange(text)).toEqual({ ok: true, minute }));
  it.each(['0', '121', '', 'abc', '-5', '4.5'])('refuses %j with a message', (text) =>
    expect(goalMinuteChange(text)).toEqual({ ok: false, error: 'Enter a goal minute from 1 to 120.' }),
  );
});

describe('scorerSide', () => {
  it('is the goal side, except for own goals', () => {
    expect(scorerSide({ team: 'home', type: 'goal' })).toBe('home');
    expect(scorerSide({ team: 'home', type: 'penalty' })).toBe('home');
    expect(scorerSide({ team: 'home', type: 'own_goal' })).toBe('away');
    expect(scorerSide({ team: 'away', type: 'own_goal' })).toBe('home');
  });
});

describe('goalTimeline order', () => {
  it('sorts by minute, keeping recorded order for ties, without changing the input', () => {
    const goals = [{ id: 'a', team: 'home' as const, minute: 70 }, { id: 'b', team: 'home' as const, minute: 12 }, { id: 'c', team: 'away' as const, minute: 12 }];
    expect(goalTimeline(goals).map((e) => e.goal.id)).toEqual(['b', 'c', 'a']);
    expect(goals.map((g) => g.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('setStatistic', () => {
  it('starts from zero counts and 50% possession', () => {
    expect(matchStatisticsOrDefault(undefined).home).toEqual({ shots: 0, shotsOnTarget: 0, corners: 0, fouls: 0, yellowCards: 0, redCards: 0, possession: 50 });
  });
  it('sets a count on one side only, never below 0', () => {
    const stats = setStatistic(undefined, 'home', 'shots', '7');
    expect(stats.home.shots).toBe(7);
    expect(stats.away.shots).toBe(0);
    expect(setStatistic(stats, 'home', 'shots', '-1').home.shots).toBe(0);
  });
  it('keeps the two possessions summing to 100, capped at 100', () => {
    expect(setStatistic(undefined, 'home', 'possession', '62')).toMatchObject({ home: { possession: 62 }, away: { possession: 38 } });
    expect(setStatistic(undefined, 'away', 'possession', '150')).toMatchObject({ home: { possession: 0 }, away: { possession: 100 } });
  });
});

describe('setLineupRole', () => {
  it('moves a player between starting, substitutes and none on their side', () => {
    let lineups = setLineupRole(undefined, 'home', 'p1', 'starting');
    lineups = setLineupRole(lineups, 'home', 'p2', 'substitute');
    expect(lineups).toEqual({ home: { starting: ['p1'], substitutes: ['p2'] }, away: { starting: [], substitutes: [] } });
    lineups = setLineupRole(lineups, 'home', 'p1', 'substitute');
    expect(lineups.home).toEqual({ starting: [], substitutes: ['p2', 'p1'] });
    expect(setLineupRole(lineups, 'home', 'p2', 'none').home).toEqual({ starting: [], substitutes: ['p1'] });
  });
});

describe('goalTimeline', () => {
  it('gives the running score after each goal in minute order', () => {
    const goals = [
      { id: 'a', team: 'home' as const, minute: 80 },
      { id: 'b', team: 'away' as const, minute: 5 },
      { id: 'c', team: 'home' as const, minute: 40 },
    ];
    expect(goalTimeline(goals).map((e) => [e.goal.id, e.homeGoals, e.awayGoals])).toEqual([
      ['b', 0, 1],
      ['c', 1, 1],
      ['a', 2, 1],
    ]);
    expect(goalTimeline([])).toEqual([]);
  });
});

describe('oneRolePerPlayer (issue 22: merged lineups)', () => {
  it('keeps a player listed in both lists of a side as a starter only, and leaves the rest alone', () => {
    const merged = { home: { starting: ['p1', 'p2'], substitutes: ['p1', 'p3'] }, away: { starting: ['p9'], substitutes: ['p8'] } };
    expect(oneRolePerPlayer(merged)).toEqual({ home: { starting: ['p1', 'p2'], substitutes: ['p3'] }, away: { starting: ['p9'], substitutes: ['p8'] } });
  });
});
