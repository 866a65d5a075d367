import { describe, expect, it } from 'vitest';
import { GetCommand, QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE, outcome, seededWorld, stored, type Who } from './world';

const world = seededWorld();

const annLee = { id: 'referee_1', name: 'Ann Lee', contact: '06 12 34 56 78', teamIds: ['team_a'] };

const setReferees = (who: Who, organizerId: string, referees: unknown) =>
  world().as[who].send(new UpdateCommand({ TableName: TABLE.organizers, Key: { id: organizerId }, UpdateExpression: 'SET referees = :r', ExpressionAttributeValues: { ':r': referees } }));

const refereesAs = async (who: Who, organizerId: string, extra: Record<string, unknown> = {}) =>
  (await world().as[who].send(new GetCommand({ TableName: TABLE.organizers, Key: { id: organizerId }, ...extra }))).Item?.referees;

describe('an organizer’s referees (issue 25)', () => {
  it('are stored on its own organizer item and read back by it and the super admin only', async () => {
    expect(await outcome(setReferees('A', world().A, [annLee]))).toBe('ok');
    expect(await refereesAs('A', world().A)).toEqual([annLee]);
    expect(await refereesAs('super', world().A)).toEqual([annLee]);
    for (const who of ['anonymous', 'B'] as const) {
      expect(await refereesAs(who, world().A), who).toBeUndefined();
      // Asking for them alone changes nothing: the item's name still reads, the referees do not.
      expect(await refereesAs(who, world().A, { ProjectionExpression: 'referees' }), who).toBeUndefined();
      const scanned = await world().as[who].send(new ScanCommand({ TableName: TABLE.organizers }));
      expect(scanned.Items?.find((item) => item.id === world().A), who).toMatchObject({ name: 'Alpha' });
      expect(scanned.Items?.some((item) => 'referees' in item), who).toBe(false);
    }
  });

  it('cannot be found by a filter on them, which would tell who referees for whom', async () => {
    const byReferee = new ScanCommand({ TableName: TABLE.organizers, FilterExpression: 'contains(#r, :n)', ExpressionAttributeNames: { '#r': 'referees' }, ExpressionAttributeValues: { ':n': 'Ann' } });
    for (const who of ['anonymous', 'B'] as const) expect(await outcome(world().as[who].send(byReferee)), who).toBe('403 AccessDeniedException');
    const query = new QueryCommand({ TableName: TABLE.organizers, KeyConditionExpression: 'id = :id', FilterExpression: 'attribute_exists(referees)', ExpressionAttributeValues: { ':id': world().A } });
    expect(await outcome(world().as.B.send(query))).toBe('403 AccessDeniedException');
  });

  it('cannot be changed by another organizer or a visitor, and are refused in a shape the app cannot read', async () => {
    await setReferees('A', world().A, [annLee]);
    expect(await outcome(setReferees('B', world().A, []))).toMatch(/^4\d\d /);
    expect(await outcome(setReferees('anonymous', world().A, []))).toMatch(/^4\d\d /);
    expect(await outcome(setReferees('A', world().A, [{ ...annLee, name: '' }]))).toBe('400 ValidationException');
    expect(await outcome(setReferees('A', world().A, [{ ...annLee, name: 'x'.repeat(101) }]))).toBe('400 ValidationException');
    expect(await outcome(setReferees('A', world().A, [{ id: 'referee_2', name: 'Bo' }]))).toBe('400 ValidationException');
    expect((await stored(world(), 'organizers', { id: world().A }))?.referees).toEqual([annLee]);
  });
});
