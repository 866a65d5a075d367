import type { BracketRound, Match, MatchPatch, Tournament } from 'shared-domain';
import { MATCH_KEYS } from '../repositories/matches-repository';
import { readList, readWrite } from '../repositories/stored-items';
import { storage } from '../storage/active-storage';
import type { TransactionWrite } from '../storage/storage-port';
import { TOURNAMENT_KEYS } from './pending-write';

/**
 * The multi-item writes that run as one transaction where the store has them (StoragePort.canTransact), in a
 * chunk of their own: loaded only there, so the shell's entry (every page's download) does not carry them.
 */

const matchKey = (tournamentId: string, id: string) => ({ tournamentId, id });

/**
 * A new playoff bracket saved on the tournament (version-checked: the ConflictError of an update) with the
 * games that follow it written and the ones it no longer has removed, all or none. No claim is stored.
 * Answers the tournament as stored.
 */
export async function saveBracketWithGames(tournament: Tournament, bracket: BracketRound[], put: readonly Match[], removedIds: readonly string[]): Promise<Tournament> {
  const key = { id: tournament.id };
  const writes: TransactionWrite[] = [
    { kind: 'update', table: 'tournaments', key, fields: { playoffBracket: bracket, pendingWrite: null }, options: { expectedVersion: tournament.version ?? 0, protectedKeys: TOURNAMENT_KEYS } },
    ...put.map((match): TransactionWrite => ({ kind: 'put', table: 'matches', item: { ...match, version: match.version ?? 1 } })),
    ...removedIds.map((id): TransactionWrite => ({ kind: 'delete', table: 'matches', key: matchKey(tournament.id, id) })),
  ];
  return readWrite('tournament', storage().transact(writes).then(() => storage().get<unknown>('tournaments', key)));
}

/**
 * Changes of several matches of one tournament (as matchesRepository.update makes each), all or none
 * (NotFoundError when one is missing). Answers them as stored, in the order given.
 */
export async function updateMatchesTogether(tournamentId: string, changes: ReadonlyArray<{ matchId: string; fields: MatchPatch }>): Promise<Match[]> {
  const keys = changes.map(({ matchId }) => matchKey(tournamentId, matchId));
  await storage().transact(changes.map(({ fields }, i) => ({ kind: 'update', table: 'matches', key: keys[i]!, fields, options: { protectedKeys: MATCH_KEYS } })));
  const stored = new Map((await readList('match', await storage().getMany<unknown>('matches', keys))).items.map((match) => [match.id, match]));
  return changes.flatMap(({ matchId }) => stored.get(matchId) ?? []);
}
