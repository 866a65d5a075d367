import { createId, isStartedPlayoffBracket, planPlayoffStart, playoffZoneSize, type Match, type Tournament } from 'shared-domain';
import { matchesRepository } from '../repositories/matches-repository';
import { tournamentsRepository } from '../repositories/tournaments-repository';
import { storage } from '../storage/active-storage';
import { MAX_TRANSACTION_WRITES } from '../storage/storage-port';
import { pendingWriteOf } from './pending-write';
import { loadTransactionalWrites } from './transactional-writes-lazy';

export interface PlayoffStart {
  /** The tournament as stored, with its bracket. */
  tournament: Tournament;
  /** The playoff matches as written. */
  matches: Match[];
}

/**
 * End Championship & Start Playoffs (spec §4). Claim → write → mark done: the bracket is saved on the
 * tournament together with the mark `pendingWrite: 'playoff-start'` (version-checked: ConflictError
 * when the tournament changed since it was read, e.g. another tab started them first), then its matches
 * are written, then the mark is removed. If the matches cannot be written the claim stays, and calling
 * this again with the stored tournament (or resumePendingWrite) finishes the start: the stored bracket
 * gives the same match ids, so the same items are rewritten. Null when starting is not allowed: the
 * league is not complete, or the playoffs were already started (their matches are never rewritten).
 * Where the store has transactions (StoragePort.canTransact) the bracket and the matches are one
 * transaction instead, all written or none, with the same version check.
 */
export async function startPlayoffs(tournament: Tournament, matches: readonly Match[]): Promise<PlayoffStart | null> {
  if (isStartedPlayoffBracket(tournament.playoffBracket) && pendingWriteOf(tournament) !== 'playoff-start') return null;
  const now = Date.now();
  let sequence = 0;
  const plan = planPlayoffStart({
    tournamentId: tournament.id,
    organizerId: tournament.organizerId,
    teamIds: tournament.teamIds,
    matches,
    qualifiers: playoffZoneSize(tournament.format),
    tieBreakers: tournament.format.tieBreakers,
    // Consecutive timestamps keep the new ids (the matches' sort key) in bracket order.
    nextId: () => createId('match', now + sequence++, Math.random),
    storedBracket: tournament.playoffBracket,
  });
  if (!plan) return null;
  // Where the store has transactions the bracket and its matches are written at once: no claim to resume.
  if (plan.matches.length < MAX_TRANSACTION_WRITES && (await storage().canTransact())) {
    const { saveBracketWithGames } = await loadTransactionalWrites();
    const started = await saveBracketWithGames(tournament, plan.bracket, plan.matches, []);
    return { tournament: started, matches: plan.matches.map((m) => ({ ...m, version: m.version ?? 1 })) };
  }
  const claimed = await tournamentsRepository.update(tournament, { playoffBracket: plan.bracket, pendingWrite: 'playoff-start' });
  await matchesRepository.putMany(plan.matches);
  const done = await tournamentsRepository.updateUnversioned(claimed.id, { pendingWrite: null });
  return { tournament: done, matches: plan.matches.map((m) => ({ ...m, version: m.version ?? 1 })) };
}
