import type { BracketRound } from './entities';
import { canStartPlayoffs } from '../league/league-completion';
import { flattenPlayoffMatches, lastLeagueRound, startPlayoffs, type StartPlayoffsInput, type StartPlayoffsResult } from './playoff-matches';
import { parsePlaceholder } from './playoff-placeholders';

/**
 * Whether a stored bracket is the one a Start Playoffs action produced: it has matches and every
 * seed is filled in with a team (the bracket saved at creation of a league_playoff tournament still
 * holds `seed-N` placeholders; the combined format's bracket holds real teams from the start).
 * @example isStartedPlayoffBracket([{ round: 0, matches: [{ matchId: 'm1', homeTeamId: 'a', awayTeamId: 'b' }] }]) // true
 * @example isStartedPlayoffBracket([{ round: 0, matches: [{ matchId: 'm1', homeTeamId: 'seed-1', awayTeamId: 'seed-2' }] }]) // false
 */
export function isStartedPlayoffBracket(bracket: readonly BracketRound[] | undefined | null): boolean {
  const entries = (bracket ?? []).flatMap((round) => round.matches.flatMap((m) => [m.homeTeamId, m.awayTeamId]));
  return entries.length > 0 && entries.every((id) => parsePlaceholder(id)?.kind !== 'seed');
}

/**
 * End Championship & Start Playoffs, safe to run twice (spec §4). The bracket is saved on the
 * tournament (version-checked) before its matches are written, so if a bracket from an earlier start
 * is already stored, its matches are rebuilt with the SAME ids instead of drawing a new bracket: a
 * second tab (or a retry after a failed write) then rewrites the same items and never adds a second
 * set of semifinals. Otherwise this is startPlayoffs. Null when the action is not allowed.
 * @example planPlayoffStart({ ...input, storedBracket: tournament.playoffBracket })
 * // { bracket, matches: [semi 1, semi 2, final], qualifiedTeamIds }
 */
export function planPlayoffStart(input: StartPlayoffsInput & { storedBracket?: readonly BracketRound[] | null }): StartPlayoffsResult | null {
  if (!canStartPlayoffs(input.matches)) return null;
  const stored = input.storedBracket;
  if (!stored || !isStartedPlayoffBracket(stored)) return startPlayoffs(input);
  const bracket = stored.map((round) => ({ ...round, matches: [...round.matches] }));
  const firstRound = bracket[0]?.matches ?? [];
  const qualifiedTeamIds = [...new Set(firstRound.flatMap((m) => [m.homeTeamId, m.awayTeamId]).filter((id) => parsePlaceholder(id) === null))];
  return { bracket, matches: flattenPlayoffMatches(bracket, input, lastLeagueRound(input.matches)), qualifiedTeamIds };
}
