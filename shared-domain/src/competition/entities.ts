import type { SocialMedia } from '../common/entities';
import type { BracketRound, CustomPlayoffConfig } from '../playoffs/entities';
import type { TieBreakerPreset } from '../league/tie-breakers';

/** Who may see a tournament. New tournaments start private; any other stored value counts as public. */
export type Visibility = 'private' | 'public';

/** The four tournament modes of spec §4, and groups then a knockout (issue 24, ours). */
export type TournamentMode = 'league' | 'league_playoff' | 'swiss_elimination' | 'league_custom_playoff' | 'groups_knockout';

/** One group of a groups_knockout tournament: its letter (A, B, C…) and its teams, as drawn or placed. */
export interface TournamentGroup {
  letter: string;
  teamIds: string[];
}

/** The best `count` teams placed `place` across the groups qualify too (the eight best thirds of 12 groups). */
interface BestOfPlace {
  place: number;
  count: number;
}

/** Legs of a round robin or a knockout tie: one match, or home and away. */
export type Legs = 1 | 2;

/** Settings of the groups_knockout mode (issue 24). */
export interface GroupsKnockoutSettings {
  /** 2..16 groups, lettered from A. */
  groupCount: number;
  /** Each group a round robin of 1 or 2 legs. */
  groupLegs: Legs;
  /** The top 1..4 of each group qualify. */
  qualifiersPerGroup: number;
  /** Optionally, the best teams of one place across groups qualify as well. */
  bestOfPlace?: BestOfPlace;
  /**
   * Legs of each knockout round counted from the final backwards ([final, semi-finals, quarter-finals…]),
   * so the list keeps its meaning whatever the size of the bracket; a round not listed is one match.
   */
  knockoutLegs: Legs[];
  /** A two-legged tie level on aggregate goes to the side with more away goals (off by default). */
  awayGoals: boolean;
  /** The semi-final losers play for third place. */
  thirdPlaceMatch: boolean;
  /** The groups once drawn or placed; absent until then. */
  groups?: TournamentGroup[];
  /**
   * The knockout built from group positions when the group stage starts (shared-domain/groups-knockout's
   * GroupsKnockoutBracket: ties whose sides are placeholders until their group is complete).
   */
  knockout?: StoredKnockout;
}

/** A knockout tie as stored: its number, two sides (team ids or placeholders) and its legs' match ids. */
export interface StoredKnockoutTie {
  number: number;
  home: string;
  away: string;
  matchIds: string[];
}

/** A cup's knockout as stored: rounds of ties from the first round, and the optional third-place tie. */
export interface StoredKnockout {
  rounds: StoredKnockoutTie[][];
  thirdPlace?: StoredKnockoutTie;
}

/** A named league round ("customRounds with names", spec §3). */
interface CustomRoundName {
  roundNumber: number;
  name: string;
}

/** How a tournament is played (spec §3). */
export interface TournamentFormat {
  mode: TournamentMode;
  /** League repeats, 1..4. */
  rounds?: number;
  /** league_playoff only: 2, 4 or 8. */
  playoffQualifiers?: number;
  customPlayoffConfig?: CustomPlayoffConfig;
  customRounds?: CustomRoundName[];
  /** How teams level on points are ordered in the table and for playoff seeding; absent means 'spec'. */
  tieBreakers?: TieBreakerPreset;
  /** groups_knockout only. */
  groupsKnockout?: GroupsKnockoutSettings;
}

/** When a pitch may be played on, one day: `day` YYYY-MM-DD, `from`–`to` HH:MM, the tournament zone's wall clock. */
interface PitchAvailability {
  day: string;
  from: string;
  to: string;
}

/** A pitch of a venue ("Pitch 1") and when it is available (issue 25). */
interface VenuePitch {
  id: string;
  name: string;
  windows: PitchAvailability[];
}

/** A venue of a tournament (issue 25): its name, address or map link, and its pitches. */
export interface TournamentVenue {
  id: string;
  name: string;
  address?: string;
  link?: string;
  pitches: VenuePitch[];
}

/** The match-day planner's rules of a tournament (issue 25), in minutes. */
export interface MatchDayRules {
  matchMinutes: number;
  breakMinutes: number;
  minRestMinutes: number;
}

/** Location shown on the tournament page. */
interface TournamentLocation {
  name?: string;
  link?: string;
}

/**
 * A tournament (spec §3). Its matches are separate Match items (see match/entities.ts). Carries an
 * optional `version` for optimistic locking.
 */
export interface Tournament {
  /** `tournament_<timestamp>_<random>` */
  id: string;
  name: string;
  format: TournamentFormat;
  teamIds: string[];
  organizerId: string;
  createdAtISO: string;
  playoffBracket?: BracketRound[];
  settings?: Record<string, unknown>;
  visibility?: Visibility;
  location?: TournamentLocation;
  socialMedia?: Pick<SocialMedia, 'facebook' | 'instagram'>;
  logo?: string;
  backgroundImage?: string;
  /**
   * IANA time zone its matches' dates and times are in (issue 13): set at creation to the organizer's
   * browser zone, changed in the tournament's details. Absent on older tournaments, which read as UTC
   * (tournamentTimeZone).
   */
  timeZone?: string;
  /** Where its matches are played (issue 25). */
  venues?: TournamentVenue[];
  /** How its match day is planned (issue 25). */
  matchDayRules?: MatchDayRules;
  /** Optimistic locking counter. */
  version?: number;
}
