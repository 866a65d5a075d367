import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idSource } from '../../test/id-source';
import type { MatchLike } from '../league/standings';
import type { Group, GroupLegs, GroupsKnockoutRules } from './entities';
import { groupsInOrder } from './group-draw';
import { groupFixtures } from './group-fixtures';
import { groupPlaceholder, knockoutSideLabel, parseGroupPlaceholder } from './group-placeholders';
import { groupRulesError } from './group-qualifiers';
import { buildGroupsKnockout } from './knockout-draw';
import { groupSides } from './knockout-resolve';

const cupGroups = (teamCount: number, groupCount: number): Group[] => {
  const result = groupsInOrder(Array.from({ length: teamCount }, (_, i) => `t${i + 1}`), groupCount);
  if (!result.ok) throw new Error(result.error);
  return result.groups;
};

/** Cup settings the rules accept: 2–16 groups of 2–5 teams, the top 1–4, sometimes the best of the next place. */
const cupRules = fc
  .record({ groupCount: fc.integer({ min: 2, max: 16 }), extra: fc.integer({ min: 0, max: 48 }), perGroup: fc.integer({ min: 1, max: 4 }), best: fc.nat({ max: 16 }), legs: fc.constantFrom<GroupLegs>(1, 2) })
  .map(({ groupCount, extra, perGroup, best, legs }) => {
    const groups = cupGroups(2 * groupCount + Math.min(extra, 3 * groupCount), groupCount);
    const smallest = Math.min(...groups.map((g) => g.teamIds.length));
    const qualifiersPerGroup = Math.min(perGroup, smallest);
    const withNext = groups.filter((g) => g.teamIds.length > qualifiersPerGroup).length;
    const count = Math.min(best, withNext);
    const rules: GroupsKnockoutRules = { groups, groupLegs: legs, qualifiersPerGroup, bestOfPlace: count > 0 ? { place: qualifiersPerGroup + 1, count } : null };
    return rules;
  })
  .filter((rules) => groupRulesError(rules) === null);

const lettersOf = (id: string): string[] => {
  const p = parseGroupPlaceholder(id);
  return p && p.letters.length === 1 ? p.letters : [];
};
const clash = (a: string, b: string) => lettersOf(a).some((l) => lettersOf(b).includes(l));

/** Whether the sides can be paired with no two of one group together (brute force). */
function validPairingExists(sides: readonly string[]): boolean {
  if (sides.length === 0) return true;
  const [first, ...rest] = sides;
  return rest.some((other, i) => !clash(first!, other) && validPairingExists(rest.filter((_, j) => j !== i)));
}

