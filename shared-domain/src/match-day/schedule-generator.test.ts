import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planConflicts } from './plan-conflicts';
import { planMinute } from './plan-minutes';
import type { MatchDayPlan, PlanMatch, PlanPitch, PlanRules } from './plan-types';
import { generateSchedule } from './schedule-generator';

const DAY = '2025-06-07';

/** Round-robin rounds of a group (circle method): every pair once, each team once per round. */
function roundRobin(group: string, teams: readonly string[]): PlanMatch[] {
  const list = teams.length % 2 === 0 ? [...teams] : [...teams, ''];
  const matches: PlanMatch[] = [];
  for (let round = 1; round < list.length; round += 1) {
    for (let i = 0; i < list.length / 2; i += 1) {
      const pair = [list[i]!, list[list.length - 1 - i]!].filter((t) => t !== '');
      if (pair.length === 2) matches.push({ id: `${group}-r${round}-${i}`, label: `${group} ${pair.join(' v ')}`, teamIds: pair, group, round });
    }
    list.splice(1, 0, list.pop()!);
  }
  return matches;
}

/** A knockout of `size` games fed by `feeders` (all of them for the first round), halving to a final. */
function knockout(size: number, feeders: readonly string[]): PlanMatch[] {
  const games: PlanMatch[] = [];
  let round = Array.from({ length: size }, (_, i): PlanMatch => ({ id: `ko1-${i}`, label: `Knockout 1 game ${i + 1}`, teamIds: [], after: feeders }));
  let level = 1;
  while (round.length > 0) {
    games.push(...round);
    if (round.length === 1) break;
    const previous = round;
    level += 1;
    round = Array.from({ length: previous.length / 2 }, (_, i) => ({ id: `ko${level}-${i}`, label: `Knockout ${level} game ${i + 1}`, teamIds: [], after: [previous[2 * i]!.id, previous[2 * i + 1]!.id] }));
  }
  return games;
}

const teamNames = (n: number, prefix = 't') => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const pitches = (n: number, windows: PlanPitch['windows']): PlanPitch[] => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Pitch ${i + 1}`, windows }));

/** Checked here on its own, not with the planner's conflict rules, so a shared mistake cannot hide. */
function violations(plan: MatchDayPlan, placed: ReadonlyMap<string, { pitchId: string; start: number }>): string[] {
  const { matchMinutes: len, breakMinutes: brk, minRestMinutes: rest, teamHours = {} } = plan.rules;
  const found: string[] = [];
  const entries = plan.matches.filter((m) => placed.has(m.id)).map((m) => ({ m, ...placed.get(m.id)! }));
  for (const a of entries) {
    const pitch = plan.pitches.find((p) => p.id === a.pitchId)!;
    const inWindow = pitch.windows.some((w) => planMinute(w.day, w.from)! <= a.start && a.start + len <= planMinute(w.day, w.to)!);
    if (!inWindow) found.push(`${a.m.id} outside its pitch's windows`);
    for (const team of a.m.teamIds) {
      const hours = teamHours[team];
      const clock = a.start % 1440;
      if (hours?.notBefore && clock < Number(hours.notBefore.slice(0, 2)) * 60 + Number(hours.notBefore.slice(3))) found.push(`${a.m.id} before ${team}'s hours`);
      if (hours?.notAfter && clock + len > Number(hours.notAfter.slice(0, 2)) * 60 + Number(hours.notAfter.slice(3))) found.push(`${a.m.id} after ${team}'s hours`);
    }
    for (const id of a.m.after ?? []) {
      const feeder = placed.get(id);
      if (!feeder || a.start < feeder.start + len + rest) found.push(`${a.m.id} before its feeder ${id} ends plus rest`);
    }
    for (const b of entries) {
      if (a.m.id >= b.m.id) continue;
      if (a.pitchId === b.pitchId && a.start < b.start + len + brk && b.start < a.start + len + brk) found.push(`${a.m.id} and ${b.m.id} share ${a.pitchId}`);
      if (a.m.teamIds.some((t) => b.m.teamIds.includes(t)) && a.start < b.start + len + rest && b.start < a.start + len + rest) found.push(`${a.m.id} and ${b.m.id} share a team without rest`);
      if (a.m.group !== undefined && a.m.group === b.m.group && a.m.round !== b.m.round) {
        const [early, late] = a.m.round! < b.m.round! ? [a, b] : [b, a];
        if (late.start < early.start) found.push(`${late.m.id} kicks off before an earlier round's ${early.m.id}`);
      }
    }
  }
  return found;
}

function placedOf(plan: MatchDayPlan) {
  const result = generateSchedule(plan);
  if (!result.ok) throw new Error(result.errors.join(' '));
  const placed = new Map(plan.matches.filter((m) => m.slot).map((m) => [m.id, { pitchId: m.slot!.pitchId, start: planMinute(m.slot!.day, m.slot!.time)! }]));
  for (const { matchId, slot } of result.placements) placed.set(matchId, { pitchId: slot.pitchId, start: planMinute(slot.day, slot.time)! });
  return { result, placed };
}

