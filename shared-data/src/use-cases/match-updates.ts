import {
  CLEARED_RESULT,
  createGoalEvent,
  createId,
  deleteGoalInGoalsTab,
  removeGoalFromTimeline,
  type GoalEvent,
  type Match,
  type MatchPatch,
  type MatchSide,
} from 'shared-domain';
import { matchesRepository } from '../repositories/matches-repository';
import { storage } from '../storage/active-storage';
import { MAX_TRANSACTION_WRITES } from '../storage/storage-port';
import { loadTransactionalWrites } from './transactional-writes-lazy';

type VersionedMatch = Pick<Match, 'tournamentId' | 'id' | 'version'> & Partial<Pick<Match, 'goals'>>;

/**
 * Changes plain fields of one match (score, date, time, venue, referee, status): undefined ignored,
 * null clears; only if the match exists (NotFoundError otherwise). One update of one item, so edits of
 * different fields by different people never overwrite each other.
 */
export async function updateMatchFields(tournamentId: string, matchId: string, fields: MatchPatch): Promise<Match> {
  return matchesRepository.update(tournamentId, matchId, fields);
}

/**
 * A knockout result edit that changes who plays later games (shared-domain's `resultsClearedBy`, which
 * the organizer confirmed): the results of `clearMatchIds` are cleared first, then the edit is saved.
 * In that order, a failure never leaves a later game showing a result its new teams did not play;
 * retrying the edit then needs no clearing any more. Where the store has transactions the edit and the
 * clearing are one transaction instead (all or none). Answers every match as stored, the edited one first.
 */
export async function updateMatchClearingLater(tournamentId: string, matchId: string, fields: MatchPatch, clearMatchIds: readonly string[]): Promise<Match[]> {
  if (clearMatchIds.length < MAX_TRANSACTION_WRITES && (await storage().canTransact())) {
    const { updateMatchesTogether } = await loadTransactionalWrites();
    return updateMatchesTogether(tournamentId, [{ matchId, fields }, ...clearMatchIds.map((id) => ({ matchId: id, fields: CLEARED_RESULT }))]);
  }
  const cleared: Match[] = [];
  for (const id of clearMatchIds) cleared.push(await matchesRepository.update(tournamentId, id, CLEARED_RESULT));
  return [await matchesRepository.update(tournamentId, matchId, fields), ...cleared];
}

/**
 * Changes fields only if the match is still at the version it was read at (nested lists: goals,
 * lineups, statistics); ConflictError carrying the stored match on a lost race.
 */
export async function updateMatchVersioned(match: VersionedMatch, fields: MatchPatch): Promise<Match> {
  return matchesRepository.updateVersioned(match, fields);
}

/**
 * Records a goal on the match (version-checked). Given a side, the goal is the Goals tab's new event
 * (spec §4: empty player, minute 0, type goal, the side's next goal number). The score is not changed:
 * the event is completed afterwards and the score is entered on its own. Recording a goal whose id is
 * already there replaces it, so a retry never adds it twice.
 */
export async function recordGoal(match: VersionedMatch, goal: GoalEvent | MatchSide): Promise<Match> {
  const existing = match.goals ?? [];
  const event = typeof goal === 'string' ? createGoalEvent(createId('goal', Date.now(), Math.random), goal, existing) : goal;
  const goals = existing.some((g) => g.id === event.id) ? existing.map((g) => (g.id === event.id ? event : g)) : [...existing, event];
  return matchesRepository.updateVersioned(match, { goals });
}

/**
 * Removes a goal (version-checked). By default, as in the Overview timeline, the score is recalculated
 * from the remaining goals; `recalculateScore: false` is the Goals tab's delete, which keeps the score
 * (spec §4 "Goals"). Removing a goal that is not there changes nothing and answers null.
 */
export async function removeGoal(match: VersionedMatch, goalId: string, options: { recalculateScore?: boolean } = {}): Promise<Match | null> {
  const goals = match.goals ?? [];
  if (!goals.some((g) => g.id === goalId)) return null;
  const changes = options.recalculateScore === false ? { goals: deleteGoalInGoalsTab(goals, goalId) } : removeGoalFromTimeline(goals, goalId);
  return matchesRepository.updateVersioned(match, changes);
}
