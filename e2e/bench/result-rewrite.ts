import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { organizerClient } from '../support/seed-tournament';
import { TABLE_PREFIX } from './bench-environment';
import type { SeededSeason } from './premier-league-seed';

/**
 * Writes one result of the season through the gateway as its organizer would (read the match, put it back
 * with the next version): one more goal for the winner, or back to the real score on the next call. No
 * team's points change, so the standings probe still finds the champion's row, but the season's document
 * is new, as after any result an organizer enters.
 */
export function resultRewriter(baseURL: string, season: SeededSeason): () => Promise<void> {
  const { id, home, homeGoals, awayGoals } = season.rewritable;
  let extraGoal = false;
  return async () => {
    extraGoal = !extraGoal;
    const { client } = await organizerClient(baseURL, season.organizer);
    try {
      const TableName = `${TABLE_PREFIX}matches`;
      const Key = { tournamentId: season.tournamentId, id };
      const { Item } = await client.send(new GetCommand({ TableName, Key }));
      if (!Item) throw new Error(`match ${id} is not in the store`);
      const version = Number(Item.version ?? 0);
      const goals = { homeGoals: homeGoals + (extraGoal && home ? 1 : 0), awayGoals: awayGoals + (extraGoal && !home ? 1 : 0) };
      await client.send(
        new PutCommand({
          TableName,
          Item: { ...Item, ...goals, version: version + 1 },
          ConditionExpression: '#version = :version',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':version': version },
        }),
      );
    } finally {
      client.destroy();
    }
  };
}
