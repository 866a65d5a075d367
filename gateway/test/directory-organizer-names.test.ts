import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Player, Team } from 'shared-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryWorld, dynamoItem, settled, writeThroughProxy, type DirectoryWorld } from './directory-world';

let w: DirectoryWorld;

const player = (id: string): Player => ({ id, firstName: id, lastName: 'X', position: 'Forward', isPublic: true, createdAtISO: '' });
const team = (id: string, organizerId: string): Team => ({ id, name: `Team ${id}`, colors: [], organizerId, createdAtISO: '', players: [player(`${id}_p`)] });
const put = (tableName: string, item: object) => w.doc.send(new PutCommand({ TableName: tableName, Item: item as Record<string, unknown> }));
const organizer = (id: string, name: string) => ({ id, name, email: `${id}@example.com`, createdAtISO: '' });
const names = async (...teamIds: string[]) => Promise.all(teamIds.map(async (id) => (await w.directory.reads.team(id))?.team.organizerName));
const rename = (organizerId: string, name: string) =>
  writeThroughProxy(w, 'UpdateItem', {
    TableName: w.tables.organizers,
    Key: { id: { S: organizerId } },
    UpdateExpression: 'SET #n = :n',
    ExpressionAttributeNames: { '#n': 'name' },
    ExpressionAttributeValues: { ':n': { S: name } },
  });

beforeAll(async () => {
  w = await createDirectoryWorld();
  await put(w.tables.organizers, organizer('org_a', 'Riverside FA'));
  await put(w.tables.organizers, organizer('org_b', 'Hillside League'));
  // Before the directory existed: the backfill names each team's organizer from one Scan of the organizers.
  await put(w.tables.teams, team('a1', 'org_a'));
  await put(w.tables.teams, team('a2', 'org_a'));
  await put(w.tables.teams, team('b1', 'org_b'));
  await put(w.tables.teams, team('orphan', 'org_gone'));
  await w.directory.prepare();
}, 60_000);

afterAll(async () => {
  await w?.dispose();
});

describe("the team documents carry their organizer's name", () => {
  it('from the backfill, one Scan of the organizers for every team; none for a team whose organizer is gone', async () => {
    expect(await names('a1', 'a2', 'b1', 'orphan')).toEqual(['Riverside FA', 'Riverside FA', 'Hillside League', undefined]);
    expect((await w.directory.reads.player('b1_p'))?.team.organizerName).toBe('Hillside League');
  });

  it("from a team's regeneration, one GetItem of its organizer", async () => {
    w.calls.length = 0;
    await writeThroughProxy(w, 'PutItem', { TableName: w.tables.teams, Item: dynamoItem({ ...team('b2', 'org_b') }) });
    await settled(w);
    const organizerReads = w.calls.filter((c) => c.input.TableName === w.tables.organizers);
    expect(organizerReads.map((c) => c.operation)).toEqual(['GetItem']);
    expect(await names('b2')).toEqual(['Hillside League']);
  });

  it("follows a rename forwarded by the gateway: every team of that organizer, found by the teams' organizerId index, and no other", async () => {
    w.calls.length = 0;
    await rename('org_a', 'Riverside United');
    await settled(w);
    const lookups = w.calls.filter((c) => c.operation === 'Query' && c.input.TableName === w.tables.teams);
    expect(lookups.map((c) => c.input.IndexName)).toEqual(['organizerId-index']);
    expect(w.calls.some((c) => c.operation === 'Scan')).toBe(false);
    expect(await names('a1', 'a2', 'b1')).toEqual(['Riverside United', 'Riverside United', 'Hillside League']);
    expect((await w.directory.reads.player('a2_p'))?.team.organizerName).toBe('Riverside United');
  });

  it("follows the super admin's organizer writes (OrganizerAdmin stores them, then tells the directory's listener)", async () => {
    await put(w.tables.organizers, organizer('org_b', 'Hillside'));
    await w.directory.organizerListener.organizerSaved(organizer('org_b', 'Hillside'));
    await settled(w);
    expect(await names('b1', 'b2')).toEqual(['Hillside', 'Hillside']);
    await w.doc.send(new DeleteCommand({ TableName: w.tables.organizers, Key: { id: 'org_b' } }));
    await w.directory.organizerListener.organizerDeleted('org_b');
    await settled(w);
    expect(await names('b1', 'b2', 'a1')).toEqual([undefined, undefined, 'Riverside United']);
    expect(w.errors).toEqual([]);
  });
});
