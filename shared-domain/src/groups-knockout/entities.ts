/** A group of the group stage: its letter ('A'…'P') and its teams, in the order the draw placed them. */
export interface Group {
  letter: string;
  teamIds: string[];
}

/** Rounds of a group: a single round robin or home and away. */
export type GroupLegs = 1 | 2;

/** How many legs a knockout tie has: one match, or home and away (aggregate score). */
export type TieLegs = 1 | 2;

/**
 * The rules of a groups + knockout cup that the organizer sets (issue 24). The app stores it with the
 * tournament; every rule of this entry reads it.
 */
export interface GroupsKnockoutRules {
  groups: Group[];
  /** Each group a round robin of 1 or 2 legs. */
  groupLegs: GroupLegs;
  /** The top 1–4 of each group qualify. */
  qualifiersPerGroup: number;
  /** Optionally the best `count` teams placed `place` across groups also qualify (2026: the 8 best of place 3). */
  bestOfPlace?: { place: number; count: number } | null;
}

/**
 * A knockout tie as stored: its sides are team ids or placeholders (`group-A-1`, `group-CDE-3`, `winner-N`,
 * `loser-N`), its legs are match ids. A tie with the same entry on both sides is a bye (no matches).
 */
export interface KnockoutTie {
  /** 1.. counted round by round over the whole bracket; `winner-N` / `loser-N` refer to it. */
  number: number;
  home: string;
  away: string;
  /** One match id, or two: the first leg at `home`'s ground, the second at `away`'s. Empty for a bye. */
  matchIds: string[];
}

/** The knockout of a groups + knockout cup: rounds of ties (0 = first round) and the optional third-place tie. */
export interface GroupsKnockoutBracket {
  rounds: KnockoutTie[][];
  /** Between the semi-final losers (`loser-N` placeholders), when the organizer wants one. */
  thirdPlace?: KnockoutTie;
}
