import { isPlaceholder, withCurrentMatch, type ClearedResult, type Match, type MatchPatch, type MatchSide, type Tournament } from 'shared-domain';
import { cupResultsClearedBy, isKnockoutPlaceholder } from 'shared-domain/groups-knockout';
import { knockoutResultsClearedBy } from 'shared-domain/playoff-editing';

/** The team ids a match is played between, as the screen shows them. */
export type SideIds = Record<MatchSide, string>;

/** Whether a side is not a team yet: "Winner of match 1", or a cup's "Winner Group A" / "Loser match 13". */
export const isSidePlaceholder = (id: string): boolean => isPlaceholder(id) || isKnockoutPlaceholder(id);

/** Whether both sides are real teams (a knockout score waits for them: nobody plays "Winner of match 1"). */
export const sidesKnown = (ids: SideIds): boolean => !isSidePlaceholder(ids.home) && !isSidePlaceholder(ids.away);

/**
 * The later knockout results saving `changes` to this playoff game would clear, because the teams of
 * those games change (the organizer confirms first). Empty for league games and for edits that keep
 * every later pairing; for a Groups + Knockout cup, its group games' edits count too (cupResultsClearedBy).
 */
export function laterResultsCleared(match: Match, tournament: Tournament | null, matches: readonly Match[], changes: MatchPatch): ClearedResult[] {
  // A cup's group game decides knockout sides too (who finishes where).
  if (tournament?.format.mode === 'groups_knockout') return cupResultsClearedBy(tournament, withCurrentMatch(matches, match), match.id, changes);
  if (!match.isPlayoff || matches.length === 0) return [];
  return knockoutResultsClearedBy(tournament, withCurrentMatch(matches, match), match.id, changes);
}
