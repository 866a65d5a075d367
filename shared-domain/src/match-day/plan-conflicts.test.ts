import { describe, expect, it } from 'vitest';
import { planConflicts } from './plan-conflicts';
import type { MatchDayPlan, PlanMatch } from './plan-types';

const DAY = '2025-06-07';
const at = (pitchId: string, time: string) => ({ pitchId, day: DAY, time });
const base = (matches: PlanMatch[], extra: Partial<MatchDayPlan> = {}): MatchDayPlan => ({
  pitches: [
    { id: 'p1', name: 'Pitch 1', windows: [{ day: DAY, from: '09:00', to: '17:00' }] },
    { id: 'p2', name: 'Pitch 2', windows: [{ day: DAY, from: '09:00', to: '12:00' }] },
  ],
  matches,
  rules: { matchMinutes: 20, breakMinutes: 5, minRestMinutes: 25 },
  teamNames: { a: 'Lions', b: 'Tigers', c: 'Bears', d: 'Wolves' },
  ...extra,
});

describe('conflicts of a plan, explained (issue 25)', () => {
  it('none for a clean schedule', () => {
    const plan = base([
      { id: 'm1', label: 'Lions v Tigers', teamIds: ['a', 'b'], slot: at('p1', '09:00') },
      { id: 'm2', label: 'Bears v Wolves', teamIds: ['c', 'd'], slot: at('p2', '09:00') },
      { id: 'm3', label: 'Lions v Bears', teamIds: ['a', 'c'], slot: at('p1', '09:50') },
      { id: 'm4', label: 'Unscheduled', teamIds: ['a', 'd'] },
    ]);
    expect(planConflicts(plan)).toEqual([]);
  });

  it('a team twice at once', () => {
    const plan = base([
      { id: 'm1', label: 'Lions v Tigers', teamIds: ['a', 'b'], slot: at('p1', '10:00') },
      { id: 'm2', label: 'Lions v Bears', teamIds: ['a', 'c'], slot: at('p2', '10:10') },
    ]);
    expect(planConflicts(plan)).toEqual([{ kind: 'team-twice', matchIds: ['m1', 'm2'], message: 'Lions plays Lions v Tigers and Lions v Bears at the same time (2025-06-07 10:10).' }]);
  });

  it('rest below the minimum', () => {
    const plan = base([
      { id: 'm1', label: 'Lions v Tigers', teamIds: ['a', 'b'], slot: at('p1', '10:00') },
      { id: 'm2', label: 'Tigers v Bears', teamIds: ['b', 'c'], slot: at('p2', '10:30') },
    ]);
    expect(planConflicts(plan)).toEqual([{ kind: 'rest', matchIds: ['m1', 'm2'], message: 'Tigers rests 10 minutes between Lions v Tigers and Tigers v Bears; the minimum is 25.' }]);
  });

  it('two matches on one pitch at once, or without the break', () => {
    const plan = base([
      { id: 'm1', label: 'Lions v Tigers', teamIds: ['a', 'b'], slot: at('p1', '10:00') },
      { id: 'm2', label: 'Bears v Wolves', teamIds: ['c', 'd'], slot: at('p1', '10:15') },
      { id: 'm3', label: 'Game 3', teamIds: [], slot: at('p1', '10:37') },
    ]);
    expect(planConflicts(plan).map((c) => [c.kind, c.matchIds, c.message])).toEqual([
      ['pitch-overlap', ['m1', 'm2'], 'Lions v Tigers and Bears v Wolves are both on Pitch 1 at 2025-06-07 10:15.'],
      ['pitch-overlap', ['m2', 'm3'], 'Pitch 1 has 2 minutes between Bears v Wolves and Game 3; the break is 5.'],
    ]);
  });

  it("outside the pitch's windows and outside a team's hours", () => {
    const plan = base([{ id: 'm1', label: 'Lions v Tigers', teamIds: ['a', 'b'], slot: at('p2', '11:50') }], {
      rules: { matchMinutes: 20, breakMinutes: 5, minRestMinutes: 25, teamHours: { a: { notAfter: '12:00' }, b: { notBefore: '12:00' } } },
    });
    expect(planConflicts(plan)).toEqual([
      { kind: 'outside-window', matchIds: ['m1'], message: "Lions v Tigers on Pitch 2 at 2025-06-07 11:50 is outside the pitch's hours." },
      { kind: 'team-hours', matchIds: ['m1'], message: 'Lions v Tigers ends after 12:00, when Lions must have finished.' },
      { kind: 'team-hours', matchIds: ['m1'], message: 'Lions v Tigers kicks off before 12:00, when Tigers can play from.' },
    ]);
  });

  it('a knockout game before its feeding game has ended plus the rest', () => {
    const plan = base([
      { id: 's1', label: 'Semi-final 1', teamIds: ['a', 'b'], slot: at('p1', '10:00') },
      { id: 'f', label: 'Final', teamIds: [], after: ['s1'], slot: at('p2', '10:30') },
    ]);
    expect(planConflicts(plan)).toEqual([{ kind: 'feeder', matchIds: ['s1', 'f'], message: 'Final kicks off before Semi-final 1 has ended and its teams have rested 25 minutes.' }]);
  });

  it('a referee twice at once, or at a match of a team they belong to', () => {
    const plan = base(
      [
        { id: 'm1', label: 'Lions v Tigers', teamIds: ['a', 'b'], refereeId: 'r1', slot: at('p1', '10:00') },
        { id: 'm2', label: 'Bears v Wolves', teamIds: ['c', 'd'], refereeId: 'r1', slot: at('p2', '10:00') },
      ],
      { referees: [{ id: 'r1', name: 'Sam Whistle', teamIds: ['c'] }] },
    );
    expect(planConflicts(plan)).toEqual([
      { kind: 'referee-twice', matchIds: ['m1', 'm2'], message: 'Sam Whistle referees two matches at 2025-06-07 10:00: Lions v Tigers and Bears v Wolves.' },
      { kind: 'referee-own-team', matchIds: ['m2'], message: 'Sam Whistle belongs to Bears and cannot referee Bears v Wolves.' },
    ]);
  });

  it('a referee without the break between two matches, but not with it', () => {
    const plan = (second: string) =>
      base(
        [
          { id: 'm1', label: 'Lions v Tigers', teamIds: ['a', 'b'], refereeId: 'r1', slot: at('p1', '10:00') },
          { id: 'm2', label: 'Bears v Wolves', teamIds: ['c', 'd'], refereeId: 'r1', slot: at('p2', second) },
        ],
        { referees: [{ id: 'r1', name: 'Sam Whistle', teamIds: [] }] },
      );
    expect(planConflicts(plan('10:20'))).toEqual([{ kind: 'referee-twice', matchIds: ['m1', 'm2'], message: 'Sam Whistle has 0 minutes between Lions v Tigers and Bears v Wolves; the break is 5.' }]);
    expect(planConflicts(plan('10:25'))).toEqual([]);
  });
});
