import type { BracketMatch, BracketRound } from './entities';
import type { StandingRow } from '../league/entities';
import { isByeMatch, parsePlaceholder, seedPlaceholder, winnerPlaceholder } from './playoff-placeholders';
import { knockoutWinnerSide, type KnockoutResultLike } from '../match/penalties';
import { isOneOf } from '../common/is-one-of';

/** Playoff qualifier choices for league_playoff (spec §9). */
export const PLAYOFF_QUALIFIER_OPTIONS = [2, 4, 8] as const;

/** Default number of playoff qualifiers (spec §2, §9). */
export const DEFAULT_PLAYOFF_QUALIFIERS = 4;

/** A bracket needs at least this many teams (spec §5). */
const MIN_BRACKET_TEAMS = 2;

/**
 * Reads a qualifier setting: one of 2, 4, 8, anything else means the default 4.
 * @example normalizePlayoffQualifiers(8) // 8
 * @example normalizePlayoffQualifiers(5) // 4
 */
export function normalizePlayoffQualifiers(value: unknown): number {
  return isOneOf(PLAYOFF_QUALIFIER_OPTIONS, value) ? value : DEFAULT_PLAYOFF_QUALIFIERS;
}

/**
 * The top `count` team ids of a sorted table (spec §4: top-N qualifiers). Fewer teams than `count`
 * gives them all.
 * @example selectQualifiers(table, 4) // ['a', 'b', 'c', 'd']
 */
export function selectQualifiers(standings: readonly Pick<StandingRow, 'teamId'>[], count: number): string[] {
  return standings.slice(0, Math.max(0, count)).map((r) => r.teamId);
}

/**
 * Builds a knockout bracket for `teamCount` seeds with placeholders (spec §4).
 *
 * Each round pairs its best entry with its worst (seed-k vs seed-(n−k+1) in round 0, and likewise the
 * winners of later rounds, ranked by the best seed that can reach them), which gives exactly the
 * spec's 4-team shape (seed-1 v seed-4, seed-2 v seed-3, then winner-1 v winner-2) and keeps seeds 1
 * and 2 apart until the final for 8 teams. With an odd count the middle entry meets itself: a bye,
 * whose winner is set at once. Matches are numbered 1.. round by round; `winner-N` refers to them.
 * Rounds = ceil(log2(teamCount)). Fewer than 2 teams give no bracket.
 * @param nextId source of match ids (injected: rules never create randomness)
 * @example buildPlayoffBracket(4, ids)
 * // [{ round: 0, matches: [{ matchId, homeTeamId: 'seed-1', awayTeamId: 'seed-4' },
 * //                        { matchId, homeTeamId: 'seed-2', awayTeamId: 'seed-3' }] },
 * //  { round: 1, matches: [{ matchId, homeTeamId: 'winner-1', awayTeamId: 'winner-2' }] }]
 */
export function buildPlayoffBracket(teamCount: number, nextId: () => string): BracketRound[] {
  const n = Math.floor(teamCount);
  if (!(n >= MIN_BRACKET_TEAMS)) return [];
  const seeds = Array.from({ length: n }, (_, i) => seedPlaceholder(i + 1));
  return knockoutRounds(seeds, nextId);
}

/**
 * Knockout rounds for ranked entries (best first), pairing best with worst each round; an odd count
 * gives the middle entry a bye.
 * @example knockoutRounds(['a', 'b', 'c', 'd'], ids)
 * // [{ round: 0, matches: [a v d, b v c] }, { round: 1, matches: [winner-1 v winner-2] }]
 */
function knockoutRounds(entries: readonly string[], nextId: () => string): BracketRound[] {
  const rounds: BracketRound[] = [];
  let current = [...entries];
  let matchNumber = 1;
  for (let round = 0; current.length > 1; round++) {
    const matches: BracketMatch[] = [];
    const next: string[] = [];
    const pairs = Math.ceil(current.length / 2);
    for (let k = 0; k < pairs; k++) {
      const home = current[k];
      const away = current[current.length - 1 - k];
      // k < pairs ≤ current.length, so both exist; the check only tells the compiler.
      if (home === undefined || away === undefined) break;
      matches.push(newBracketMatch(nextId(), home, away));
      next.push(winnerPlaceholder(matchNumber));
      matchNumber++;
    }
    rounds.push({ round, matches });
    current = next;
  }
  return rounds;
}