describe('the youth tournament day of issue 25', () => {
  // 24 teams in 6 groups of 4 (36 games), then the best 16 in a knockout (15 games); 4 pitches, 20 + 5 minutes, 09:00–17:00.
  const groups = 'ABCDEF'.split('').map((g) => roundRobin(`Group ${g}`, teamNames(4, g)));
  const groupGames = groups.flat();
  const plan: MatchDayPlan = {
    pitches: pitches(4, [{ day: DAY, from: '09:00', to: '17:00' }]),
    matches: [...groupGames, ...knockout(8, groupGames.map((m) => m.id))],
    rules: { matchMinutes: 20, breakMinutes: 5, minRestMinutes: 25 },
  };

  it('fits: all 51 games placed, nothing double-booked, every team rests at least one slot (25 minutes)', () => {
    const { result, placed } = placedOf(plan);
    expect(result.ok && result.unplaced).toEqual([]);
    expect(placed.size).toBe(51);
    expect(violations(plan, placed)).toEqual([]);
    for (const team of groups.flatMap((g) => g[0]!.teamIds.concat(g[1]!.teamIds))) {
      const starts = plan.matches.filter((m) => m.teamIds.includes(team)).map((m) => placed.get(m.id)!.start).sort((a, b) => a - b);
      expect(starts).toHaveLength(3);
      for (let i = 1; i < starts.length; i += 1) expect(starts[i]! - (starts[i - 1]! + 20)).toBeGreaterThanOrEqual(25);
    }
    const final = placed.get('ko4-0')!;
    expect(final.start + 20).toBeLessThanOrEqual(planMinute(DAY, '17:00')!);
  });

  it('gives the same schedule every time', () => {
    expect(generateSchedule(plan)).toEqual(generateSchedule(structuredClone(plan)));
  });
});

describe('what the generator keeps and reports', () => {
  const rules: PlanRules = { matchMinutes: 20, breakMinutes: 5, minRestMinutes: 25 };
  // Kick-offs at 09:00, 09:25 and 09:50.
  const onePitch = pitches(1, [{ day: DAY, from: '09:00', to: '10:15' }]);

  it('leaves a scheduled match where it is and plans around it', () => {
    const fixed: PlanMatch = { id: 'fixed', teamIds: ['a', 'b'], slot: { pitchId: 'p1', day: DAY, time: '09:00' } };
    const result = generateSchedule({ pitches: onePitch, matches: [fixed, { id: 'new', teamIds: ['c', 'd'] }], rules });
    expect(result).toEqual({ ok: true, placements: [{ matchId: 'new', slot: { pitchId: 'p1', day: DAY, time: '09:25' } }], unplaced: [] });
  });

  it('reports a match with no free kick-off, with why', () => {
    const matches = ['a', 'b', 'c'].map((id): PlanMatch => ({ id, label: `Game ${id}`, teamIds: ['x', `y${id}`] }));
    const result = generateSchedule({ pitches: onePitch, matches, rules });
    expect(result.ok && result.placements.map((p) => p.slot.time)).toEqual(['09:00', '09:50']);
    expect(result.ok && result.unplaced).toEqual([{ matchId: 'c', reason: 'No free kick-off: the pitch is taken (2 kick-offs), a team is playing or resting (1 kick-off).' }]);
  });

  it('reports a knockout game whose feeding game found no kick-off', () => {
    const matches: PlanMatch[] = [
      { id: 'a', label: 'Semi-final 1', teamIds: ['w', 'x'] },
      { id: 'b', label: 'Semi-final 2', teamIds: ['y', 'z'] },
      { id: 'c', label: 'Semi-final 3', teamIds: ['u', 'v'] },
      { id: 'f', label: 'Final', teamIds: [], after: ['b', 'c'] },
    ];
    const result = generateSchedule({ pitches: pitches(1, [{ day: DAY, from: '09:00', to: '09:50' }]), matches, rules });
    expect(result.ok && result.unplaced).toEqual([
      { matchId: 'c', reason: 'No free kick-off: the pitch is taken (2 kick-offs).' },
      { matchId: 'f', reason: 'Waits for Semi-final 3, which has no kick-off.' },
    ]);
  });

  it("keeps a team's hours", () => {
    const result = generateSchedule({ pitches: onePitch, matches: [{ id: 'm', teamIds: ['a', 'b'] }], rules: { ...rules, teamHours: { b: { notBefore: '09:30' } } } });
    expect(result.ok && result.placements[0]?.slot.time).toBe('09:50');
  });

  it('says what is wrong with the input and schedules nothing', () => {
    const result = generateSchedule({
      pitches: [{ id: 'p1', name: 'Pitch 1', windows: [{ day: DAY, from: '17:00', to: '09:00' }] }],
      matches: [
        { id: 'm1', teamIds: ['a', 'a'] },
        { id: 'm2', teamIds: ['b', 'c'], after: ['m3'] },
        { id: 'm3', teamIds: [], after: ['m2'] },
      ],
      rules: { matchMinutes: 20.5, breakMinutes: -1, minRestMinutes: 25 },
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        'Match length must be a whole number of minutes from 1 to 1440.',
        'The break between matches must be a whole number of minutes from 0 to 1440.',
        `Pitch 1: the window of ${DAY} ends at 09:00, before it starts at 17:00.`,
        'm1: a team cannot play itself.',
      ],
    });
    expect(generateSchedule({ pitches: onePitch, matches: [{ id: 'm2', teamIds: [], after: ['m3'] }, { id: 'm3', teamIds: [], after: ['m2'] }], rules })).toEqual({ ok: false, errors: ['m2 waits for itself through its feeding games.'] });
  });
});

