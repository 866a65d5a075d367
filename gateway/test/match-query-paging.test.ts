import { describe, expect, it } from 'vitest';
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE, match, seededWorld, type Who } from './world';

const world = seededWorld();

/** Every page of a Query of one tournament's matches, two at a time, as `who` reads them. */
async function pages(who: Who, tournamentId: string) {
  const read: Array<{ ids: string[]; last: Record<string, unknown> | undefined }> = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await world().as[who].send(
      new QueryCommand({ TableName: TABLE.matches, KeyConditionExpression: 'tournamentId = :t', ExpressionAttributeValues: { ':t': tournamentId }, Limit: 2, ExclusiveStartKey }),
    );
    read.push({ ids: (page.Items ?? []).map((item) => item.id as string), last: page.LastEvaluatedKey });
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && read.length < 10);
  return read;
}

describe('paging through a tournament’s matches', () => {
  it('a visible tournament’s pages go out as the store wrote them, and their keys page on', async () => {
    for (const id of ['m2', 'm3', 'm4']) {
      await world().internal.send(new PutCommand({ TableName: TABLE.matches, Item: match(id, 'tn_a_pub', world().A) }));
    }
    for (const who of ['anonymous', 'A', 'B'] as const) {
      const read = await pages(who, 'tn_a_pub');
      expect(read.flatMap((p) => p.ids), who).toEqual(['m1', 'm2', 'm3', 'm4']);
      // Keys of a visible tournament's matches hide nothing: handed out as they are, not sealed.
      expect(read[0]?.last, who).toEqual({ tournamentId: 'tn_a_pub', id: 'm2' });
    }
  });

  it('a private tournament’s matches stay hidden from others, its keys sealed, even right after its organizer read them', async () => {
    for (const id of ['m2', 'm3']) {
      await world().internal.send(new PutCommand({ TableName: TABLE.matches, Item: match(id, 'tn_b_priv', world().B) }));
    }
    expect((await pages('B', 'tn_b_priv')).flatMap((p) => p.ids)).toEqual(['m1', 'm2', 'm3']);
    for (const who of ['anonymous', 'A'] as const) {
      const [first] = await pages(who, 'tn_b_priv');
      expect(first?.ids, who).toEqual([]);
      expect(Object.keys(first?.last ?? {}), who).toEqual(['gw_cursor']);
    }
  });

  it('a switch to private through this gateway hides the matches of a page read a moment before', async () => {
    const setVisibility = (visibility: string) =>
      world().as.B.send(
        new UpdateCommand({ TableName: TABLE.tournaments, Key: { id: 'tn_b_pub' }, UpdateExpression: 'SET visibility = :v', ExpressionAttributeValues: { ':v': visibility } }),
      );
    expect((await pages('anonymous', 'tn_b_pub'))[0]?.ids).toEqual(['m1']);
    await setVisibility('private');
    try {
      expect((await pages('anonymous', 'tn_b_pub'))[0]?.ids).toEqual([]);
    } finally {
      await setVisibility('public');
    }
    expect((await pages('anonymous', 'tn_b_pub'))[0]?.ids).toEqual(['m1']);
  });
});
