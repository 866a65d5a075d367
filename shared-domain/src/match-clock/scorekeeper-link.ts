/**
 * A scorekeeper link as the organizer's screen and the score screen see it (issue 25): which matches it
 * covers (one match, one pitch on one day, or one referee's matches on one day) and until when. Its token is shown once, when it is made:
 * the gateway keeps only its hash.
 */
export interface ScorekeeperLinkView {
  id: string;
  tournamentId: string;
  matchId?: string;
  pitchId?: string;
  /** A referee's link (issue 25): the matches that referee has on its day. */
  refereeId?: string;
  dateISO: string;
  createdAt: string;
  /** The end of the match day in the tournament's zone (ISO 8601). */
  expiresAt: string;
  revokedAt?: string;
}

/** The score screen's page. The token travels in the fragment, which browsers never send to a server (no logs keep it). */
const SCORE_SCREEN_PATH = '/score';

/**
 * The address a scorekeeper opens: the score screen with the token in the fragment.
 * @example scorekeeperAddress('https://cup.example', 'abc') // 'https://cup.example/score#abc'
 */
export function scorekeeperAddress(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}${SCORE_SCREEN_PATH}#${token}`;
}

/**
 * The token in a score screen's fragment (`#abc`), or null when it holds none that could be one (tokens
 * are base64url).
 * @example scorekeeperTokenOf('#Q2hhbmdlIG1lIHBsZWFzZSAx') // 'Q2hhbmdlIG1lIHBsZWFzZSAx'
 * @example scorekeeperTokenOf('') // null
 */
export function scorekeeperTokenOf(hash: string): string | null {
  const token = hash.replace(/^#/, '');
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}
