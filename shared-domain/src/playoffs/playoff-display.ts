import type { MatchSide } from '../match/entities';
import type { BracketRound } from './entities';
import { playedBracket, type PlayoffMatchLike } from './played-bracket';
import { isByeMatch, parsePlaceholder, type Placeholder } from './playoff-placeholders';
import { playoffRoundName } from './playoff-round-names';

/** Text of the empty side of a bye (spec §2 "matches with BYE placeholders"). */
export const BYE_LABEL = 'BYE';

/** One side of a playoff match as the admin screen shows it. */
export type PlayoffSlot =
  /** A known team; `from` is the placeholder it came from (e.g. the winner of match 1), if any. */
  | { kind: 'team'; teamId: string; from?: Placeholder }
  /** Not decided yet: the Nth seed or the winner of match N. */
  | { kind: 'seed' | 'winner'; n: number }
  /** The empty side of a bye. */
  | { kind: 'bye' };

/** A match of a playoff round, with what is known about its two sides. */
export interface PlayoffEntry {
  matchId: string;
  /** 1-based number of the match in the bracket: the N of "Winner of match N". */
  number: number;
  home: PlayoffSlot;
  away: PlayoffSlot;
  /** A bye is never played: it has no match item, its entry advances at once. */
  bye: boolean;
  /** The team that goes on, once known. */
  winnerTeamId?: string;
}

/** A playoff round with its spec name (Final, 1/2 Final, …). */
export interface PlayoffRoundView {
  round: number;
  name: string;
  entries: PlayoffEntry[];
}

/**
 * The playoff rounds to show once playoff matches exist (spec §2): the stored bracket when these
 * matches came from it (so byes and winner-N numbering are exact), otherwise a bracket read back from
 * the match items. Scores decide winners, which fill in later rounds; placeholders not decided yet
 * stay placeholders. No playoff match: no rounds.
 * @example playoffRoundsForDisplay(tournament.playoffBracket, matches)
 * // [{ round: 0, name: '1/2 Final', entries: [...] }, { round: 1, name: 'Final', entries: [...] }]
 */
export function playoffRoundsForDisplay(bracket: readonly BracketRound[] | undefined | null, matches: readonly PlayoffMatchLike[]): PlayoffRoundView[] {
  const { source, resolved } = playedBracket(bracket, matches);
  let number = 0;
  return resolved.map((round, index) => ({
    round: round.round,
    name: playoffRoundName(index, resolved.length),
    entries: round.matches.map((m, i): PlayoffEntry => {
      number += 1;
      const original = source[index]?.matches[i];
      const bye = isByeMatch(m);
      const entry: PlayoffEntry = {
        matchId: m.matchId,
        number,
        home: slotOf(m.homeTeamId, original?.homeTeamId),
        away: bye ? { kind: 'bye' } : slotOf(m.awayTeamId, original?.awayTeamId),
        bye,
      };
      if (m.winner !== undefined && parsePlaceholder(m.winner) === null) entry.winnerTeamId = m.winner;
      return entry;
    }),
  }));
}

/**
 * Which side won, from the resolved entry; undefined while undecided.
 * @example winningSide({ home: { kind: 'team', teamId: 'a' }, away: { kind: 'team', teamId: 'b' }, winnerTeamId: 'b' }) // 'away'
 */
export function winningSide(entry: Pick<PlayoffEntry, 'home' | 'away' | 'winnerTeamId'>): MatchSide | undefined {
  if (entry.winnerTeamId === undefined) return undefined;
  if (entry.home.kind === 'team' && entry.home.teamId === entry.winnerTeamId) return 'home';
  if (entry.away.kind === 'team' && entry.away.teamId === entry.winnerTeamId) return 'away';
  return undefined;
}

function slotOf(id: string, originalId: string | undefined): PlayoffSlot {
  const placeholder = parsePlaceholder(id);
  if (placeholder) return { kind: placeholder.kind, n: placeholder.n };
  const from = originalId === undefined ? null : parsePlaceholder(originalId);
  return from ? { kind: 'team', teamId: id, from } : { kind: 'team', teamId: id };
}