/**
 * A bracket match; a bye (same entry on both sides) gets its winner at once (spec §4).
 * @example newBracketMatch('m1', 'seed-3', 'seed-3') // { matchId: 'm1', homeTeamId: 'seed-3', awayTeamId: 'seed-3', winner: 'seed-3' }
 */
function newBracketMatch(matchId: string, homeTeamId: string, awayTeamId: string): BracketMatch {
  const match: BracketMatch = { matchId, homeTeamId, awayTeamId };
  if (isByeMatch(match)) match.winner = homeTeamId;
  return match;
}

/**
 * Winner of a bracket match: the entry of a bye; else the side the result decides (more goals, or the
 * penalty shoot-out of a level game); else (no decided result) the stored winner, if any. The result
 * comes first so a corrected score changes the winner.
 * @example bracketMatchWinner({ matchId: 'm', homeTeamId: 'a', awayTeamId: 'b', homeGoals: 1, awayGoals: 1, homePenalties: 3, awayPenalties: 4 }) // 'b'
 */
function bracketMatchWinner(match: BracketMatch): string | undefined {
  if (isByeMatch(match)) return match.homeTeamId;
  const side = knockoutWinnerSide(match);
  if (side) return side === 'home' ? match.homeTeamId : match.awayTeamId;
  return match.winner;
}

/**
 * Fills in what is known: `seed-N` becomes the Nth team of `seededTeamIds`, `winner-N` becomes the
 * winner of match N once decided, and decided matches get their `winner`. Unknown placeholders stay.
 * Store the bracket with its winner-N placeholders and resolve it for display, so a corrected score
 * still moves the right team on. Pure: returns a new bracket.
 * @example resolveBracket(buildPlayoffBracket(2, ids), ['a', 'b'])[0].matches[0] // { …, homeTeamId: 'a', awayTeamId: 'b' }
 */
export function resolveBracket(bracket: readonly BracketRound[], seededTeamIds: readonly string[]): BracketRound[] {
  const winners: (string | undefined)[] = [];
  const resolve = (id: string): string => {
    const p = parsePlaceholder(id);
    if (p?.kind === 'seed') return seededTeamIds[p.n - 1] ?? id;
    if (p?.kind === 'winner') return winners[p.n - 1] ?? id;
    return id;
  };
  return bracket.map((round) => ({
    ...round,
    matches: round.matches.map((m) => {
      const resolved: BracketMatch = { ...m, homeTeamId: resolve(m.homeTeamId), awayTeamId: resolve(m.awayTeamId) };
      if (resolved.winner !== undefined) resolved.winner = resolve(resolved.winner);
      const winner = bracketMatchWinner(resolved);
      if (winner !== undefined) resolved.winner = winner;
      winners.push(winner !== undefined && parsePlaceholder(winner) === null ? winner : undefined);
      return resolved;
    }),
  }));
}

/**
 * Copies scores, shoot-outs and dates from played matches (by id) onto the bracket, so winners can be resolved.
 * @example applyResultsToBracket(bracket, [{ id: 'm1', homeGoals: 2, awayGoals: 0 }])
 */
export function applyResultsToBracket(
  bracket: readonly BracketRound[],
  matches: readonly ({ id: string; dateISO?: string } & KnockoutResultLike)[],
): BracketRound[] {
  const byId = new Map(matches.map((m) => [m.id, m]));
  return bracket.map((round) => ({
    ...round,
    matches: round.matches.map((bm) => {
      const played = byId.get(bm.matchId);
      if (!played) return bm;
      const updated: BracketMatch = {
        ...bm,
        homeGoals: played.homeGoals ?? null,
        awayGoals: played.awayGoals ?? null,
        homePenalties: played.homePenalties ?? null,
        awayPenalties: played.awayPenalties ?? null,
      };
      if (played.dateISO !== undefined) updated.dateISO = played.dateISO;
      return updated;
    }),
  }));
}

