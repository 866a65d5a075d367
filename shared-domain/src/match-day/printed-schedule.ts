import type { Tournament } from '../competition/entities';
import { knockoutRoundName } from '../groups-knockout/knockout-edit';
import type { Match } from '../match/entities';
import { playoffRoundName } from '../playoffs/playoff-round-names';
import { planSideName, venuePitches } from './tournament-plan';

/** Whose schedule is printed: one pitch's, or one team's (issue 25). */
export type PrintTarget = { pitchId: string } | { teamId: string };

/** One printed line: a match's kick-off, pitch, teams and round, nothing else. */
interface PrintedMatch {
  matchId: string;
  kickOff: string;
  pitch: string;
  home: string;
  away: string;
  round: string;
}

/** The printed page: whose schedule it is, where, and the matches of each day (a day per page). */
export interface PrintedSchedule {
  tournament: string;
  /** The pitch's or the team's name. */
  title: string;
  /** The venue (with its address when it has one); a team playing at several venues lists each. */
  venue: string;
  days: { day: string; matches: PrintedMatch[] }[];
}

/** Its round as the fixtures name it: "Round 2", "Group A, round 1", "Semi-finals", "1/2 Final". */
function roundOf(match: Match, matches: readonly Match[]): string {
  if (!match.isPlayoff) return match.stage === 'group' && match.group ? `Group ${match.group}, round ${match.round}` : `Round ${match.round}`;
  const bracket = matches.filter((m) => m.isPlayoff && m.stage !== 'third_place');
  const rounds = Math.max(0, ...bracket.map((m) => (m.playoffRound ?? 0) + 1));
  const index = match.playoffRound ?? 0;
  if (match.stage === 'knockout' || match.stage === 'third_place') return knockoutRoundName(index, rounds, match.stage === 'third_place');
  return playoffRoundName(index, rounds);
}

/**
 * What a printed schedule shows (issue 25): for a pitch, its matches; for a team, the matches it plays (on any
 * pitch); each with its kick-off, pitch, home and away team (planSideName) and round, grouped by day and in kick-off order.
 * Only matches with a pitch, a day and a kick-off are printed (a cancelled match is not played); the page is
 * headed by the tournament's name, the pitch's or team's name and the venue. Null when the pitch is not one of
 * the tournament's or the team does not play in it.
 * @example printedSchedule({ id: 't', name: 'Cup', format: { mode: 'league' }, teamIds: [], organizerId: 'o', createdAtISO: '' }, [], String, { pitchId: 'p1' }) // null
 */
export function printedSchedule(tournament: Tournament, matches: readonly Match[], nameOf: (teamId: string) => string, target: PrintTarget): PrintedSchedule | null {
  const venues = tournament.venues ?? [];
  const pitches = venuePitches(tournament);
  const pitchOf = (id: string | undefined) => pitches.find((p) => p.id === id);
  if ('pitchId' in target ? !pitchOf(target.pitchId) : !tournament.teamIds.includes(target.teamId)) return null;
  const chosen = matches
    .filter((m) => m.status !== 'cancelled' && pitchOf(m.pitchId) && m.dateISO && m.time)
    .filter((m) => ('pitchId' in target ? m.pitchId === target.pitchId : m.homeTeamId === target.teamId || m.awayTeamId === target.teamId))
    .sort((a, b) => `${a.dateISO!.slice(0, 10)} ${a.time!}`.localeCompare(`${b.dateISO!.slice(0, 10)} ${b.time!}`));
  const days = [...new Set(chosen.map((m) => m.dateISO!.slice(0, 10)))].map((day) => ({
    day,
    matches: chosen
      .filter((m) => m.dateISO!.startsWith(day))
      .map((m) => ({ matchId: m.id, kickOff: m.time!, pitch: pitchOf(m.pitchId)!.name, home: planSideName(tournament, m.homeTeamId, nameOf), away: planSideName(tournament, m.awayTeamId, nameOf), round: roundOf(m, matches) })),
  }));
  const where = 'pitchId' in target ? [pitchOf(target.pitchId)!.venue] : venues.filter((venue) => chosen.some((m) => pitchOf(m.pitchId)!.venue === venue));
  const venue = where.map((v) => (v.address ? `${v.name}, ${v.address}` : v.name)).join('; ');
  const title = 'pitchId' in target ? pitchOf(target.pitchId)!.name : nameOf(target.teamId);
  return { tournament: tournament.name, title, venue, days };
}
