import type { BracketRound } from './entities';
import type { Match, MatchOwner } from '../match/entities';
import { buildPlayoffBracket, normalizePlayoffQualifiers, resolveBracket, selectQualifiers } from './playoff-bracket';
import { isByeMatch } from './playoff-placeholders';
import { canStartPlayoffs } from '../league/league-completion';
import { computeStandings, type MatchLike } from '../league/standings';
import type { TieBreakerPreset } from '../league/tie-breakers';

/**
 * Turns a bracket into Match items (spec §4): one per real match, byes left out. Team ids may still be
 * winner-N placeholders. `playoffRound` is the bracket round, `playoffMatch` the index within it, and
 * `round` continues the league numbering after `afterRound`.
 * @example flattenPlayoffMatches(bracket, { tournamentId: 't', organizerId: 'o' }, 38)
 * // [{ id, tournamentId: 't', organizerId: 'o', homeTeamId, awayTeamId, round: 39, isPlayoff: true, playoffRound: 0, playoffMatch: 0 }, …]
 */
export function flattenPlayoffMatches(bracket: readonly BracketRound[], owner: MatchOwner, afterRound = 0): Match[] {
  return bracket.flatMap((round) =>
    round.matches.flatMap((bm, index): Match[] => {
      if (isByeMatch(bm)) return [];
      const match: Match = {
        id: bm.matchId,
        tournamentId: owner.tournamentId,
        organizerId: owner.organizerId,
        homeTeamId: bm.homeTeamId,
        awayTeamId: bm.awayTeamId,
        round: afterRound + round.round + 1,
        isPlayoff: true,
        playoffRound: round.round,
        playoffMatch: index,
      };
      if (bm.dateISO !== undefined) match.dateISO = bm.dateISO;
      return [match];
    }),
  );
}

/**
 * The last league round (0 without league matches): playoff matches are numbered on from it.
 * @example lastLeagueRound([{ round: 3 }, { round: 5, isPlayoff: true }]) // 3
 */
export function lastLeagueRound(matches: readonly { round?: number; isPlayoff?: boolean }[]): number {
  return matches.reduce((max, m) => (!m.isPlayoff && (m.round ?? 0) > max ? (m.round ?? 0) : max), 0);
}

/** Input of the End Championship & Start Playoffs action. */
export interface StartPlayoffsInput extends MatchOwner {
  teamIds: readonly string[];
  /** All matches of the tournament (league and playoff). */
  matches: readonly (MatchLike & { round?: number })[];
  /** 2, 4 or 8; anything else means 4. */
  qualifiers?: number;
  /** The tournament's tie-breakers: seeding follows the table the organizer sees. */
  tieBreakers?: TieBreakerPreset;
  nextId: () => string;
}

/** What the action appends: the bracket to store on the tournament and the new playoff matches. */
export interface StartPlayoffsResult {
  bracket: BracketRound[];
  matches: Match[];
  qualifiedTeamIds: string[];
}

/**
 * End Championship & Start Playoffs (spec §4): when the league is complete and no playoff match
 * exists, takes the top N of the table, builds the bracket (best seed against worst), fills in the
 * seeds and returns the knockout matches to append. Returns null when the action is not allowed or
 * fewer than 2 teams qualify.
 * @example startPlayoffs({ teamIds, matches, qualifiers: 4, nextId, tournamentId: 't', organizerId: 'o' })
 * // { bracket: [...2 rounds], matches: [semi 1, semi 2, final], qualifiedTeamIds: [1st, 2nd, 3rd, 4th] }
 */
export function startPlayoffs(input: StartPlayoffsInput): StartPlayoffsResult | null {
  if (!canStartPlayoffs(input.matches)) return null;
  const table = computeStandings(input.teamIds, input.matches, { tieBreakers: input.tieBreakers });
  const qualifiedTeamIds = selectQualifiers(table, normalizePlayoffQualifiers(input.qualifiers));
  if (qualifiedTeamIds.length < 2) return null;
  const bracket = resolveBracket(buildPlayoffBracket(qualifiedTeamIds.length, input.nextId), qualifiedTeamIds);
  const matches = flattenPlayoffMatches(bracket, input, lastLeagueRound(input.matches));
  return { bracket, matches, qualifiedTeamIds };
}
