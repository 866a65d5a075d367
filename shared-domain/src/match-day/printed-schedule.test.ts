import { describe, expect, it } from 'vitest';
import type { Tournament } from '../competition/entities';
import type { Match } from '../match/entities';
import { printedSchedule } from './printed-schedule';

const DAY = '2025-06-07';
const windows = [{ day: DAY, from: '09:00', to: '17:00' }, { day: '2025-06-08', from: '09:00', to: '12:00' }];
const park = { id: 'v1', name: 'Riverside Park', address: '1 River Road', pitches: [1, 2].map((n) => ({ id: `v1-pitch-${n}`, name: `Pitch ${n}`, windows })) };
const cup: Tournament = { id: 't', name: 'Youth Cup', format: { mode: 'groups_knockout' }, teamIds: ['a', 'b', 'c', 'd'], organizerId: 'o', createdAtISO: '2025-01-01T00:00:00.000Z', venues: [park] };
const names: Record<string, string> = { a: 'Lions', b: 'Tigers', c: 'Bears', d: 'Wolves' };
const nameOf = (id: string) => names[id] ?? 'To be decided';
const match = (id: string, home: string, away: string, extra: Partial<Match>): Match => ({ id, tournamentId: 't', organizerId: 'o', homeTeamId: home, awayTeamId: away, round: 1, ...extra });
const at = (pitch: number, time: string, day = DAY) => ({ pitchId: `v1-pitch-${pitch}`, dateISO: day, time });

const matches = [
  match('g2', 'c', 'd', { stage: 'group', group: 'A', ...at(2, '09:00') }),
  match('g3', 'a', 'c', { stage: 'group', group: 'A', round: 2, ...at(1, '09:50') }),
  match('g1', 'a', 'b', { stage: 'group', group: 'A', ...at(1, '09:00') }),
  match('g4', 'b', 'd', { stage: 'group', group: 'A', round: 2, ...at(2, '09:50') }),
  match('off', 'b', 'c', { stage: 'group', group: 'A', round: 3, ...at(1, '10:40'), status: 'cancelled' }),
  match('unplaced', 'a', 'd', { stage: 'group', group: 'A', round: 3 }),
  match('sf', 'a', 'd', { isPlayoff: true, stage: 'knockout', playoffRound: 0, playoffMatch: 0, ...at(1, '09:00', '2025-06-08') }),
  match('f', 'group-A-1', 'winner-2', { isPlayoff: true, stage: 'knockout', playoffRound: 1, playoffMatch: 0, ...at(2, '11:00', '2025-06-08') }),
];

describe('a printed schedule (issue 25)', () => {
  it("prints a pitch's matches, day by day in kick-off order, with pitch, teams and round, headed by the tournament, pitch and venue", () => {
    expect(printedSchedule(cup, matches, nameOf, { pitchId: 'v1-pitch-1' })).toEqual({
      tournament: 'Youth Cup',
      title: 'Pitch 1',
      venue: 'Riverside Park, 1 River Road',
      days: [
        {
          day: DAY,
          matches: [
            { matchId: 'g1', kickOff: '09:00', pitch: 'Pitch 1', home: 'Lions', away: 'Tigers', round: 'Group A, round 1' },
            { matchId: 'g3', kickOff: '09:50', pitch: 'Pitch 1', home: 'Lions', away: 'Bears', round: 'Group A, round 2' },
          ],
        },
        { day: '2025-06-08', matches: [{ matchId: 'sf', kickOff: '09:00', pitch: 'Pitch 1', home: 'Lions', away: 'Wolves', round: 'Semi-finals' }] },
      ],
    });
  });

  it("prints a team's matches on every pitch, and leaves out the cancelled and the unscheduled ones", () => {
    const printed = printedSchedule(cup, matches, nameOf, { teamId: 'b' });
    expect(printed?.title).toBe('Tigers');
    expect(printed?.days.flatMap((d) => d.matches.map((m) => `${d.day} ${m.kickOff} ${m.pitch} ${m.home} v ${m.away}`))).toEqual([`${DAY} 09:00 Pitch 1 Lions v Tigers`, `${DAY} 09:50 Pitch 2 Tigers v Wolves`]);
    expect(printedSchedule(cup, matches, nameOf, { teamId: 'a' })?.days.flatMap((d) => d.matches.map((m) => m.matchId))).toEqual(['g1', 'g3', 'sf']);
  });

  it('names a cup knockout game whose teams are not known yet as its bracket does, and a league round', () => {
    const final = printedSchedule(cup, matches, nameOf, { pitchId: 'v1-pitch-2' })?.days[1]?.matches[0];
    expect(final).toMatchObject({ home: 'Winner Group A', away: 'Winner match 2', round: 'Final' });
    const league: Tournament = { ...cup, format: { mode: 'league' } };
    expect(printedSchedule(league, [match('l', 'a', 'b', { round: 3, ...at(1, '12:00') })], nameOf, { pitchId: 'v1-pitch-1' })?.days[0]?.matches[0]?.round).toBe('Round 3');
  });

  it('lists each venue a team plays at, and prints nothing for a pitch or team that is not the tournament’s', () => {
    const school = { id: 'v2', name: 'School', pitches: [{ id: 'v2-pitch-1', name: 'Pitch 1', windows }] };
    const twoVenues: Tournament = { ...cup, venues: [park, school] };
    const printed = printedSchedule(twoVenues, [...matches, match('x', 'b', 'a', { round: 3, pitchId: 'v2-pitch-1', dateISO: DAY, time: '12:00' })], nameOf, { teamId: 'b' });
    expect(printed?.venue).toBe('Riverside Park, 1 River Road; School');
    expect(printed?.days[0]?.matches.map((m) => m.pitch)).toEqual(['Riverside Park · Pitch 1', 'Riverside Park · Pitch 2', 'School · Pitch 1']);
    expect(printedSchedule(cup, matches, nameOf, { pitchId: 'elsewhere' })).toBeNull();
    expect(printedSchedule(cup, matches, nameOf, { teamId: 'stranger' })).toBeNull();
  });
});
