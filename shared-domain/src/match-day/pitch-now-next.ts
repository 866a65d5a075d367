import { TZDate } from '@date-fns/tz';
import type { Tournament } from '../competition/entities';
import { tournamentTimeZone } from '../competition/tournament-time-zone';
import { matchPlace } from '../kickoff/match-place';
import type { Match } from '../match/entities';
import { planMinute } from './plan-minutes';

/** A game's length when the tournament sets no match-day rules: the 90-minute game and its half-time. */
const DEFAULT_MATCH_MINUTES = 105;
const DAY_MINUTES = 24 * 60;

/** What the board reads of a match. */
export type BoardMatch = Pick<Match, 'id' | 'homeTeamId' | 'awayTeamId'> & Partial<Pick<Match, 'pitchId' | 'dateISO' | 'time' | 'status' | 'clock'>>;

/** One pitch of the "now and next" board: the match on it now and the one after. */
export interface PitchNowNext<M extends BoardMatch> {
  pitchId: string;
  /** "Pitch 2 · Riverside Park", as shared-domain/kickoff's matchPlace names a match's place. */
  place: string;
  now: M | null;
  next: M | null;
  /** The next match is on a later day than today in the tournament's zone (the board then names its day). */
  nextLaterDay: boolean;
}

/**
 * The tournament zone's wall clock at `nowMs`, as a plan minute (planMinute): what the stored days and
 * times of the matches compare with.
 */
function wallMinute(nowMs: number, zone: string): number | null {
  const wall = new TZDate(nowMs, zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return planMinute(`${wall.getFullYear()}-${pad(wall.getMonth() + 1)}-${pad(wall.getDate())}`, `${pad(wall.getHours())}:${pad(wall.getMinutes())}`);
}

/** A match's state on the board at a wall-clock minute: set aside, over, under way, or to come. */
function stateOf(match: BoardMatch, start: number, length: number, at: number): 'out' | 'over' | 'on' | 'coming' {
  if (match.status === 'cancelled' || match.status === 'postponed') return 'out';
  // A status or clock someone set wins over the kick-off time (D23).
  if (match.status === 'finished' || match.clock?.fullTimeAt !== undefined) return 'over';
  const kickedOff = match.status === 'live' || match.clock?.kickOffAt !== undefined;
  if (kickedOff) return 'on';
  if (at < start) return 'coming';
  return at < start + length ? 'on' : 'over';
}

/**
 * For each pitch of the tournament's venues (in their order), the match on it now and the next one
 * (issue 25: the venue's screens). A match is on now when someone set it Live or kicked its clock off, or
 * its kick-off has passed and its length (the match-day rules' match minutes, else 105) has not, unless it
 * was set Finished, its clock reached full time, or it was cancelled or postponed; of several, the latest
 * kick-off is now (an earlier one left running is forgotten). Next is the earliest match to come after it
 * (after now when nothing is on). Matches without a pitch, day or time are on no pitch; times are the
 * tournament zone's wall clock. A match is never both now and next, and a pitch has at most one of each.
 * @example pitchesNowAndNext({ timeZone: 'UTC', venues: [{ id: 'v', name: 'Park', pitches: [{ id: 'p1', name: 'Pitch 1', windows: [] }] }] }, [{ id: 'm1', homeTeamId: 'a', awayTeamId: 'b', pitchId: 'p1', dateISO: '2026-06-13', time: '09:00' }, { id: 'm2', homeTeamId: 'c', awayTeamId: 'd', pitchId: 'p1', dateISO: '2026-06-13', time: '09:30' }], Date.parse('2026-06-13T09:10:00Z'))
 * // [{ pitchId: 'p1', place: 'Pitch 1 · Park', now: m1, next: m2, nextLaterDay: false }]
 */
export function pitchesNowAndNext<M extends BoardMatch>(
  tournament: Pick<Tournament, 'venues' | 'timeZone' | 'matchDayRules'>,
  matches: readonly M[],
  nowMs: number,
): PitchNowNext<M>[] {
  const at = wallMinute(nowMs, tournamentTimeZone(tournament));
  const rules = tournament.matchDayRules;
  const length = rules && rules.matchMinutes > 0 ? rules.matchMinutes : DEFAULT_MATCH_MINUTES;
  return (tournament.venues ?? []).flatMap((venue) =>
    (venue.pitches ?? []).map((pitch) => {
      const timed = matches
        .filter((m) => m.pitchId === pitch.id)
        .flatMap((m) => {
          const start = m.dateISO && m.time ? planMinute(m.dateISO, m.time) : null;
          return start === null ? [] : [{ match: m, start, state: at === null ? 'coming' : stateOf(m, start, length, at) }];
        })
        .sort((a, b) => a.start - b.start || (a.match.id < b.match.id ? -1 : a.match.id > b.match.id ? 1 : 0));
      const on = timed.filter((t) => t.state === 'on').at(-1);
      const next = timed.find((t) => t.state === 'coming' && (!on || t.start >= on.start) && t !== on);
      return {
        pitchId: pitch.id,
        place: matchPlace({ pitchId: pitch.id }, tournament) ?? pitch.id,
        now: on?.match ?? null,
        next: next?.match ?? null,
        nextLaterDay: next !== undefined && at !== null && Math.floor(next.start / DAY_MINUTES) > Math.floor(at / DAY_MINUTES),
      };
    }),
  );
}
