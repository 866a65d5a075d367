import { describe, expect, it } from 'vitest';
import { planConflicts } from './plan-conflicts';
import { moveMatch, postponeToNextFreeSlot, shiftPitchAfter } from './plan-edits';
import type { MatchDayPlan, PlanMatch } from './plan-types';

const DAY = '2025-06-07';
const at = (pitchId: string, time: string) => ({ pitchId, day: DAY, time });
const plan = (matches: PlanMatch[]): MatchDayPlan => ({
  pitches: [
    { id: 'p1', name: 'Pitch 1', windows: [{ day: DAY, from: '09:00', to: '17:00' }] },
    { id: 'p2', name: 'Pitch 2', windows: [{ day: DAY, from: '09:00', to: '17:00' }] },
  ],
  matches,
  rules: { matchMinutes: 20, breakMinutes: 5, minRestMinutes: 25 },
});

describe('shift all matches on a pitch after a time (issue 25)', () => {
  const day = plan([
    { id: 'a', teamIds: ['t1', 't2'], slot: at('p2', '13:30') },
    { id: 'b', teamIds: ['t3', 't4'], slot: at('p2', '14:00') },
    { id: 'c', teamIds: ['t5', 't6'], slot: at('p2', '16:40') },
    { id: 'd', teamIds: ['t7', 't8'], slot: at('p1', '15:00') },
  ]);

  it('moves every match on that pitch from that time, and only those', () => {
    expect(shiftPitchAfter(day, 'p2', { day: DAY, time: '14:00' }, 30)).toEqual({
      ok: true,
      placements: [
        { matchId: 'b', slot: at('p2', '14:30') },
        { matchId: 'c', slot: at('p2', '17:10') },
      ],
    });
  });

  it('the conflicts it causes are then shown (a match pushed past the pitch hours)', () => {
    const shifted = shiftPitchAfter(day, 'p2', { day: DAY, time: '14:00' }, 30);
    const slots = new Map(shifted.ok ? shifted.placements.map((p) => [p.matchId, p.slot]) : []);
    const after = { ...day, matches: day.matches.map((m) => ({ ...m, slot: slots.get(m.id) ?? m.slot })) };
    expect(planConflicts(after).map((c) => [c.kind, c.matchIds])).toEqual([['outside-window', ['c']]]);
  });

  it.each([
    { why: 'an unknown pitch', pitch: 'p9', from: { day: DAY, time: '14:00' }, minutes: 30, error: 'Choose a pitch of this plan.' },
    { why: 'a time that is not one', pitch: 'p2', from: { day: DAY, time: '25:00' }, minutes: 30, error: 'Choose a day and a time (HH:MM) to shift from.' },
    { why: 'a fraction of a minute', pitch: 'p2', from: { day: DAY, time: '14:00' }, minutes: 2.5, error: 'Shift by a whole number of minutes, up to 1440 either way.' },
    { why: 'no shift', pitch: 'p2', from: { day: DAY, time: '14:00' }, minutes: 0, error: 'Shift by a whole number of minutes, up to 1440 either way.' },
    { why: 'nothing to shift', pitch: 'p1', from: { day: DAY, time: '16:00' }, minutes: 30, error: 'No match on Pitch 1 kicks off from 2025-06-07 16:00.' },
  ])('refuses $why and changes nothing', ({ pitch, from, minutes, error }) => {
    expect(shiftPitchAfter(day, pitch, from, minutes)).toEqual({ ok: false, error });
  });
});

describe('postpone a match to the next free slot (issue 25)', () => {
  it('takes the first later kick-off where the pitch is free and its teams have rested', () => {
    const day = plan([
      { id: 'x', label: 'Lions v Tigers', teamIds: ['a', 'b'], slot: at('p1', '09:00') },
      { id: 'y', teamIds: ['c', 'd'], slot: at('p1', '09:25') },
      { id: 'z', teamIds: ['a', 'e'], slot: at('p2', '09:25') },
    ]);
    // 09:25 is taken on both pitches; Lions play until 09:45 and rest until 10:10, so 09:50 is too early: 10:15.
    expect(postponeToNextFreeSlot(day, 'x')).toEqual({ ok: true, placements: [{ matchId: 'x', slot: at('p1', '10:15') }] });
  });

  it('says why when there is no later slot', () => {
    const day: MatchDayPlan = { ...plan([{ id: 'x', label: 'Final', teamIds: ['a', 'b'], slot: at('p1', '16:40') }]), pitches: [{ id: 'p1', name: 'Pitch 1', windows: [{ day: DAY, from: '09:00', to: '17:00' }] }] };
    expect(postponeToNextFreeSlot(day, 'x')).toEqual({ ok: false, error: 'Final cannot be postponed. No pitch has a free kick-off from 2025-06-07 16:41.' });
    expect(postponeToNextFreeSlot(day, 'nope')).toEqual({ ok: false, error: 'That match is not in this plan.' });
  });
});

describe('move a match to a slot (issue 25)', () => {
  const day = plan([
    { id: 'x', label: 'Lions v Tigers', teamIds: ['a', 'b'], slot: at('p1', '09:00') },
    { id: 'y', label: 'Lions v Bears', teamIds: ['a', 'c'], slot: at('p1', '10:00') },
  ]);

  it('takes the slot even when it clashes, and the clash is then explained', () => {
    const moved = moveMatch(day, 'y', at('p2', '09:10'));
    expect(moved).toEqual({ ok: true, placements: [{ matchId: 'y', slot: at('p2', '09:10') }] });
    const after = { ...day, matches: day.matches.map((m) => (m.id === 'y' ? { ...m, slot: at('p2', '09:10') } : m)) };
    expect(planConflicts(after).map((c) => c.message)).toEqual([`a plays Lions v Tigers and Lions v Bears at the same time (${DAY} 09:10).`]);
  });

  it.each([
    { why: 'an unknown match', id: 'z', slot: at('p1', '10:00'), error: 'That match is not in this plan.' },
    { why: 'an unknown pitch', id: 'y', slot: at('p9', '10:00'), error: 'Choose a pitch of this plan.' },
    { why: 'a time that is not one', id: 'y', slot: at('p1', '10h'), error: 'Choose a day and a kick-off (HH:MM).' },
  ])('refuses $why', ({ id, slot, error }) => expect(moveMatch(day, id, slot)).toEqual({ ok: false, error }));
});
