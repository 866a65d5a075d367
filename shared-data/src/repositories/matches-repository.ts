import { BatchWriteCommand, DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Match } from 'shared-domain';
import { documentClient } from '../clients/aws-clients';
import { tableName } from '../config/runtime-config';
import { queryAll } from './paginate';
import { updateExpression, updateVersioned } from './versioned-update';

/** Fields a match edit may never change: its identity and owner. */
const MATCH_KEYS = ['tournamentId', 'id', 'organizerId'] as const;
const BATCH_SIZE = 25;

/**
 * Matches are items of their own (ARCHITECTURE §3): a score edit is one conditional UpdateItem on
 * one match, so two people editing different matches of a tournament never overwrite each other.
 */
export const matchesRepository = {
  /** A tournament's matches, read consistently (right after creation or another tab's edit). */
  async listByTournament(tournamentId: string): Promise<Match[]> {
    return queryAll<Match>({
      TableName: tableName('matches'),
      ConsistentRead: true,
      KeyConditionExpression: 'tournamentId = :tournamentId',
      ExpressionAttributeValues: { ':tournamentId': tournamentId },
    });
  },

  /**
   * One match, read consistently (the match centre shows what was just saved, here or in another tab).
   * Null when it does not exist or the caller may not read it (the gateway answers those as absent).
   */
  async get(tournamentId: string, matchId: string): Promise<Match | null> {
    const answer = await documentClient().send(
      new GetCommand({ TableName: tableName('matches'), Key: { tournamentId, id: matchId }, ConsistentRead: true }),
    );
    return (answer.Item as Match | undefined) ?? null;
  },

  /** Every match of an organizer's tournaments, for the calendar. */
  async listByOrganizer(organizerId: string): Promise<Match[]> {
    return queryAll<Match>({
      TableName: tableName('matches'),
      IndexName: 'organizerId-index',
      KeyConditionExpression: 'organizerId = :organizerId',
      ExpressionAttributeValues: { ':organizerId': organizerId },
    });
  },

  /** Writes generated fixtures in batches of 25, retrying what DynamoDB leaves unprocessed. */
  async putMany(matches: Match[]): Promise<void> {
    await batchWrite(matches.map((match) => ({ PutRequest: { Item: { ...match, version: match.version ?? 1 } } })));
  },

  /**
   * Changes only the given fields of one match (undefined fields ignored, null clears), atomically,
   * and only if the match still exists. Returns the stored match.
   */
  async update(tournamentId: string, matchId: string, fields: Partial<Match>): Promise<Match> {
    const { set, remove, names, values } = updateExpression(fields as Record<string, unknown>, [...MATCH_KEYS, 'version']);
    set.push('#version = if_not_exists(#version, :zero) + :one');
    names['#version'] = 'version';
    names['#id'] = 'id';
    values[':zero'] = 0;
    values[':one'] = 1;
    const answer = await documentClient().send(
      new UpdateCommand({
        TableName: tableName('matches'),
        Key: { tournamentId, id: matchId },
        UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
        ConditionExpression: 'attribute_exists(#id)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return answer.Attributes as Match;
  },

  /**
   * Changes the given fields only if the match is still at the version it was read at (for nested lists
   * such as goals, lineups and statistics that two people could edit at once), and bumps the version.
   * On a lost race throws ConflictError carrying the stored match (null if it was deleted).
   */
  async updateVersioned(match: Pick<Match, 'tournamentId' | 'id' | 'version'>, fields: Partial<Match>): Promise<Match> {
    return updateVersioned<Match>({
      table: tableName('matches'),
      key: { tournamentId: match.tournamentId, id: match.id },
      expectedVersion: match.version,
      fields: fields as Record<string, unknown>,
      protectedKeys: MATCH_KEYS,
    });
  },

  /** Deletes one match (e.g. a custom playoff game dropped from its round); deleting a missing one is a no-op. */
  async remove(tournamentId: string, matchId: string): Promise<void> {
    await documentClient().send(new DeleteCommand({ TableName: tableName('matches'), Key: { tournamentId, id: matchId } }));
  },

  /** Deletes every match of a tournament, in batches of 25 (a tournament's delete removes its matches first). */
  async removeByTournament(tournamentId: string): Promise<void> {
    const matches = await this.listByTournament(tournamentId);
    await batchWrite(matches.map((match) => ({ DeleteRequest: { Key: { tournamentId, id: match.id } } })));
  },
};

/** BatchWriteItem in chunks of 25, retrying unprocessed entries with capped exponential back-off. */
async function batchWrite(requests: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < requests.length; start += BATCH_SIZE) {
    let pending: Record<string, unknown>[] | undefined = requests.slice(start, start + BATCH_SIZE);
    for (let attempt = 0; pending?.length; attempt += 1) {
      if (attempt > 8) throw new Error(`Could not write ${pending.length} matches; please retry`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 50 * 2 ** attempt)));
      const answer = await documentClient().send(
        new BatchWriteCommand({ RequestItems: { [tableName('matches')]: pending as never } }),
      );
      pending = answer.UnprocessedItems?.[tableName('matches')] as Record<string, unknown>[] | undefined;
    }
  }
}
