import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchLike } from '../league/standings';
import type { Group, GroupLegs } from './entities';
import { groupsInOrder } from './group-draw';
import { groupFixtures } from './group-fixtures';
import { groupHasResult, groupOfTeam, groupTable, isGroupComplete } from './group-table';

const cup = (teamCount: number, groupCount: number): Group[] => {
  const result = groupsInOrder(Array.from({ length: teamCount }, (_, i) => `t${i + 1}`), groupCount);
  if (!result.ok) throw new Error(result.error);
  return result.groups;
};

describe('groupFixtures', () => {
  it('every team plays each group opponent once per leg, never a team of another group, never twice a matchday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 16 }), fc.integer({ min: 0, max: 40 }), fc.constantFrom<GroupLegs>(1, 2), (groupCount, extra, legs) => {
        const groups = cup(2 * groupCount + extra, groupCount);
        const fixtures = groupFixtures(groups, legs);
        for (const group of groups) {
          const own = fixtures.filter((f) => f.group === group.letter);
          const members = new Set(group.teamIds);
          const meetings = new Map<string, number>();
          for (const f of own) {
            expect(members.has(f.homeTeamId) && members.has(f.awayTeamId)).toBe(true);
            const key = `${f.homeTeamId}>${f.awayTeamId}`;
            meetings.set(key, (meetings.get(key) ?? 0) + 1);
          }
          for (const a of group.teamIds)
            for (const b of group.teamIds) {
              if (a >= b) continue;
              const home = meetings.get(`${a}>${b}`) ?? 0;
              const away = meetings.get(`${b}>${a}`) ?? 0;
              expect(home + away).toBe(legs);
              if (legs === 2) expect([home, away]).toEqual([1, 1]);
            }
          const byDay = new Map<number, string[]>();
          for (const f of own) byDay.set(f.matchday, [...(byDay.get(f.matchday) ?? []), f.homeTeamId, f.awayTeamId]);
          for (const playing of byDay.values()) expect(new Set(playing).size).toBe(playing.length);
        }
      }),
    );
  });

  it('lists matchday 1 of every group first, groups in letter order', () => {
    const fixtures = groupFixtures(cup(8, 2), 1);
    expect(fixtures.slice(0, 4).map((f) => [f.matchday, f.group])).toEqual([
      [1, 'A'],
      [1, 'A'],
      [1, 'B'],
      [1, 'B'],
    ]);
    expect(fixtures.map((f) => f.matchday)).toEqual([...fixtures.map((f) => f.matchday)].sort((a, b) => a - b));
  });
});

describe('group tables and completeness', () => {
  const group: Group = { letter: 'A', teamIds: ['a', 'b', 'c'] };
  const m = (homeTeamId: string, awayTeamId: string, homeGoals: number | null, awayGoals: number | null, extra: Partial<MatchLike> = {}): MatchLike => ({
    homeTeamId,
    awayTeamId,
    homeGoals,
    awayGoals,
    ...extra,
  });

  it('reads only the group’s own games: a game against another group’s team or a knockout game is left out', () => {
    const matches = [m('a', 'b', 2, 0), m('c', 'x', 5, 0), m('a', 'c', 0, 1, { isPlayoff: true })];
    const table = groupTable(group, matches, 'fifa');
    expect(table.map((r) => [r.teamId, r.played, r.points])).toEqual([
      ['a', 1, 3],
      ['c', 0, 0],
      ['b', 1, 0],
    ]);
  });

  it('is complete when every pair has met once per leg with a score; a postponed game keeps it open', () => {
    const firstLeg = [m('a', 'b', 1, 0), m('b', 'c', 1, 1), m('c', 'a', 0, 2)];
    expect(isGroupComplete(group, firstLeg.slice(0, 2), 1)).toBe(false);
    expect(isGroupComplete(group, firstLeg, 1)).toBe(true);
    expect(isGroupComplete(group, firstLeg, 2)).toBe(false);
    expect(isGroupComplete(group, [...firstLeg.slice(0, 2), m('c', 'a', null, null, { status: 'postponed' })], 1)).toBe(false);
    expect(isGroupComplete({ letter: 'B', teamIds: ['solo'] }, [], 1)).toBe(false);
    // Every team has played three games, but a–d and b–c are missing.
    const four: Group = { letter: 'C', teamIds: ['a', 'b', 'c', 'd'] };
    const doubled = [m('a', 'b', 1, 0), m('b', 'a', 1, 0), m('c', 'd', 1, 0), m('d', 'c', 1, 0), m('a', 'c', 1, 0), m('b', 'd', 1, 0)];
    expect(isGroupComplete(four, doubled, 1)).toBe(false);
    expect(isGroupComplete(four, [...doubled, m('a', 'd', 0, 0), m('b', 'c', 0, 0)], 1)).toBe(true);
  });

  it('knows when a group has a result and where a team is', () => {
    expect(groupHasResult(group, [m('a', 'b', null, null)])).toBe(false);
    expect(groupHasResult(group, [m('a', 'b', 0, 0)])).toBe(true);
    expect(groupOfTeam([group, { letter: 'B', teamIds: ['d'] }], 'd')).toBe('B');
    expect(groupOfTeam([group], 'zz')).toBeNull();
  });
});
