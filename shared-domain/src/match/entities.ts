/**
 * A match and its parts (spec §3), as stored by this product.
 *
 * One deliberate difference from the spec: matches are their own items (keyed by tournamentId + id,
 * each carrying `organizerId`) instead of a list inside the tournament, because a large league with
 * lineups and goal events would exceed the database's item size limit and rewriting a whole list to
 * change one score loses concurrent edits (ARCHITECTURE.md §3). A match carries an optional `version`
 * for optimistic locking.
 */

/** Stored status values of the match status selector (spec §4). */
export type MatchStatus = 'scheduled' | 'live' | 'finished' | 'postponed' | 'cancelled';

/** Per-side match statistics (spec §3). */
export interface TeamStatistics {
  shots: number;
  shotsOnTarget: number;
  corners: number;
  fouls: number;
  yellowCards: number;
  redCards: number;
  /** Percent; shown as 50 by default. */
  possession: number;
}

/**
 * The part of a groups_knockout tournament a match belongs to (issue 24): a group game, a knockout tie's
 * game, or the match for third place. Matches of the other modes have none.
 */
export type MatchStage = 'group' | 'knockout' | 'third_place';

/** Which side a goal event belongs to. */
export type MatchSide = 'home' | 'away';

/** Kinds of goal (spec §3). */
export type GoalType = 'goal' | 'penalty' | 'own_goal';

/** A goal event (spec §3). */
export interface GoalEvent {
  id: string;
  team: MatchSide;
  /** Empty string until a player is chosen. */
  playerId: string;
  /** 1..120 once entered; a new event starts at 0. */
  minute: number;
  type: GoalType;
  assistPlayerId?: string;
  goalNumber: number;
}

/** A card's colour. */
export type CardColour = 'yellow' | 'red';

/** A card given to a player, recorded from the touchline (issue 25). */
export interface CardEvent {
  id: string;
  team: MatchSide;
  colour: CardColour;
  /** Empty string when the player is not known. */
  playerId: string;
  /** The running minute when it was given, 0 before kick-off. */
  minute: number;
}

/** One side's lineup: player ids. */
interface LineupSide {
  starting: string[];
  substitutes: string[];
}

/** Both lineups of a match (spec §3). */
export interface Lineups {
  home: LineupSide;
  away: LineupSide;
}

/**
 * When a match's phases began, as ISO 8601 instants, set by the scorekeeper's buttons (issue 25): the
 * public pages tell the running minute from them (shared-domain/match-clock).
 */
export interface MatchClock {
  kickOffAt?: string;
  halfTimeAt?: string;
  secondHalfAt?: string;
  fullTimeAt?: string;
  /** A half's length, set at kick-off from the tournament's match length (a 20-minute game has 10-minute halves). */
  halfMinutes?: number;
}

/** A match, stored as its own item (see the file comment). */
export interface Match {
  /** `match_<timestamp>_<random>` */
  id: string;
  tournamentId: string;
  organizerId: string;
  /** A team id, or a `seed-N` / `winner-N` placeholder for playoff matches. */
  homeTeamId: string;
  awayTeamId: string;
  /** League round, from 1. */
  round: number;
  isPlayoff?: boolean;
  /** Playoff round index, from 0. */
  playoffRound?: number;
  /** Index within its playoff round. */
  playoffMatch?: number;
  /** groups_knockout only: which part of the cup (see MatchStage). */
  stage?: MatchStage;
  /** A group game's group letter (A, B, C…). */
  group?: string;
  /** Which leg of a two-legged tie, or of a group's double round robin: 1 or 2. */
  leg?: 1 | 2;
  /** The score (and any shoot-out after it) is after extra time: shown "a.e.t.". */
  afterExtraTime?: boolean;
  homeGoals?: number | null;
  awayGoals?: number | null;
  /** Penalty shoot-out of a knockout game that ended level (ours; the spec has no tie-break). */
  homePenalties?: number | null;
  awayPenalties?: number | null;
  dateISO?: string;
  /** `HH:MM`; defaults to 12:00 when a date is set without one. */
  time?: string;
  venue?: string;
  referee?: string;
  /** The organizer's referee assigned to it (issue 25); `referee` then holds their name, which pages show. */
  refereeId?: string;
  /** The pitch of one of the tournament's venues it is played on (issue 25). */
  pitchId?: string;
  status?: MatchStatus;
  preview?: string;
  report?: string;
  videoUrl?: string;
  statistics?: { home: TeamStatistics; away: TeamStatistics };
  lineups?: Lineups;
  goals?: GoalEvent[];
  /** Cards recorded from the touchline (issue 25); the statistics' card counts are typed by the organizer. */
  cards?: CardEvent[];
  /** The touchline clock (issue 25). */
  clock?: MatchClock;
  /** Optimistic locking counter. */
  version?: number;
}

/** Which tournament (and so which organizer) generated matches belong to. */
export type MatchOwner = Pick<Match, 'tournamentId' | 'organizerId'>;
