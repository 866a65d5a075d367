import { isPlaceholder, withCurrentMatch, type ClearedResult, type Match, type MatchPatch, type MatchSide, type Tournament } from 'shared-domain';
import { knockoutResultsClearedBy } from 'shared-domain/playoff-editing';

/** The team ids a match is played between, as the screen shows them. */
export type SideIds = Record<MatchSide, string>;

/** Whether both sides are real teams (a knockout score waits for them: nobody plays "Winner of match 1"). */
export const sidesKnown = (ids: SideIds): boolean => !isPlaceholder(ids.home) && !isPlaceholder(ids.away);

/**
 * The later knockout results saving `changes` to this playoff game would clear, because the teams of
 * those games change (the organizer confirms first). Empty for league games and for edits that keep
 * every later pairing.
 */
export function laterResultsCleared(match: Match, tournament: Tournament | null, matches: readonly Match[], changes: MatchPatch): ClearedResult[] {
  if (!match.isPlayoff || matches.length === 0) return [];
  return knockoutResultsClearedBy(tournament, withCurrentMatch(matches, match), match.id, changes);
}
