import type { Match } from '../match/entities';
import { applyMatchPatch, type MatchPatch } from '../match/match-patch';
import type { KnockoutResultLike } from '../match/penalties';
import { isGoalSet } from '../match/scores';
import type { BracketRound } from './entities';
import { playedBracket } from './played-bracket';
import { playoffRoundName } from './playoff-round-names';

/**
 * What a result is made of: cleared together when the teams of a game change under it, so a team is
 * never shown as having won a game it never played. Status, lineups, statistics and texts stay (they
 * describe the fixture, not its outcome, and keep their own editors).
 */
export const CLEARED_RESULT = { homeGoals: null, awayGoals: null, homePenalties: null, awayPenalties: null, goals: null } as const;

/** A later knockout game whose result an edit would clear, as it is now (for the confirmation). */
export interface ClearedResult extends KnockoutResultLike {
  matchId: string;
  /** The round's name (Final, 1/2 Final, …). */
  roundName: string;
  /** The teams that played it (as resolved now, before the edit). */
  homeTeamId: string;
  awayTeamId: string;
}

export type ResultMatch = Pick<
  Match,
  'id' | 'isPlayoff' | 'homeTeamId' | 'awayTeamId' | 'homeGoals' | 'awayGoals' | 'homePenalties' | 'awayPenalties' | 'goals' | 'dateISO' | 'time' | 'playoffRound' | 'playoffMatch'
>;

/**
 * Whether a game holds anything of a result: a goal, a shoot-out count or a goal event.
 * @example holdsResult({ homeGoals: 2, awayGoals: null }) // true
 */
export const holdsResult = (m: Pick<Match, 'homeGoals' | 'awayGoals' | 'homePenalties' | 'awayPenalties' | 'goals'>): boolean =>
  isGoalSet(m.homeGoals) || isGoalSet(m.awayGoals) || isGoalSet(m.homePenalties) || isGoalSet(m.awayPenalties) || (m.goals?.length ?? 0) > 0;

/** Each knockout game's resolved teams ("home|away") and round name, by match id. */
export type Participants = Map<string, { key: string; home: string; away: string; roundName: string }>;

/** Each bracket game's resolved teams and round name (league_playoff, swiss_elimination). */
function bracketParticipants(stored: readonly BracketRound[] | null | undefined, matches: readonly ResultMatch[]): Participants {
  const { resolved } = playedBracket(stored, matches);
  const byId: Participants = new Map();
  resolved.forEach((round, index) => {
    for (const m of round.matches) {
      byId.set(m.matchId, { key: `${m.homeTeamId}|${m.awayTeamId}`, home: m.homeTeamId, away: m.awayTeamId, roundName: playoffRoundName(index, resolved.length) });
    }
  });
  return byId;
}

/**
 * The results an edit invalidates (shared with the custom playoff's rule): with `before` the
 * participants now and `participantsOf` resolving them for a list of matches, every game (other than
 * `editedId`) whose teams differ after the edit and which holds a result; clearing those can change
 * teams further on, so this repeats until stable.
 * @example clearedUntilStable(bracketParticipants(bracket, matches), edited, 'semi1', (list) => bracketParticipants(bracket, list)) // [{ matchId: 'final', … }]
 */
export function clearedUntilStable<M extends ResultMatch>(before: Participants, edited: readonly M[], editedId: string | null, participantsOf: (matches: readonly M[]) => Participants): ClearedResult[] {
  let current = edited;
  const cleared: ClearedResult[] = [];
  for (;;) {
    const after = participantsOf(current);
    const changed = current.filter(
      (m) => m.isPlayoff && m.id !== editedId && !cleared.some((c) => c.matchId === m.id) && holdsResult(m) && after.get(m.id)?.key !== before.get(m.id)?.key,
    );
    if (changed.length === 0) return cleared;
    for (const m of changed) {
      const was = before.get(m.id);
      const entry: ClearedResult = { matchId: m.id, roundName: was?.roundName ?? '', homeTeamId: was?.home || m.homeTeamId, awayTeamId: was?.away || m.awayTeamId };
      for (const key of ['homeGoals', 'awayGoals', 'homePenalties', 'awayPenalties'] as const) if (isGoalSet(m[key])) entry[key] = m[key];
      cleared.push(entry);
    }
    const ids = new Set(changed.map((m) => m.id));
    current = current.map((m) => (ids.has(m.id) ? applyMatchPatch(m, CLEARED_RESULT) : m));
  }
}

/**
 * The later knockout results an edit of one game would invalidate (issue: results never contradict):
 * the bracket is resolved from stored results before and after the edit, and every other game whose
 * teams change and which holds a result is listed; clearing those can change teams further on, so
 * this repeats until nothing more changes. Empty when the edit keeps every later pairing (a changed
 * score with the same winner, or a game with no later round). Pure: nothing is written.
 * @example resultsClearedBy(bracket, matches, 'semi1', { homeGoals: 1, awayGoals: 3 })
 * // [{ matchId: 'final', roundName: 'Final', homeTeamId: 'arsenal', awayTeamId: 'chelsea', homeGoals: 2, awayGoals: 1 }]
 */
export function resultsClearedBy<M extends ResultMatch>(
  stored: readonly BracketRound[] | null | undefined,
  matches: readonly M[],
  matchId: string,
  fields: MatchPatch,
): ClearedResult[] {
  const edited = matches.map((m) => (m.id === matchId ? applyMatchPatch(m, fields) : m));
  return clearedUntilStable(bracketParticipants(stored, matches), edited, matchId, (list) => bracketParticipants(stored, list));
}
