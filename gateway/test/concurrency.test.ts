/**
 * No lost updates through the gateway: the browser's own conditions (shared-data's versioned updates)
 * keep working with the ownership conditions ANDed onto them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, login } from './helpers';
import { TABLE, createWorld, outcome, seed, stored, type World } from './world';

let w: World;
/** A second, independent session of organizer A (another tab or device). */
let secondA: DynamoDBDocumentClient;

beforeAll(async () => {
  w = await createWorld();
  await seed(w);
  secondA = DynamoDBDocumentClient.from(dynamo(w.t.url, (await login(w.t.url, 'alpha@example.com', 'secret1')).credentials));
}, 60_000);
afterAll(async () => {
  secondA?.destroy();
  await w?.dispose();
});

/** The update shared-data's matchesRepository.update sends: one match, bump the version, only if it exists. */
function matchScoreUpdate(tournamentId: string, matchId: string, homeGoals: number) {
  return new UpdateCommand({
    TableName: TABLE.matches,
    Key: { tournamentId, id: matchId },
    UpdateExpression: 'SET #f0 = :f0, #version = if_not_exists(#version, :zero) + :one',
    ConditionExpression: 'attribute_exists(#id)',
    ExpressionAttributeNames: { '#f0': 'homeGoals', '#version': 'version', '#id': 'id' },
    ExpressionAttributeValues: { ':f0': homeGoals, ':zero': 0, ':one': 1 },
    ReturnValues: 'ALL_NEW',
  });
}

/** The update shared-data's updateVersioned sends for a team: applies only if the version is still `expected`. */
function versionedTeamUpdate(teamId: string, expected: number, name: string) {
  return new UpdateCommand({
    TableName: TABLE.teams,
    Key: { id: teamId },
    UpdateExpression: 'SET #f0 = :f0, #version = :next',
    ConditionExpression: 'attribute_exists(#k0) AND #version = :expected',
    ExpressionAttributeNames: { '#f0': 'name', '#version': 'version', '#k0': 'id' },
    ExpressionAttributeValues: { ':f0': name, ':next': expected + 1, ':expected': expected },
    ReturnValues: 'ALL_NEW',
  });
}

describe('concurrent edits', () => {
  it('two sessions editing different matches of one tournament at the same moment both keep their edit', async () => {
    await w.internal.send(
      new UpdateCommand({
        TableName: TABLE.matches,
        Key: { tournamentId: 'tn_a_pub', id: 'm2' },
        UpdateExpression: 'SET organizerId = :o, homeTeamId = :h, awayTeamId = :a, round = :r, version = :v',
        ExpressionAttributeValues: { ':o': w.A, ':h': 'x', ':a': 'y', ':r': 1, ':v': 1 },
      }),
    );
    for (let round = 1; round <= 10; round++) {
      const [first, second] = await Promise.all([
        w.as.A.send(matchScoreUpdate('tn_a_pub', 'm1', round)),
        secondA.send(matchScoreUpdate('tn_a_pub', 'm2', 100 + round)),
      ]);
      expect(first.Attributes?.homeGoals).toBe(round);
      expect(second.Attributes?.homeGoals).toBe(100 + round);
    }
    expect(await stored(w, 'matches', { tournamentId: 'tn_a_pub', id: 'm1' })).toMatchObject({ homeGoals: 10, version: 11, organizerId: w.A });
    expect(await stored(w, 'matches', { tournamentId: 'tn_a_pub', id: 'm2' })).toMatchObject({ homeGoals: 110, version: 11, organizerId: w.A });
  });

  it('two saves of the same team from the same version: exactly one wins, the other gets ConditionalCheckFailedException', async () => {
    const current = (await stored(w, 'teams', { id: 'team_a' }))?.version as number;
    const results = await Promise.all([
      outcome(w.as.A.send(versionedTeamUpdate('team_a', current, 'Saved in tab one'))),
      outcome(secondA.send(versionedTeamUpdate('team_a', current, 'Saved in tab two'))),
    ]);
    expect([...results].sort()).toEqual(['400 ConditionalCheckFailedException', 'ok']);
    const winner = results[0] === 'ok' ? 'Saved in tab one' : 'Saved in tab two';
    expect(await stored(w, 'teams', { id: 'team_a' })).toMatchObject({ name: winner, version: current + 1, organizerId: w.A });

    // The loser retries from the fresh version and succeeds; a stale retry still fails.
    expect(await outcome(w.as.A.send(versionedTeamUpdate('team_a', current + 1, 'Merged')))).toBe('ok');
    expect(await outcome(w.as.A.send(versionedTeamUpdate('team_a', current, 'Stale')))).toBe('400 ConditionalCheckFailedException');
    expect(await stored(w, 'teams', { id: 'team_a' })).toMatchObject({ name: 'Merged', version: current + 2 });
  });
});
