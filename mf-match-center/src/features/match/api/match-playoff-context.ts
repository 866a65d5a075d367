import { isPlaceholder, playedBracket, resultsClearedBy, type ClearedResult, type Match, type MatchPatch, type MatchSide, type Tournament } from 'shared-domain';

/** The team ids a match is played between, as the screen shows them. */
export type SideIds = Record<MatchSide, string>;

/** The tournament's matches with this match as the screen holds it (the list may be a save behind, or not hold it yet). */
function withCurrent(matches: readonly Match[], match: Match): Match[] {
  return matches.some((m) => m.id === match.id) ? matches.map((m) => (m.id === match.id ? match : m)) : [...matches, match];
}

/**
 * The teams of a match: a playoff game is resolved in its bracket from the stored results, as the
 * tournament page shows it, so a final stored as winner-1 v winner-2 names the semi-finals' winners
 * once they are decided (placeholders stay until then). Other matches, or a playoff game whose
 * tournament's matches are not read, keep their stored ids.
 * @example resolvedSideIds(final, tournament, matches) // { home: 'arsenal', away: 'winner-2' }
 */
export function resolvedSideIds(match: Match, tournament: Tournament | null, matches: readonly Match[] | undefined): SideIds {
  const stored = { home: match.homeTeamId, away: match.awayTeamId };
  if (!match.isPlayoff || !matches) return stored;
  const entry = playedBracket(tournament?.playoffBracket, withCurrent(matches, match))
    .resolved.flatMap((round) => round.matches)
    .find((m) => m.matchId === match.id);
  return entry ? { home: entry.homeTeamId, away: entry.awayTeamId } : stored;
}

/** Whether both sides are real teams (a knockout score waits for them: nobody plays "Winner of match 1"). */
export const sidesKnown = (ids: SideIds): boolean => !isPlaceholder(ids.home) && !isPlaceholder(ids.away);

/**
 * The later knockout results saving `changes` to this playoff game would clear, because the teams of
 * those games change (the organizer confirms first). Empty for league games and for edits that keep
 * every later pairing.
 */
export function laterResultsCleared(match: Match, tournament: Tournament | null, matches: readonly Match[], changes: MatchPatch): ClearedResult[] {
  if (!match.isPlayoff || matches.length === 0) return [];
  return resultsClearedBy(tournament?.playoffBracket, withCurrent(matches, match), match.id, changes);
}