/** A random tournament: 2–64 teams in groups (a single league when one group), maybe a knockout after them. */
const tournaments = fc
  .record({
    teams: fc.integer({ min: 2, max: 64 }),
    groupSize: fc.integer({ min: 2, max: 8 }),
    knockoutSize: fc.constantFrom(0, 1, 2, 4, 8),
    pitchCount: fc.integer({ min: 1, max: 8 }),
    days: fc.integer({ min: 1, max: 2 }),
    windows: fc.array(fc.record({ from: fc.integer({ min: 0, max: 22 * 60 }), length: fc.integer({ min: 10, max: 10 * 60 }) }), { minLength: 0, maxLength: 3 }),
    matchMinutes: fc.integer({ min: 5, max: 90 }),
    breakMinutes: fc.integer({ min: 0, max: 30 }),
    minRestMinutes: fc.integer({ min: 0, max: 120 }),
    fixed: fc.nat(3),
    hours: fc.option(fc.record({ team: fc.nat(63), notBefore: fc.integer({ min: 0, max: 23 * 60 }) }), { nil: undefined }),
  })
  .map((t): MatchDayPlan => {
    const time = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const names = teamNames(t.teams);
    const groupGames: PlanMatch[] = [];
    for (let g = 0; g * t.groupSize < names.length; g += 1) {
      const members = names.slice(g * t.groupSize, (g + 1) * t.groupSize);
      if (members.length >= 2) groupGames.push(...roundRobin(`G${g}`, members));
    }
    const days = ['2025-06-07', '2025-06-08'].slice(0, t.days);
    const windows = days.flatMap((day) => t.windows.map((w) => ({ day, from: time(w.from), to: time(Math.min(w.from + w.length, 23 * 60 + 59)) })));
    const pitchList = pitches(t.pitchCount, windows);
    const matches = [...groupGames, ...(t.knockoutSize > 0 ? knockout(t.knockoutSize, groupGames.map((m) => m.id)) : [])];
    // Some matches already have a kick-off, possibly clashing with the grid: the generator must plan around them.
    const withFixed = matches.map((m, i) => (i < t.fixed && windows[0] ? { ...m, slot: { pitchId: 'p1', day: windows[0].day, time: time((t.windows[0]!.from + i * 7) % (23 * 60)) } } : m));
    const teamHours = t.hours ? { [names[t.hours.team % names.length]!]: { notBefore: time(t.hours.notBefore) } } : undefined;
    return { pitches: pitchList, matches: withFixed, rules: { matchMinutes: t.matchMinutes, breakMinutes: t.breakMinutes, minRestMinutes: t.minRestMinutes, teamHours } };
  });

describe('the generator on random tournaments (2–64 teams, 1–8 pitches, random windows and rest)', () => {
  it('never double-books a pitch or a team, keeps rest, hours, windows, round order and feeding games, and places or reports every match', () => {
    let placedSome = false;
    fc.assert(
      fc.property(tournaments, (plan) => {
        const { result, placed } = placedOf(plan);
        if (!result.ok) return;
        const fixed = new Set(plan.matches.filter((m) => m.slot).map((m) => m.id));
        const fresh = new Map([...placed].filter(([id]) => !fixed.has(id)));
        // Fixed matches may clash among themselves (the organizer put them there); new ones clash with nothing.
        const freshViolations = violations(plan, placed).filter((v) => [...fresh.keys()].some((id) => v.split(' ').includes(id)));
        expect(freshViolations).toEqual([]);
        placedSome ||= fresh.size > 0;
        // The planner's conflict rules agree: a schedule made only by the generator has none.
        if (fixed.size === 0) {
          const scheduled = { ...plan, matches: plan.matches.map((m) => ({ ...m, slot: result.placements.find((p) => p.matchId === m.id)?.slot })) };
          expect(planConflicts(scheduled)).toEqual([]);
        }
        const reported = result.unplaced.map((u) => u.matchId);
        expect([...result.placements.map((p) => p.matchId), ...reported].sort()).toEqual(plan.matches.filter((m) => !m.slot).map((m) => m.id).sort());
        for (const u of result.unplaced) expect(u.reason).not.toBe('');
      }),
      { numRuns: 100 },
    );
    expect(placedSome).toBe(true);
  });
});
