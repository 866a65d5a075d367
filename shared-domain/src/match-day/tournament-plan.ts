import type { MatchDayRules, Tournament, TournamentVenue } from '../competition/entities';
import { knockoutSideLabel } from '../groups-knockout/group-placeholders';
import type { Match } from '../match/entities';
import type { Referee } from '../organizer/entities';
import type { MatchDayPlan, PlanMatch, PlanPitch, PlanSlot } from './plan-types';

/** Rules of a tournament that set none: 20-minute games, 5 minutes between them, a slot's rest (issue 25's day). */
export const DEFAULT_MATCH_DAY_RULES: MatchDayRules = { matchMinutes: 20, breakMinutes: 5, minRestMinutes: 25 };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A match's slot when it has a pitch, a day and a kick-off. */
function slotOf(match: Match): PlanSlot | undefined {
  const day = match.dateISO?.slice(0, 10);
  return match.pitchId && day && DAY.test(day) && match.time ? { pitchId: match.pitchId, day, time: match.time } : undefined;
}

/** Which games must be over before a knockout game: the whole league before its first round, then the round before. */
function feedersOf(match: Match, matches: readonly Match[]): string[] | undefined {
  if (!match.isPlayoff) return undefined;
  const round = match.playoffRound ?? 0;
  const before = round === 0 ? matches.filter((m) => !m.isPlayoff) : matches.filter((m) => m.isPlayoff && (m.playoffRound ?? 0) === round - 1);
  return before.map((m) => m.id);
}

/**
 * How the match day names a side: a cup's knockout side not known yet as its bracket names it ("Winner Group A",
 * "3rd Group C/D/E", "Winner match 3"), any other side by `nameOf`.
 * @example planSideName({ format: { mode: 'groups_knockout' } }, 'group-A-1', String) // 'Winner Group A'
 */
export function planSideName(tournament: Pick<Tournament, 'format'>, teamId: string, nameOf: (teamId: string) => string): string {
  return (tournament.format.mode === 'groups_knockout' ? knockoutSideLabel(teamId) : null) ?? nameOf(teamId);
}

/**
 * Every pitch of a tournament's venues with its venue, named "Venue · Pitch" when there are several venues.
 * @example venuePitches({ id: 't', name: 'Cup', format: { mode: 'league' }, teamIds: [], organizerId: 'o', createdAtISO: '' }) // []
 */
export function venuePitches(tournament: Pick<Tournament, 'venues'>): { id: string; name: string; windows: PlanPitch['windows']; venue: TournamentVenue }[] {
  const venues = tournament.venues ?? [];
  return venues.flatMap((venue) => venue.pitches.map((pitch) => ({ ...pitch, name: venues.length > 1 ? `${venue.name} · ${pitch.name}` : pitch.name, venue })));
}

/**
 * A tournament's match day as the planner reads it (issue 25): every pitch of its venues (named "Venue · Pitch"
 * when it has several), its rules (or DEFAULT_MATCH_DAY_RULES), and its matches (labelled by planSideName) with their real teams (a
 * placeholder such as `winner-1` is no team yet), league rounds in order, and each knockout game after the games
 * that can feed it (the whole league before the first knockout round, then the round before). A match is
 * scheduled when it has a pitch, a day and a kick-off; a cancelled match is left out. `referees` are the
 * organizer's (issue 25): a match keeps the one assigned to it.
 * @example tournamentPlan({ id: 't', name: 'Cup', format: { mode: 'league' }, teamIds: ['a', 'b'], organizerId: 'o', createdAtISO: '' }, [], String).pitches // []
 */
export function tournamentPlan(tournament: Tournament, matches: readonly Match[], nameOf: (teamId: string) => string, referees: readonly Referee[] = []): MatchDayPlan {
  const pitches = venuePitches(tournament).map(({ venue: _venue, ...pitch }) => pitch);
  const teams = new Set(tournament.teamIds);
  // A cancelled match is not played: it takes no pitch nor kick-off.
  const planMatches = matches.filter((match) => match.status !== 'cancelled').map((match): PlanMatch => {
    const slot = slotOf(match);
    const after = feedersOf(match, matches);
    return {
      id: match.id,
      label: `${planSideName(tournament, match.homeTeamId, nameOf)} v ${planSideName(tournament, match.awayTeamId, nameOf)}`,
      teamIds: [match.homeTeamId, match.awayTeamId].filter((id) => teams.has(id)),
      ...(match.isPlayoff ? {} : { group: 'league', round: match.round }),
      ...(after ? { after } : {}),
      ...(slot ? { slot } : {}),
      ...(match.refereeId ? { refereeId: match.refereeId } : {}),
    };
  });
  return { pitches, matches: planMatches, rules: tournament.matchDayRules ?? DEFAULT_MATCH_DAY_RULES, referees, teamNames: Object.fromEntries(tournament.teamIds.map((id) => [id, nameOf(id)])) };
}

/**
 * What to save on a match given a slot: its day, kick-off and pitch.
 * @example slotPatch({ pitchId: 'p1', day: '2025-06-07', time: '09:25' }) // { dateISO: '2025-06-07', time: '09:25', pitchId: 'p1' }
 */
export function slotPatch(slot: PlanSlot): Pick<Match, 'dateISO' | 'time' | 'pitchId'> {
  return { dateISO: slot.day, time: slot.time, pitchId: slot.pitchId };
}
