import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { postJson } from './helpers';
import { publicStatuses, seedOrganizerContent, storedImages, type OrganizerContentIds } from './organizer-delete-world';
import { TABLE, createWorld, type World } from './world';

let w: World;
let a: OrganizerContentIds;
let b: OrganizerContentIds;

beforeAll(async () => {
  w = await createWorld();
  a = await seedOrganizerContent(w, 'A');
  b = await seedOrganizerContent(w, 'B');
}, 60_000);
afterAll(async () => {
  await w?.dispose();
});

/** The ids of every item of a table that belongs to the organizer, read beneath the trust boundary. */
async function idsOf(table: keyof typeof TABLE, organizerId: string): Promise<string[]> {
  const out = await w.internal.send(new ScanCommand({ TableName: TABLE[table], ConsistentRead: true }));
  return (out.Items ?? []).filter((item) => item.organizerId === organizerId).map((item) => String(item.id));
}

const searchFor = async (text: string) => (await (await fetch(`${w.t.url}/api/public/search?q=${encodeURIComponent(text)}`)).json()) as { organizers: unknown[]; tournaments: unknown[] };

describe("the super admin's organizer delete", () => {
  it('deletes every team, tournament, match and image of that organizer and its public pages, and nothing of another', async () => {
    // Both organizers' content is public before the delete (so the 404s below are the delete's doing).
    expect(await publicStatuses(w.t.url, a)).toEqual([200, 200, 200, 200]);
    expect(await publicStatuses(w.t.url, b)).toEqual([200, 200, 200, 200]);
    expect((await searchFor('Alpha')).organizers).toHaveLength(1);
    expect((await searchFor(`Cup ${a.tournamentId}`)).tournaments).toHaveLength(1);

    const deleted = await postJson(`${w.t.url}/admin/organizers/${w.A}`, undefined, w.admin.token, 'DELETE');
    expect(deleted.status).toBe(204);

    for (const table of ['teams', 'tournaments', 'matches'] as const) expect(await idsOf(table, w.A)).toEqual([]);
    expect((await w.internal.send(new GetCommand({ TableName: TABLE.organizers, Key: { id: w.A } }))).Item).toBeUndefined();
    expect(await storedImages(w.t.gw.internals.s3, [...a.imageKeys, ...b.imageKeys])).toEqual(b.imageKeys);
    expect(await publicStatuses(w.t.url, a)).toEqual([404, 404, 404, 404]);
    expect((await searchFor('Alpha')).organizers).toEqual([]);
    expect((await searchFor(`Cup ${a.tournamentId}`)).tournaments).toEqual([]);
    // Its login is gone with it.
    expect((await postJson(`${w.t.url}/auth/login`, { identifier: 'alpha@example.com', password: 'secret1' })).status).toBe(401);

    // The other organizer keeps everything.
    expect(await idsOf('teams', w.B)).toEqual([b.teamId]);
    expect(await idsOf('tournaments', w.B)).toEqual([b.tournamentId]);
    expect(await idsOf('matches', w.B)).toEqual([b.matchId]);
    expect(await publicStatuses(w.t.url, b)).toEqual([200, 200, 200, 200]);
    expect((await searchFor('Bravo')).organizers).toHaveLength(1);
  });

  it('answers 204 again for an organizer already deleted, and leaves no record of an unfinished delete', async () => {
    expect((await postJson(`${w.t.url}/admin/organizers/${w.A}`, undefined, w.admin.token, 'DELETE')).status).toBe(204);
    const records = await w.internal.send(new ScanCommand({ TableName: 'football-tournaments-directory', ConsistentRead: true }));
    expect((records.Items ?? []).filter((item) => item.pk === 'organizer-deletes')).toEqual([]);
  });
});
