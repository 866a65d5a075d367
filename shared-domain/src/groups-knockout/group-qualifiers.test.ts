import { describe, expect, it } from 'vitest';
import type { MatchLike } from '../league/standings';
import type { Group, GroupsKnockoutRules } from './entities';
import { groupRulesError, groupTables, qualificationZone, qualifiedPlacings, rankPlacedTeams } from './group-qualifiers';
import { buildGroupsKnockout } from './knockout-draw';
import { resolveGroupsKnockout } from './knockout-resolve';
import { idSource } from '../../test/id-source';

const m = (homeTeamId: string, awayTeamId: string, homeGoals: number, awayGoals: number): MatchLike => ({ homeTeamId, awayTeamId, homeGoals, awayGoals });

/**
 * A 48-team, 12-group cup (the 2026 shape) built so that each table is plain: X1 beats everyone 1–0,
 * X2 beats X3 `a`–0 and X4 3–0, X3 beats X4 `b`–0 (Group I: X3 and X4 draw 1–1, X2 beats X3 1–0).
 * The third's record is then 3 points, goal difference b − a − 1, goals for b.
 */
const THIRDS: Record<string, [a: number, b: number]> = {
  A: [1, 3], B: [1, 2], C: [2, 2], D: [1, 4], E: [3, 1], F: [2, 4],
  G: [1, 1], H: [4, 1], J: [2, 3], K: [1, 5], L: [5, 2],
};
const letters = [...'ABCDEFGHIJKL'];
const groups: Group[] = letters.map((l) => ({ letter: l, teamIds: [`${l}4`, `${l}3`, `${l}2`, `${l}1`] }));
const matches: MatchLike[] = letters.flatMap((l) => {
  const [a, b] = THIRDS[l] ?? [1, 0];
  const third = l === 'I' ? [m('I3', 'I4', 1, 1)] : [m(`${l}3`, `${l}4`, b, 0)];
  return [m(`${l}1`, `${l}2`, 1, 0), m(`${l}1`, `${l}3`, 1, 0), m(`${l}1`, `${l}4`, 1, 0), m(`${l}2`, `${l}3`, a, 0), m(`${l}2`, `${l}4`, 3, 0), ...third];
});
const rules: GroupsKnockoutRules = { groups, groupLegs: 1, qualifiersPerGroup: 2, bestOfPlace: { place: 3, count: 8 } };

// Worked out by hand from THIRDS: K +3, D +2, F +1 (4 goals), A +1 (3), J 0 (3), B 0 (2), C −1 (2), G −1 (1) | E −3, L −4 (2), H −4 (1), I (1 point).
const BEST_THIRDS = ['K3', 'D3', 'F3', 'A3', 'J3', 'B3', 'C3', 'G3'];

describe('a 48-team, 12-group cup with the eight best thirds', () => {
  it('ranks the thirds by points, goal difference, goals for', () => {
    expect(rankPlacedTeams(groups, matches, 1, 3, 'fifa').map((r) => r.teamId)).toEqual([...BEST_THIRDS, 'E3', 'L3', 'H3', 'I3']);
  });

  it('qualifies the right 32: every winner and runner-up and the eight best thirds', () => {
    const qualified = qualifiedPlacings(rules, matches, 'fifa');
    expect(qualified).toHaveLength(32);
    expect(qualified.slice(0, 24).map((q) => q.teamId)).toEqual(letters.flatMap((l) => [`${l}1`, `${l}2`]));
    expect(qualified.slice(24)).toEqual(BEST_THIRDS.map((teamId) => ({ teamId, group: teamId[0], place: 3 })));
  });

  it('gives only the complete groups’ qualifiers until every group is complete', () => {
    const open = matches.filter((x) => x.homeTeamId !== 'L3');
    const qualified = qualifiedPlacings(rules, open, 'fifa');
    expect(qualified).toHaveLength(22);
    expect(qualified.some((q) => q.group === 'L' || q.place === 3)).toBe(false);
  });

  it('builds a round of 32 in which no third meets a team of its own group', () => {
    const bracket = buildGroupsKnockout(rules, {}, idSource('m'));
    expect(bracket.rounds.map((r) => r.length)).toEqual([16, 8, 4, 2, 1]);
    const first = resolveGroupsKnockout(rules, bracket, matches, { tieBreakers: 'fifa' }).rounds[0]!;
    const sides = first.flatMap((t) => [t.home, t.away]);
    expect([...sides].sort()).toEqual(qualifiedPlacings(rules, matches, 'fifa').map((q) => q.teamId).sort());
    for (const tie of first) expect(tie.home[0], `${tie.home} v ${tie.away}`).not.toBe(tie.away[0]);
  });

  it('lists every group table with its name, complete or not, in the group’s final order', () => {
    const tables = groupTables(rules, matches.filter((x) => x.homeTeamId !== 'L3'), 'fifa');
    expect(tables.map((t) => [t.name, t.complete])).toEqual(letters.map((l) => [`Group ${l}`, l !== 'L']));
    expect(tables[0]!.rows.map((r) => [r.teamId, r.points])).toEqual([
      ['A1', 9],
      ['A2', 6],
      ['A3', 3],
      ['A4', 0],
    ]);
  });

  it('marks the direct places and the best-of place of each group', () => {
    expect(qualificationZone(rules, 'A')).toEqual({ direct: 2, bestOfPlace: 3 });
    expect(qualificationZone({ ...rules, bestOfPlace: null }, 'A')).toEqual({ direct: 2, bestOfPlace: null });
  });
});

