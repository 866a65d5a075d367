import type { SocialMedia } from '../common/entities';
import type { BracketRound, CustomPlayoffConfig } from '../playoffs/entities';
import type { TieBreakerPreset } from '../league/tie-breakers';

/** Who may see a tournament. New tournaments start private; any other stored value counts as public. */
export type Visibility = 'private' | 'public';

/** The four tournament modes of spec §4. */
export type TournamentMode = 'league' | 'league_playoff' | 'swiss_elimination' | 'league_custom_playoff';

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
  /** Optimistic locking counter. */
  version?: number;
}
