import type { Match, MatchPatch } from 'shared-domain';
import { storage } from '../storage/active-storage';
import { readItem, readList, readWrite, type ItemList } from './stored-items';

/** Fields a match edit may never change: its identity and owner. */
export const MATCH_KEYS = ['tournamentId', 'id', 'organizerId'] as const;

/**
 * Matches written per request: DynamoDB's BatchWriteItem takes at most 25 items, so one step of a
 * long write's progress is one request.
 */
const MATCH_WRITE_BATCH = 25;

const keyOf = (tournamentId: string, matchId: string) => ({ tournamentId, id: matchId });

/**
 * Matches are items of their own (ARCHITECTURE §3): a score edit is one conditional update of one
 * match, so two people editing different matches of a tournament never overwrite each other.
 */
export const matchesRepository = {
  /**
   * A tournament's readable matches in id order, read consistently (right after creation or another
   * tab's edit), and how many could not be read.
   */
  async readByTournament(tournamentId: string): Promise<ItemList<Match>> {
    return readList('match', await storage().query<unknown>('matches', { equals: { tournamentId } }));
  },

  async listByTournament(tournamentId: string): Promise<Match[]> {
    return (await this.readByTournament(tournamentId)).items;
  },

  /**
   * One match, read consistently (the match centre shows what was just saved, here or in another tab).
   * Null when it does not exist or the caller may not read it (the gateway answers those as absent).
   * @throws UnreadableItemError when it is stored in a shape the app cannot read
   */
  async get(tournamentId: string, matchId: string): Promise<Match | null> {
    return readItem('match', await storage().get<unknown>('matches', keyOf(tournamentId, matchId)));
  },

  /** Every readable match of an organizer's tournaments (the calendar), and how many could not be read. */
  async readByOrganizer(organizerId: string): Promise<ItemList<Match>> {
    return readList('match', await storage().query<unknown>('matches', { index: 'organizerId-index', equals: { organizerId } }));
  },

  async listByOrganizer(organizerId: string): Promise<Match[]> {
    return (await this.readByOrganizer(organizerId)).items;
  },

  /**
   * Writes matches (overwriting), each starting at version 1 unless it has one, one batch of
   * MATCH_WRITE_BATCH after the other; `onWritten` hears how many are written after each batch, so a
   * long write can show its progress.
   */
  async putMany(matches: Match[], onWritten?: (written: number) => void): Promise<void> {
    const items = matches.map((match) => ({ ...match, version: match.version ?? 1 }));
    for (let start = 0; start < items.length; start += MATCH_WRITE_BATCH) {
      const batch = items.slice(start, start + MATCH_WRITE_BATCH);
      await storage().putMany('matches', batch);
      onWritten?.(start + batch.length);
    }
  },

  /** How many matches a tournament has stored (Select COUNT: no match is transferred). */
  async countByTournament(tournamentId: string): Promise<number> {
    return storage().count('matches', { equals: { tournamentId } });
  },

  /** The ids of every match stored for a tournament, readable or not (what a resumed write may skip). */
  async idsByTournament(tournamentId: string): Promise<Set<string>> {
    const stored = await storage().query<{ id?: unknown }>('matches', { equals: { tournamentId } });
    return new Set(stored.flatMap((item) => (typeof item.id === 'string' ? [item.id] : [])));
  },

  /**
   * Changes only the given fields of one match (undefined fields ignored, null clears), atomically,
   * and only if the match still exists (NotFoundError otherwise). Returns the stored match.
   */
  async update(tournamentId: string, matchId: string, fields: MatchPatch): Promise<Match> {
    return readWrite('match', storage().update<unknown>('matches', keyOf(tournamentId, matchId), fields, { protectedKeys: MATCH_KEYS }));
  },

  /**
   * Changes the given fields only if the match is still at the version it was read at (for nested lists
   * such as goals, lineups and statistics that two people could edit at once), and bumps the version.
   * On a lost race throws ConflictError carrying the stored match (null if it was deleted).
   */
  async updateVersioned(match: Pick<Match, 'tournamentId' | 'id' | 'version'>, fields: MatchPatch): Promise<Match> {
    return readWrite(
      'match',
      storage().update<unknown>('matches', keyOf(match.tournamentId, match.id), fields, { expectedVersion: match.version ?? 0, protectedKeys: MATCH_KEYS }),
    );
  },

  /** Deletes one match (e.g. a custom playoff game dropped from its round); deleting a missing one is a no-op. */
  async remove(tournamentId: string, matchId: string): Promise<void> {
    await storage().remove('matches', keyOf(tournamentId, matchId));
  },

  /** Deletes several matches of one tournament in batches. */
  async removeMany(tournamentId: string, matchIds: readonly string[]): Promise<void> {
    await storage().removeMany('matches', matchIds.map((id) => keyOf(tournamentId, id)));
  },

  /** Deletes every match of a tournament in batches (a tournament's delete removes its matches first). */
  async removeByTournament(tournamentId: string): Promise<void> {
    const matches = await this.listByTournament(tournamentId);
    await this.removeMany(tournamentId, matches.map((match) => match.id));
  },
};
