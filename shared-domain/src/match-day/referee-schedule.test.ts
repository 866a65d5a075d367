import { describe, expect, it } from 'vitest';
import type { Tournament } from '../competition/entities';
import type { Match } from '../match/entities';
import { refereeSchedule } from './referee-schedule';

const window = [{ day: '2025-06-07', from: '09:00', to: '17:00' }];
const cup: Tournament = {
  id: 't1',
  name: 'Spring Cup',
  format: { mode: 'league' },
  teamIds: ['a', 'b', 'c', 'd'],
  organizerId: 'o',
  createdAtISO: '',
  venues: [{ id: 'v1', name: 'Riverside Park', pitches: [{ id: 'p1', name: 'Pitch 1', windows: window }, { id: 'p2', name: 'Pitch 2', windows: window }] }],
};
const game = (id: string, fields: Partial<Match>): Match => ({ id, tournamentId: 't1', homeTeamId: 'a', awayTeamId: 'b', round: 1, organizerId: 'o', refereeId: 'ann', ...fields });
const names: Record<string, string> = { a: 'Lions', b: 'Tigers', c: 'Bears', d: 'Wolves' };

describe('a referee’s own schedule (issue 25)', () => {
  it('lists their matches in kick-off order with day, time, pitch and teams; unscheduled last, cancelled and others’ left out', () => {
    const matches = [
      game('late', { dateISO: '2025-06-07', time: '11:00', pitchId: 'p2', homeTeamId: 'c', awayTeamId: 'd' }),
      game('tbc', {}),
      game('early', { dateISO: '2025-06-07', time: '09:25', pitchId: 'p1' }),
      game('cancelled', { dateISO: '2025-06-07', time: '10:00', status: 'cancelled' }),
      game('bo', { dateISO: '2025-06-07', time: '09:00', refereeId: 'bo' }),
      game('elsewhere', { tournamentId: 'gone', dateISO: '2025-06-07', time: '09:00' }),
    ];
    const rows = refereeSchedule('ann', [cup], matches, (id) => names[id] ?? id);
    expect(rows.map((r) => [r.matchId, r.day, r.time, r.pitch, `${r.home} v ${r.away}`])).toEqual([
      ['early', '2025-06-07', '09:25', 'Pitch 1', 'Lions v Tigers'],
      ['late', '2025-06-07', '11:00', 'Pitch 2', 'Bears v Wolves'],
      ['tbc', '', '', '', 'Lions v Tigers'],
    ]);
    expect(rows[0]).toMatchObject({ tournament: 'Spring Cup', tournamentId: 't1' });
  });
});
