import { BatchWriteCommand, DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Match } from 'shared-domain';
import { documentClient } from '../clients/aws-clients';
import { tableName } from '../config/runtime-config';
import { queryAll } from './paginate';
import { updateExpression } from './versioned-update';

/** Fields a match edit may never change: its identity and owner. */
const MATCH_KEYS = ['tournamentId', 'id', 'organizerId'] as const;
const BATCH_SIZE = 25;

/**
 * Matches are items of their own (ARCHITECTURE §3): a score edit is one conditional UpdateItem on
 * one match, so two people editing different matches of a tournament never overwrite each other.
 */
export const matchesRepository = {
  async listByTournament(tournamentId: string): Promise<Match[]> {
    return queryAll<Match>({
      TableName: tableName('matches'),
      KeyConditionExpression: 'tournamentId = :tournamentId',
      ExpressionAttributeValues: { ':tournamentId': tournamentId },
    });
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
    for (let start = 0; start < matches.length; start += BATCH_SIZE) {
      let requests: Record<string, unknown>[] | undefined = matches
        .slice(start, start + BATCH_SIZE)
        .map((match) => ({ PutRequest: { Item: { ...match, version: match.version ?? 1 } } }));
      for (let attempt = 0; requests?.length; attempt += 1) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 50 * 2 ** attempt)));
        if (attempt > 8) throw new Error(`Could not save ${requests.length} matches; please retry`);
        const answer = await documentClient().send(
          new BatchWriteCommand({ RequestItems: { [tableName('matches')]: requests as never } }),
        );
        requests = answer.UnprocessedItems?.[tableName('matches')] as Record<string, unknown>[] | undefined;
      }
    }
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

  async removeByTournament(tournamentId: string): Promise<void> {
    const matches = await this.listByTournament(tournamentId);
    for (const match of matches) {
      await documentClient().send(new DeleteCommand({ TableName: tableName('matches'), Key: { tournamentId, id: match.id } }));
    }
  },
};
