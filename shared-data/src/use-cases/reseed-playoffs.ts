import { createId, type Match, type Tournament } from 'shared-domain';
import { planPlayoffReseed, playoffReseedWrites, tournamentReseedInput, type ReseedChange, type ReseedRefusal } from 'shared-domain/playoff-editing';
import { matchesRepository } from '../repositories/matches-repository';
import { tournamentsRepository } from '../repositories/tournaments-repository';
import { storage } from '../storage/active-storage';
import { MAX_TRANSACTION_WRITES } from '../storage/storage-port';
import { loadTransactionalWrites } from './transactional-writes-lazy';

/** How a re-seed ended: done (the tournament and its playoff matches as stored), nothing to change, or refused. */
export type ReseedOutcome =
  | { kind: 'reseeded'; tournament: Tournament; matches: Match[]; removed: string[]; changes: ReseedChange[] }
  | { kind: 'unchanged' }
  | { kind: 'refused'; refusal: ReseedRefusal };

/**
 * The writes after the claim: the playoff matches are made to follow the stored bracket (changed games
 * rewritten, games it no longer has removed), then the mark is removed. Computed from what is stored,
 * so finishing an interrupted re-seed is running this again.
 */
export async function finishPlayoffReseed(tournament: Tournament, matches: readonly Match[]): Promise<{ tournament: Tournament; matches: Match[]; removed: string[] }> {
  const owner = { tournamentId: tournament.id, organizerId: tournament.organizerId };
  const writes = playoffReseedWrites(tournament.playoffBracket ?? [], matches, owner);
  if (writes.put.length > 0) await matchesRepository.putMany(writes.put);
  if (writes.remove.length > 0) await matchesRepository.removeMany(tournament.id, writes.remove);
  const done = await tournamentsRepository.updateUnversioned(tournament.id, { pendingWrite: null });
  return { tournament: done, matches: writes.put, removed: writes.remove };
}

/**
 * Re-seed the playoffs from the current table (issue 22), while no knockout game holds a result.
 * Claim → write → mark done, as the playoff start: the new bracket is saved on the tournament with the
 * mark `pendingWrite: 'playoff-reseed'` (version-checked: ConflictError when the tournament changed
 * since it was read), then the changed games are rewritten (same ids, dates kept), then the mark goes.
 * Interrupted, `resumePendingWrite` finishes it from the stored bracket. Where the store has transactions
 * (StoragePort.canTransact) the bracket and the games are one transaction instead, all or none. `matches`
 * are the tournament's matches as read: a knockout result among them refuses the re-seed.
 */
export async function reseedPlayoffs(tournament: Tournament, matches: readonly Match[]): Promise<ReseedOutcome> {
  const now = Date.now();
  let sequence = 0;
  const result = planPlayoffReseed(tournamentReseedInput(tournament, matches, () => createId('match', now + sequence++, Math.random)));
  if (!result.ok) return { kind: 'refused', refusal: result.refusal };
  if (result.plan.changes.length === 0) return { kind: 'unchanged' };
  const owner = { tournamentId: tournament.id, organizerId: tournament.organizerId };
  const writes = playoffReseedWrites(result.plan.bracket, matches, owner);
  // Where the store has transactions the bracket and the games follow it at once: no claim to resume.
  if (writes.put.length + writes.remove.length < MAX_TRANSACTION_WRITES && (await storage().canTransact())) {
    const { saveBracketWithGames } = await loadTransactionalWrites();
    const reseeded = await saveBracketWithGames(tournament, result.plan.bracket, writes.put, writes.remove);
    return { kind: 'reseeded', tournament: reseeded, matches: writes.put, removed: writes.remove, changes: result.plan.changes };
  }
  const claimed = await tournamentsRepository.update(tournament, { playoffBracket: result.plan.bracket, pendingWrite: 'playoff-reseed' });
  return { kind: 'reseeded', ...(await finishPlayoffReseed(claimed, matches)), changes: result.plan.changes };
}