describe('groups of unequal size (UEFA rule)', () => {
  // Group A has 4 teams, group B 3: the runners-up are compared on their games against the 1st–3rd only.
  const unequal: Group[] = [
    { letter: 'A', teamIds: ['A1', 'A2', 'A3', 'A4'] },
    { letter: 'B', teamIds: ['B1', 'B2', 'B3'] },
  ];
  const games = [
    m('A1', 'A2', 1, 0), m('A1', 'A3', 1, 0), m('A1', 'A4', 1, 0), m('A2', 'A3', 1, 0), m('A2', 'A4', 5, 0), m('A3', 'A4', 1, 0),
    m('B1', 'B2', 1, 0), m('B1', 'B3', 1, 0), m('B2', 'B3', 2, 0),
  ];

  it('drops the runner-up’s game against the 4th of the bigger group: B2 (3 points, +1) ranks above A2 (3 points, 0 once the 5–0 is dropped)', () => {
    const ranked = rankPlacedTeams(unequal, games, 1, 2, 'fifa');
    expect(ranked.map((r) => [r.teamId, r.counted.played, r.counted.points, r.counted.goalsFor - r.counted.goalsAgainst])).toEqual([
      ['B2', 2, 3, 1],
      ['A2', 2, 3, 0],
    ]);
  });
});

describe('groupRulesError', () => {
  const four = Array.from({ length: 4 }, (_, i) => ({ letter: 'ABCD'[i]!, teamIds: ['1', '2', '3', '4'].map((n) => `${i}${n}`) }));
  it('accepts the top 1–4 plus the best of the next place, and explains what it refuses', () => {
    expect(groupRulesError({ groups: four, groupLegs: 1, qualifiersPerGroup: 2, bestOfPlace: { place: 3, count: 4 } })).toBeNull();
    expect(groupRulesError({ groups: four, groupLegs: 1, qualifiersPerGroup: 5 })).toBe('The top 1 to 4 of each group qualify.');
    expect(groupRulesError({ groups: four.map((g) => ({ ...g, teamIds: g.teamIds.slice(0, 2) })), groupLegs: 1, qualifiersPerGroup: 3 })).toBe(
      'The top 3 of each group cannot qualify: the smallest group has 2 teams.',
    );
    expect(groupRulesError({ groups: four, groupLegs: 1, qualifiersPerGroup: 1, bestOfPlace: { place: 3, count: 2 } })).toBe(
      'The best-placed teams across groups must be the next place down: 2.',
    );
    expect(groupRulesError({ groups: four, groupLegs: 1, qualifiersPerGroup: 2, bestOfPlace: { place: 3, count: 5 } })).toBe('Between 1 and 4 of the teams placed 3 can qualify.');
  });

  it('refuses groups the cup cannot have: too few, a lone team, sizes two apart, a team twice', () => {
    const rules = (groups: typeof four) => groupRulesError({ groups, groupLegs: 1, qualifiersPerGroup: 1 });
    expect(rules(four.slice(0, 1))).toBe('A cup has 2 to 16 groups.');
    expect(rules([...four.slice(0, 3), { letter: 'D', teamIds: ['x'] }])).toBe('Every group needs two teams at least.');
    expect(rules([four[0]!, { letter: 'B', teamIds: ['x', 'y'] }])).toBe('Groups may differ in size by one team at most.');
    expect(rules([four[0]!, { letter: 'B', teamIds: ['01', 'y', 'z', 'w'] }])).toBe('A team is in two groups.');
  });
});
