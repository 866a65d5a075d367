import type { Tournament } from '../competition/entities';
import type { Match } from '../match/entities';
import { planSideName, venuePitches } from './tournament-plan';

/** One match of a referee's schedule, as the printed page lists it. */
export interface RefereeScheduleRow {
  matchId: string;
  tournamentId: string;
  tournament: string;
  /** `YYYY-MM-DD`, or empty while the match has no day. */
  day: string;
  /** `HH:MM`, or empty while the match has no kick-off. */
  time: string;
  /** The pitch's name as the planner shows it, or empty. */
  pitch: string;
  home: string;
  away: string;
}

/**
 * A referee's own schedule (issue 25): the matches assigned to them in the organizer's tournaments, in kick-off
 * order (day, time, then pitch), those without a day or kick-off last; cancelled matches are left out. Pitches
 * and a cup's undecided sides are named as the planner names them.
 * @example refereeSchedule('r1', [{ id: 't1', name: 'Cup', format: { mode: 'league' }, teamIds: ['a', 'b'], organizerId: 'o', createdAtISO: '' }], [{ id: 'm1', tournamentId: 't1', homeTeamId: 'a', awayTeamId: 'b', round: 1, organizerId: 'o', refereeId: 'r1', dateISO: '2025-06-07', time: '09:00' }], (id) => id.toUpperCase()) // [{ matchId: 'm1', tournamentId: 't1', tournament: 'Cup', day: '2025-06-07', time: '09:00', pitch: '', home: 'A', away: 'B' }]
 */
export function refereeSchedule(refereeId: string, tournaments: readonly Tournament[], matches: readonly Match[], nameOf: (teamId: string) => string): RefereeScheduleRow[] {
  const byId = new Map(tournaments.map((tournament) => [tournament.id, tournament]));
  const pitchNames = new Map(tournaments.map((tournament) => [tournament.id, new Map(venuePitches(tournament).map((pitch) => [pitch.id, pitch.name]))]));
  const rows = matches
    .filter((match) => match.refereeId === refereeId && match.status !== 'cancelled' && byId.has(match.tournamentId))
    .map(
      (match): RefereeScheduleRow => ({
        matchId: match.id,
        tournamentId: match.tournamentId,
        tournament: byId.get(match.tournamentId)!.name,
        day: match.dateISO?.slice(0, 10) ?? '',
        time: match.dateISO ? (match.time ?? '') : '',
        pitch: (match.pitchId && pitchNames.get(match.tournamentId)?.get(match.pitchId)) || '',
        home: planSideName(byId.get(match.tournamentId)!, match.homeTeamId, nameOf),
        away: planSideName(byId.get(match.tournamentId)!, match.awayTeamId, nameOf),
      }),
    );
  // Days and times compare as text; a missing one sorts after every real one ('~' follows the digits).
  const key = (row: RefereeScheduleRow) => (row.day === '' ? '~' : `${row.day} ${row.time || '~'}`);
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return rows.sort((a, b) => byText(key(a), key(b)) || a.pitch.localeCompare(b.pitch) || a.matchId.localeCompare(b.matchId));
}
