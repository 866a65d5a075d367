import { describe, expect, it } from 'vitest';
import type { Tournament } from '../competition/entities';
import type { Match } from '../match/entities';
import { DEFAULT_MATCH_DAY_RULES, slotPatch, tournamentPlan } from './tournament-plan';

const base: Tournament = { id: 't', name: 'Cup', format: { mode: 'league_playoff' }, teamIds: ['a', 'b', 'c', 'd'], organizerId: 'o', createdAtISO: '2025-01-01T00:00:00.000Z' };
const match = (id: string, extra: Partial<Match>): Match => ({ id, tournamentId: 't', organizerId: 'o', homeTeamId: 'a', awayTeamId: 'b', round: 1, ...extra });
const names: Record<string, string> = { a: 'Lions', b: 'Tigers', c: 'Bears', d: 'Wolves' };
const nameOf = (id: string) => names[id] ?? id;

describe("a tournament's match day as the planner reads it (issue 25)", () => {
  const venue = (id: string, name: string) => ({ id, name, pitches: [{ id: `${id}-1`, name: 'Pitch 1', windows: [{ day: '2025-06-07', from: '09:00', to: '17:00' }] }] });

  it('names pitches by venue when there are several, and takes the default rules', () => {
    expect(tournamentPlan({ ...base, venues: [venue('v1', 'Park')] }, [], nameOf).pitches.map((p) => p.name)).toEqual(['Pitch 1']);
    const plan = tournamentPlan({ ...base, venues: [venue('v1', 'Park'), venue('v2', 'School')] }, [], nameOf);
    expect(plan.pitches.map((p) => p.name)).toEqual(['Park · Pitch 1', 'School · Pitch 1']);
    expect(plan.rules).toEqual(DEFAULT_MATCH_DAY_RULES);
  });

  it('reads real teams, league rounds, knockout feeders and slots', () => {
    const matches = [
      match('l1', { round: 1, pitchId: 'v1-1', dateISO: '2025-06-07', time: '09:00' }),
      match('l2', { round: 2, homeTeamId: 'c', awayTeamId: 'd', dateISO: '2025-06-07' }),
      match('s1', { isPlayoff: true, playoffRound: 0, playoffMatch: 0, homeTeamId: 'seed-1', awayTeamId: 'd' }),
      match('s2', { isPlayoff: true, playoffRound: 0, playoffMatch: 1, homeTeamId: 'seed-2', awayTeamId: 'seed-3' }),
      match('f', { isPlayoff: true, playoffRound: 1, playoffMatch: 0, homeTeamId: 'winner-1', awayTeamId: 'winner-2' }),
    ];
    expect(tournamentPlan(base, matches, nameOf).matches).toEqual([
      { id: 'l1', label: 'Lions v Tigers', teamIds: ['a', 'b'], group: 'league', round: 1, slot: { pitchId: 'v1-1', day: '2025-06-07', time: '09:00' } },
      { id: 'l2', label: 'Bears v Wolves', teamIds: ['c', 'd'], group: 'league', round: 2 },
      { id: 's1', label: 'seed-1 v Wolves', teamIds: ['d'], after: ['l1', 'l2'] },
      { id: 's2', label: 'seed-2 v seed-3', teamIds: [], after: ['l1', 'l2'] },
      { id: 'f', label: 'winner-1 v winner-2', teamIds: [], after: ['s1', 's2'] },
    ]);
  });

  it("labels a cup's knockout sides not known yet as its bracket does", () => {
    const cup: Tournament = { ...base, format: { mode: 'groups_knockout' } };
    const ko = match('k', { isPlayoff: true, stage: 'knockout', playoffRound: 0, homeTeamId: 'group-A-1', awayTeamId: 'group-CDE-3' });
    expect(tournamentPlan(cup, [ko], nameOf).matches[0]?.label).toBe('Winner Group A v 3rd Group C/D/E');
  });

  it('leaves a cancelled match out: it is not played', () => {
    expect(tournamentPlan(base, [match('l1', {}), match('l2', { status: 'cancelled' })], nameOf).matches.map((m) => m.id)).toEqual(['l1']);
  });

  it('saves a slot as the day, kick-off and pitch of the match', () => {
    expect(slotPatch({ pitchId: 'p2', day: '2025-06-07', time: '14:30' })).toEqual({ dateISO: '2025-06-07', time: '14:30', pitchId: 'p2' });
  });
});
