import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Referee } from '../organizer/entities';
import { planConflicts } from './plan-conflicts';
import { planMinute } from './plan-minutes';
import type { MatchDayPlan, PlanMatch, PlanRules } from './plan-types';
import { assignReferees, refereePatch } from './referee-assignment';
import { generateSchedule } from './schedule-generator';

const DAY = '2025-06-07';
const rules: PlanRules = { matchMinutes: 20, breakMinutes: 5, minRestMinutes: 25 };
const at = (pitchId: string, time: string) => ({ pitchId, day: DAY, time });

/** Every pair of teams once. */
const allPairs = (teams: readonly string[]): PlanMatch[] =>
  teams.flatMap((a, i) => teams.slice(i + 1).map((b): PlanMatch => ({ id: `${a}-${b}`, label: `${a} v ${b}`, teamIds: [a, b] })));

/** The referee rules checked here on their own, not with the planner's conflict rules, so a shared mistake cannot hide. */
function refereeViolations(plan: MatchDayPlan, starts: ReadonlyMap<string, number>, refereeOf: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  const { matchMinutes: len, breakMinutes: brk } = plan.rules;
  const byId = new Map(plan.matches.map((m) => [m.id, m]));
  for (const [matchId, refereeId] of refereeOf) {
    const referee = plan.referees!.find((r) => r.id === refereeId)!;
    if (referee.teamIds.some((team) => byId.get(matchId)!.teamIds.includes(team))) found.push(`${refereeId} referees ${matchId} of their own team`);
    for (const [otherId, otherReferee] of refereeOf) {
      if (otherId <= matchId || otherReferee !== refereeId) continue;
      const [a, b] = [starts.get(matchId)!, starts.get(otherId)!];
      if (a < b + len + brk && b < a + len + brk) found.push(`${refereeId} referees ${matchId} and ${otherId} without the break`);
    }
  }
  return found;
}

describe('"Assign referees" (issue 25)', () => {
  it('never gives a referee a match of their own team or two matches at once, and reports every match left without one', () => {
    const arbitraryPlan = fc
      .record({
        teamCount: fc.integer({ min: 2, max: 12 }),
        pitchCount: fc.integer({ min: 1, max: 4 }),
        breakMinutes: fc.integer({ min: 0, max: 10 }),
        memberships: fc.array(fc.array(fc.integer({ min: 0, max: 11 }), { maxLength: 3 }), { maxLength: 6 }),
      })
      .map(({ teamCount, pitchCount, breakMinutes, memberships }): MatchDayPlan => {
        const teams = Array.from({ length: teamCount }, (_, i) => `t${i}`);
        const referees: Referee[] = memberships.map((of, i) => ({ id: `r${i}`, name: `Referee ${i}`, teamIds: of.filter((t) => t < teamCount).map((t) => `t${t}`) }));
        return {
          pitches: Array.from({ length: pitchCount }, (_, i) => ({ id: `p${i}`, name: `Pitch ${i}`, windows: [{ day: DAY, from: '09:00', to: '17:00' }] })),
          matches: allPairs(teams),
          rules: { ...rules, breakMinutes },
          referees,
        };
      });
    fc.assert(
      fc.property(arbitraryPlan, (plan) => {
        const result = generateSchedule(plan, { assignReferees: true });
        if (!result.ok || !result.referees) throw new Error('the plan is valid');
        const starts = new Map(result.placements.map((p) => [p.matchId, planMinute(p.slot.day, p.slot.time)!]));
        const refereeOf = new Map(result.referees.assignments.map((a) => [a.matchId, a.refereeId]));
        expect(refereeViolations(plan, starts, refereeOf)).toEqual([]);
        // Every scheduled match has a referee or is reported, never both.
        const reported = result.referees.withoutReferee.map((w) => w.matchId);
        expect([...refereeOf.keys(), ...reported].sort()).toEqual([...starts.keys()].sort());
        expect(reported.filter((id) => refereeOf.has(id))).toEqual([]);
        // The planner agrees: the assigned plan has no referee conflict.
        const assigned = plan.matches.map((m) => ({ ...m, slot: result.placements.find((p) => p.matchId === m.id)?.slot, refereeId: refereeOf.get(m.id) }));
        expect(planConflicts({ ...plan, matches: assigned }).filter((c) => c.kind.startsWith('referee'))).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('keeps assigned referees, shares the matches out and says why a match has none', () => {
    const plan: MatchDayPlan = {
      pitches: [],
      rules,
      teamNames: { a: 'Lions', b: 'Tigers', c: 'Bears', d: 'Wolves' },
      referees: [
        { id: 'ann', name: 'Ann', teamIds: ['a'] },
        { id: 'bo', name: 'Bo', teamIds: [] },
        { id: 'cy', name: 'Cy', teamIds: [] },
      ],
      matches: [
        { id: 'm1', label: 'Lions v Tigers', teamIds: ['a', 'b'], slot: at('p1', '09:00') },
        { id: 'm2', label: 'Bears v Wolves', teamIds: ['c', 'd'], slot: at('p2', '09:00'), refereeId: 'bo' },
        { id: 'm3', label: 'Lions v Bears', teamIds: ['a', 'c'], slot: at('p3', '09:00') },
        { id: 'm4', label: 'Tigers v Wolves', teamIds: ['b', 'd'], slot: at('p1', '09:25') },
        { id: 'm5', label: 'Unscheduled', teamIds: ['b', 'c'] },
      ],
    };
    expect(assignReferees(plan)).toEqual({
      assignments: [
        { matchId: 'm1', refereeId: 'cy' },
        { matchId: 'm4', refereeId: 'ann' },
      ],
      withoutReferee: [{ matchId: 'm3', reason: 'Lions v Bears has no referee. No referee is free at 2025-06-07 09:00: 1 belong to its teams, 2 referee another match then.' }],
    });
    expect(assignReferees({ ...plan, referees: [] }).withoutReferee[0]).toEqual({ matchId: 'm1', reason: 'Lions v Tigers has no referee. There are no referees on your list.' });
    expect(assignReferees({ ...plan, referees: [{ id: 'ann', name: 'Ann', teamIds: ['a', 'b'] }] }).withoutReferee[0]).toEqual({ matchId: 'm1', reason: 'Lions v Tigers has no referee. Every referee belongs to one of its teams.' });
  });

  it('saves the referee’s name as the match’s referee text, which the match pages show', () => {
    expect(refereePatch({ id: 'ann', name: 'Ann Lee', teamIds: [] })).toEqual({ refereeId: 'ann', referee: 'Ann Lee' });
    expect(refereePatch(undefined)).toEqual({ refereeId: null, referee: null });
  });
});