describe('buildGroupsKnockout', () => {
  it('puts every qualifier in the first round once, byes to the best, a bracket of a power of two', () => {
    fc.assert(
      fc.property(cupRules, (rules) => {
        const bracket = buildGroupsKnockout(rules, { thirdPlace: true }, idSource('m'));
        const first = bracket.rounds[0]!;
        const qualifiers = rules.groups.length * rules.qualifiersPerGroup + (rules.bestOfPlace?.count ?? 0);
        expect(Number.isInteger(Math.log2(first.length * 2))).toBe(true);
        expect(first.length * 2).toBeGreaterThanOrEqual(qualifiers);
        expect(first.length).toBeLessThan(qualifiers);
        const sides = first.flatMap((t) => (t.home === t.away ? [t.home] : [t.home, t.away]));
        expect(new Set(sides).size).toBe(qualifiers);
        const byes = first.filter((t) => t.home === t.away).map((t) => t.home);
        expect(byes).toHaveLength(first.length * 2 - qualifiers);
        // Byes go to group winners first, then runners-up…
        for (const bye of byes) expect(parseGroupPlaceholder(bye)!.place).toBeLessThanOrEqual(Math.min(...sides.filter((s) => !byes.includes(s)).map((s) => parseGroupPlaceholder(s)!.place)));
        for (const tie of first) expect(tie.matchIds).toHaveLength(tie.home === tie.away ? 0 : 1);
        for (let r = 1; r < bracket.rounds.length; r++) expect(bracket.rounds[r]!.length).toBe(bracket.rounds[r - 1]!.length / 2);
        expect(bracket.rounds.at(-1)).toHaveLength(1);
      }),
    );
  });

  it('never pairs two teams of one group in the first round when another valid pairing exists', () => {
    fc.assert(
      fc.property(cupRules, (rules) => {
        const first = buildGroupsKnockout(rules, {}, idSource('m')).rounds[0]!.filter((t) => t.home !== t.away);
        if (first.some((t) => clash(t.home, t.away))) expect(validPairingExists(first.flatMap((t) => [t.home, t.away]))).toBe(false);
      }),
    );
  });

  it('puts the two qualifiers of a group in opposite halves (they meet again only in the final): 16 groups top 2, 12 groups with 8 best thirds', () => {
    for (const rules of [
      { groups: cupGroups(64, 16), groupLegs: 1 as const, qualifiersPerGroup: 2 },
      { groups: cupGroups(48, 12), groupLegs: 1 as const, qualifiersPerGroup: 2, bestOfPlace: { place: 3, count: 8 } },
    ]) {
      const first = buildGroupsKnockout(rules, {}, idSource('m')).rounds[0]!;
      const half = first.length / 2;
      const top = first.slice(0, half).flatMap((t) => [...lettersOf(t.home), ...lettersOf(t.away)]);
      const bottom = first.slice(half).flatMap((t) => [...lettersOf(t.home), ...lettersOf(t.away)]);
      expect(new Set(top).size).toBe(top.length);
      expect(new Set(bottom).size).toBe(bottom.length);
    }
  });

  it('splits a group’s four qualifiers two and two between the halves (8 groups, top 4)', () => {
    const first = buildGroupsKnockout({ groups: cupGroups(32, 8), groupLegs: 1, qualifiersPerGroup: 4 }, {}, idSource('m')).rounds[0]!;
    const top = first.slice(0, 8).flatMap((t) => [...lettersOf(t.home), ...lettersOf(t.away)]);
    for (const letter of 'ABCDEFGH') expect(top.filter((l) => l === letter), letter).toHaveLength(2);
  });

  it('gives byes to the group winners when the qualifiers are not a power of two (3 groups, top 2)', () => {
    const bracket = buildGroupsKnockout({ groups: cupGroups(12, 3), groupLegs: 1, qualifiersPerGroup: 2 }, {}, idSource('m'));
    expect(bracket.rounds[0]!.map((t) => [t.home, t.away])).toEqual([
      ['group-A-1', 'group-A-1'],
      ['group-C-1', 'group-B-2'],
      ['group-B-1', 'group-B-1'],
      ['group-A-2', 'group-C-2'],
    ]);
    expect(bracket.rounds[1]!.map((t) => [t.home, t.away])).toEqual([
      ['winner-1', 'winner-2'],
      ['winner-3', 'winner-4'],
    ]);
  });

  it('gives two legs where asked and the third-place tie to the semi-finals’ losers', () => {
    const bracket = buildGroupsKnockout({ groups: cupGroups(16, 4), groupLegs: 2, qualifiersPerGroup: 2 }, { legsByRound: [2, 2, 1], thirdPlace: true }, idSource('m'));
    expect(bracket.rounds.map((r) => r.map((t) => t.matchIds.length))).toEqual([[2, 2, 2, 2], [2, 2], [1]]);
    expect(bracket.thirdPlace).toEqual({ number: 8, home: 'loser-5', away: 'loser-6', matchIds: ['m14'] });
    expect(bracket.rounds[2]![0]).toEqual({ number: 7, home: 'winner-5', away: 'winner-6', matchIds: ['m13'] });
  });
});

describe('group placeholders', () => {
  it('read as the product names them', () => {
    expect(['group-A-1', 'group-B-2', 'group-CDE-3', 'group-D-4', 'group-ABC-3-2', 'winner-3', 'loser-13', 'team_1'].map(knockoutSideLabel)).toEqual([
      'Winner Group A',
      'Runner-up Group B',
      '3rd Group C/D/E',
      '4th Group D',
      '3rd Group A/B/C',
      'Winner match 3',
      'Loser match 13',
      null,
    ]);
    expect(groupPlaceholder(['C', 'D', 'E'], 3)).toBe('group-CDE-3');
  });

  it('resolve exactly when their own group is complete (best-of slots when every group is)', () => {
    const scenario = cupRules.chain((rules) => {
      const fixtures = groupFixtures(rules.groups, rules.groupLegs);
      return fc.tuple(fc.constant(rules), fc.array(fc.option(fc.tuple(fc.nat({ max: 4 }), fc.nat({ max: 4 })), { nil: undefined }), { minLength: fixtures.length, maxLength: fixtures.length }));
    });
    fc.assert(
      fc.property(scenario, ([rules, scores]) => {
        const fixtures = groupFixtures(rules.groups, rules.groupLegs);
        const matches: MatchLike[] = fixtures.map((f, i) => ({ homeTeamId: f.homeTeamId, awayTeamId: f.awayTeamId, homeGoals: scores[i]?.[0] ?? null, awayGoals: scores[i]?.[1] ?? null }));
        const complete = new Set(rules.groups.filter((g) => fixtures.every((f, i) => f.group !== g.letter || scores[i] !== undefined)).map((g) => g.letter));
        const bracket = buildGroupsKnockout(rules, {}, idSource('m'));
        const sides = groupSides(rules, bracket, matches, 'uefa');
        for (const id of bracket.rounds[0]!.flatMap((t) => [t.home, t.away])) {
          const p = parseGroupPlaceholder(id)!;
          const isBest = p.place === rules.bestOfPlace?.place;
          const due = isBest ? complete.size === rules.groups.length : complete.has(p.letters[0]!);
          expect(sides.has(id), id).toBe(due);
        }
      }),
      { numRuns: 60 },
    );
  });
});
