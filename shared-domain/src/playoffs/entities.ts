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
  homePenalties?: number | null;
  awayPenalties?: number | null;
  dateISO?: string;
  /** Set at once for a bye; otherwise when the match is decided. */
  winner?: string;
}

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
