/**
 * What the match-day planner reads and writes (issue 25). Days are `YYYY-MM-DD` and times `HH:MM`, both the
 * wall clock of the tournament's time zone, as a match's `dateISO` and `time` are stored: a plan never needs
 * an instant, so it never converts zones.
 */

/** When a pitch may be played on, one day: from `from` until `to` (a match must end by `to`). */
interface PitchWindow {
  day: string;
  from: string;
  to: string;
}

/** A pitch of a venue ("Pitch 1"), with the windows it is available in, in any order. */
export interface PlanPitch {
  id: string;
  name: string;
  windows: readonly PitchWindow[];
}

/** Where and when a match is played: a pitch, a day and a kick-off. */
export interface PlanSlot {
  pitchId: string;
  day: string;
  time: string;
}

/** A match as the planner sees it. */
export interface PlanMatch {
  id: string;
  /** How reasons and conflicts name it ("Group A: Lions v Tigers"); its id without one. */
  label?: string;
  /** Its teams' ids; a knockout game whose teams are not known yet has none. */
  teamIds: readonly string[];
  /** League or group the match belongs to: matches of one group keep their rounds' order. */
  group?: string;
  round?: number;
  /** The games whose results decide this one's teams (a knockout game's feeding games). */
  after?: readonly string[];
  refereeId?: string;
  /** Where and when it is played; a match without one is unscheduled. */
  slot?: PlanSlot;
}

/** A team's hours on any day: kick-off not before `notBefore`, final whistle not after `notAfter`. */
interface TeamHours {
  notBefore?: string;
  notAfter?: string;
}

/** The organizer's rules for the day. */
export interface PlanRules {
  matchMinutes: number;
  /** Between two matches on one pitch. */
  breakMinutes: number;
  /** Between the end of a team's match and the kick-off of its next one. */
  minRestMinutes: number;
  teamHours?: Readonly<Record<string, TeamHours>>;
}

/** A referee and the teams they belong to (never to referee those). */
interface PlanReferee {
  id: string;
  name: string;
  teamIds: readonly string[];
}

/** Everything a plan is made of. */
export interface MatchDayPlan {
  pitches: readonly PlanPitch[];
  matches: readonly PlanMatch[];
  rules: PlanRules;
  referees?: readonly PlanReferee[];
  /** Team names by id, for messages; an id is shown without one. */
  teamNames?: Readonly<Record<string, string>>;
}

/** A match given a slot. */
export interface PlanPlacement {
  matchId: string;
  slot: PlanSlot;
}

/** A match the generator could not place, and why, in words. */
export interface PlanUnplaced {
  matchId: string;
  reason: string;
}
