/**
 * Entities of spec §3 as stored by this product.
 *
 * One deliberate difference from the spec: matches are their own items (keyed by tournamentId + id,
 * each carrying `organizerId`) instead of a list inside the tournament, because a large league with
 * lineups and goal events would exceed the database's item size limit and rewriting a whole list to
 * change one score loses concurrent edits (ARCHITECTURE.md §3). Team, Tournament and Match carry an
 * optional `version` for optimistic locking.
 */

/** Who may see a tournament. New tournaments start private; any other stored value counts as public. */
export type Visibility = 'private' | 'public';

/** The two login roles of spec §6. */
export type UserRole = 'super_admin' | 'organizer';

/** Theme values of spec §2, applied on the document root. */
export type Theme = 'dark' | 'bright';

/** Social links. Teams and players may hold any network; tournaments use facebook and instagram. */
export interface SocialMedia {
  facebook?: string;
  instagram?: string;
  twitter?: string;
  youtube?: string;
  tiktok?: string;
  website?: string;
  [network: string]: string | undefined;
}

/** An organization that runs tournaments (spec §3). Its login account is a separate AuthUser. */
export interface Organizer {
  /** `org_<timestamp>_<random>` */
  id: string;
  name: string;
  email: string;
  createdAtISO: string;
  logo?: string;
  description?: string;
}

/** A player inside a team's `players` list (spec §3). */
export interface Player {
  /** `player_<timestamp>_<random>` */
  id: string;
  firstName: string;
  lastName: string;
  position: string;
  /** Empty input means unset (spec §5). */
  number?: number | null;
  isPublic: boolean;
  createdAtISO: string;
  photo?: string;
  dateOfBirth?: string;
  socialMedia?: SocialMedia;
}

/** A team with its squad (spec §3). */
export interface Team {
  /** `team_<timestamp>_<random>` */
  id: string;
  name: string;
  /** One or two hex colours. */
  colors: string[];
  logo?: string;
  photo?: string;
  establishedDate?: string;
  organizerId: string;
  createdAtISO: string;
  players: Player[];
  socialMedia?: SocialMedia;
  /** Optimistic locking counter. */
  version?: number;
}

/** The four tournament modes of spec §4. */
export type TournamentMode = 'league' | 'league_playoff' | 'swiss_elimination' | 'league_custom_playoff';

/** A match of a custom playoff round (spec §3). */
export interface CustomPlayoffMatch {
  id: string;
  homeTeamId: string;
  awayTeamId: string;
  dateISO?: string;
  time?: string;
  isElimination: boolean;
}

/** A round of the custom playoff editor (spec §3, §4). */
export interface CustomPlayoffRound {
  roundNumber: number;
  name: string;
  /** 1..20 */
  quantityOfGames: number;
  description?: string;
  matches: CustomPlayoffMatch[];
}

/** Settings of the league_custom_playoff mode. */
export interface CustomPlayoffConfig {
  /** 4, 6, 8, 10 or 12 */
  playoffTeams: number;
  enableBye: boolean;
  playoffRounds: CustomPlayoffRound[];
}

/** A named league round ("customRounds with names", spec §3). */
export interface CustomRoundName {
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
}

/** Location shown on the tournament page. */
export interface TournamentLocation {
  name?: string;
  link?: string;
}

/** Round of a playoff bracket (spec §3). */
export interface BracketRound {
  /** 0 for the first round. */
  round: number;
  matches: BracketMatch[];
}

/** A bracket slot; team ids may be `seed-N` / `winner-N` placeholders (spec §4). */
export interface BracketMatch {
  matchId: string;
  homeTeamId: string;
  awayTeamId: string;
  homeGoals?: number | null;
  awayGoals?: number | null;
  dateISO?: string;
  /** Set at once for a bye; otherwise when the match is decided. */
  winner?: string;
}

/** A tournament (spec §3). Its matches are separate Match items. */
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
  /** Optimistic locking counter. */
  version?: number;
}

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

/** One side's lineup: player ids. */
export interface LineupSide {
  starting: string[];
  substitutes: string[];
}

/** Both lineups of a match (spec §3). */
export interface Lineups {
  home: LineupSide;
  away: LineupSide;
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
  homeGoals?: number | null;
  awayGoals?: number | null;
  dateISO?: string;
  /** `HH:MM`; defaults to 12:00 when a date is set without one. */
  time?: string;
  venue?: string;
  referee?: string;
  status?: MatchStatus;
  preview?: string;
  report?: string;
  videoUrl?: string;
  statistics?: { home: TeamStatistics; away: TeamStatistics };
  lineups?: Lineups;
  goals?: GoalEvent[];
  /** Optimistic locking counter. */
  version?: number;
}

/** A row of the league table (spec §3). */
export interface StandingRow {
  teamId: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

/** A login account (spec §3). Read and written by the gateway only. */
export interface AuthUser {
  id: string;
  /** Super admin logs in by username. */
  username?: string;
  /** Organizers log in by email. */
  email?: string;
  role: UserRole;
  organizerId?: string;
  /** PBKDF2 hash, hex. */
  passwordHash: string;
  /** 32 random bytes, hex. */
  salt: string;
  createdAt: string;
  isActive: boolean;
  lastLogin?: string;
}

/** A login session (spec §3), valid for SESSION_LIFETIME_MS. */
export interface Session {
  id: string;
  userId: string;
  token: string;
  /** ISO date-time. */
  expiresAt: string;
  createdAt: string;
  userAgent?: string;
  ipAddress?: string;
}

/** Per-browser display settings (spec §3). */
export interface AppSettings {
  theme: Theme;
  /** 0..1, default 0.5 */
  backgroundTint: number;
  backgroundImage?: string;
}

/** The user as the gateway reports it (no secrets). */
export interface PublicUser {
  id: string;
  role: UserRole;
  organizerId?: string;
  email?: string;
  username?: string;
}

/** Temporary credentials issued by the gateway for signing SDK calls. */
export interface SessionCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  /** ISO date-time. */
  expiration: string;
}
