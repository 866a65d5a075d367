import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchLike } from '../league/standings';
import { drawGroups, groupsInOrder, moveTeamToGroup, swapGroupTeams } from './group-draw';
import { groupCountError, groupLetter, groupName, groupSizes, MAX_GROUPS, MIN_GROUPS } from './group-letters';

const teams = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

describe('group letters and sizes', () => {
  it('letters A to P, named "Group A"', () => {
    expect([0, 1, 15].map(groupLetter)).toEqual(['A', 'B', 'P']);
    expect(() => groupLetter(16)).toThrow(RangeError);
    expect(groupName('C')).toBe('Group C');
  });

  it('2–16 groups of two teams at least', () => {
    expect(groupCountError(1, 8)).toBe('A cup has 2 to 16 groups.');
    expect(groupCountError(17, 80)).toBe('A cup has 2 to 16 groups.');
    expect(groupCountError(4, 7)).toBe('4 groups need at least 8 teams (two a group); there are 7.');
    expect(groupCountError(16, 32)).toBeNull();
    expect([MIN_GROUPS, MAX_GROUPS]).toEqual([2, 16]);
  });

  it('sizes differ by one at most and add up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 16 }), fc.integer({ min: 0, max: 80 }), (groups, extra) => {
        const total = 2 * groups + extra;
        const sizes = groupSizes(total, groups);
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
      }),
    );
  });
});

describe('drawGroups: the seeded draw by pots', () => {
  const pots = [teams('p1-', 8), teams('p2-', 8), teams('p3-', 8), teams('p4-', 8)];

  it('puts one team of each pot in each of 8 groups, the same way for the same seed', () => {
    const a = drawGroups(pots, 8, 2022);
    const b = drawGroups(pots, 8, 2022);
    expect(a).toEqual(b);
    if (!a.ok) throw new Error(a.error);
    expect(a.groups.map((g) => g.letter).join('')).toBe('ABCDEFGH');
    for (const group of a.groups) expect(group.teamIds.map((id) => id.slice(0, 3))).toEqual(['p1-', 'p2-', 'p3-', 'p4-']);
  });

  it('gives the documented draw for seed 7', () => {
    expect(drawGroups([['a', 'b'], ['c', 'd']], 2, 7)).toEqual({
      ok: true,
      groups: [
        { letter: 'A', teamIds: ['b', 'd'] },
        { letter: 'B', teamIds: ['a', 'c'] },
      ],
    });
  });

  it('draws differently for another seed', () => {
    const seeds = [1, 2, 3, 4, 5].map((seed) => JSON.stringify(drawGroups(pots, 8, seed)));
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('never puts two teams of one pot in a group, keeps sizes within one and places every team once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 16 }),
        fc.array(fc.integer({ min: 1, max: 16 }), { minLength: 1, maxLength: 6 }),
        fc.integer(),
        (groupCount, potSizes, seed) => {
          const drawnPots = potSizes.map((size, p) => teams(`pot${p}-`, Math.min(size, groupCount)));
          const result = drawGroups(drawnPots, groupCount, seed);
          const total = drawnPots.flat().length;
          if (total < 2 * groupCount) {
            expect(result.ok).toBe(false);
            return;
          }
          if (!result.ok) throw new Error(result.error);
          expect(result.groups.flatMap((g) => g.teamIds).sort()).toEqual(drawnPots.flat().sort());
          for (const group of result.groups) {
            const potsInGroup = group.teamIds.map((id) => id.split('-')[0]);
            expect(new Set(potsInGroup).size).toBe(potsInGroup.length);
          }
          const sizes = result.groups.map((g) => g.teamIds.length);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('refuses a pot larger than the group count, a team twice, and a bad group count', () => {
    expect(drawGroups([teams('a', 5), teams('b', 3)], 4, 1)).toEqual({
      ok: false,
      error: 'Pot 1 has 5 teams but there are only 4 groups: no two teams of one pot may share a group.',
    });
    expect(drawGroups([['x', 'y'], ['y', 'z']], 2, 1)).toEqual({ ok: false, error: 'A team is in the pots twice (y).' });
    expect(drawGroups([teams('a', 20)], 20, 1)).toEqual({ ok: false, error: 'A cup has 2 to 16 groups.' });
  });
});

describe('placing teams by hand', () => {
  const start = groupsInOrder(['a', 'b', 'c', 'd', 'e', 'f'], 2);
  if (!start.ok) throw new Error(start.error);
  const groups = start.groups;
  const played: MatchLike[] = [{ homeTeamId: 'b', awayTeamId: 'd', homeGoals: 1, awayGoals: 0 }];

  it('fills A, B, A, B… from the list', () => {
    expect(groups).toEqual([
      { letter: 'A', teamIds: ['a', 'c', 'e'] },
      { letter: 'B', teamIds: ['b', 'd', 'f'] },
    ]);
  });

  it('moves a team while neither group has a result and sizes stay within one', () => {
    const three = groupsInOrder(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 3);
    if (!three.ok) throw new Error(three.error);
    expect(moveTeamToGroup(three.groups, 'a', 'B', [])).toEqual({
      ok: true,
      groups: [
        { letter: 'A', teamIds: ['d', 'g'] },
        { letter: 'B', teamIds: ['b', 'e', 'a'] },
        { letter: 'C', teamIds: ['c', 'f'] },
      ],
    });
    expect(moveTeamToGroup(groups, 'a', 'B', [])).toEqual({ ok: false, error: 'Groups may differ in size by one team at most: swap two teams instead.' });
  });

  it('refuses to move or swap a team once its group or the other group has a result, and changes nothing', () => {
    const before = JSON.stringify(groups);
    expect(moveTeamToGroup(groups, 'a', 'B', played)).toEqual({ ok: false, error: 'Group B already has a result: its teams can no longer change.' });
    expect(swapGroupTeams(groups, 'f', 'c', played)).toEqual({ ok: false, error: 'Group B already has a result: its teams can no longer change.' });
    expect(JSON.stringify(groups)).toBe(before);
  });

  it('swaps two teams of groups without results; unknown teams and groups are refused', () => {
    expect(swapGroupTeams(groups, 'a', 'f', [])).toEqual({
      ok: true,
      groups: [
        { letter: 'A', teamIds: ['f', 'c', 'e'] },
        { letter: 'B', teamIds: ['b', 'd', 'a'] },
      ],
    });
    expect(moveTeamToGroup(groups, 'zz', 'A', [])).toEqual({ ok: false, error: 'This team is in no group.' });
    expect(moveTeamToGroup(groups, 'a', 'Q', [])).toEqual({ ok: false, error: 'There is no Group Q.' });
  });
});
