import { afterEach, describe, expect, it } from 'vitest';
import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { login, startTestGateway, SUPER_PASSWORD, type TestGateway } from './helpers';
import { openStoresOffline, publicStatuses, seedOrganizerContent, storedImages } from './organizer-delete-world';
import { TABLE, createWorld, type World } from './world';

const disposables: Array<{ dispose(): Promise<void> }> = [];
afterEach(async () => {
  for (const d of disposables.splice(0)) await d.dispose().catch(() => undefined);
});

/** Items of the table that belong to the organizer, read beneath the trust boundary of `t`. */
async function ownedBy(t: TestGateway, table: keyof typeof TABLE, organizerId: string): Promise<string[]> {
  const out = await t.gw.internals.doc.send(new ScanCommand({ TableName: TABLE[table], ConsistentRead: true }));
  return (out.Items ?? []).filter((item) => item.organizerId === organizerId).map((item) => String(item.id));
}

const tableOf = (input: Record<string, unknown>) => Object.keys((input.RequestItems as Record<string, unknown> | undefined) ?? {})[0] ?? input.TableName;

/**
 * Organizers A and B with content, public; then the gateway stops and A's delete runs without it and is
 * cut short by `failWhen`; then a gateway starts on the same data directory.
 */
async function interruptedDelete(failWhen: (operation: string, input: Record<string, unknown>) => boolean) {
  const w: World = await createWorld();
  disposables.push(w);
  const [a, b] = [await seedOrganizerContent(w, 'A'), await seedOrganizerContent(w, 'B')];
  expect(await publicStatuses(w.t.url, a)).toEqual([200, 200, 200, 200]);
  await w.t.gw.close();

  const offline = await openStoresOffline(w.t.dataDir, failWhen);
  const interrupted = await offline.admin.delete(w.A).then(
    () => 'finished',
    (err: unknown) => String(err),
  );
  const operations = [...offline.operations];
  await offline.close();

  const restarted = await startTestGateway({}, w.t.dataDir);
  disposables.push(restarted);
  return { w, a, b, interrupted, operations, restarted };
}

describe('an organizer delete cut short', () => {
  it('is finished when the gateway starts again: the store became unreachable after the matches were deleted', async () => {
    let matchesDeleted = false;
    const { w, a, b, interrupted, restarted } = await interruptedDelete((operation, input) => {
      const failNow = matchesDeleted;
      if (operation === 'BatchWriteItem' && tableOf(input) === TABLE.matches) matchesDeleted = true;
      return failNow;
    });
    expect(interrupted).toMatch(/ECONNREFUSED/);

    for (const table of ['teams', 'tournaments', 'matches'] as const) expect(await ownedBy(restarted, table, w.A)).toEqual([]);
    expect((await restarted.gw.internals.doc.send(new GetCommand({ TableName: TABLE.organizers, Key: { id: w.A } }))).Item).toBeUndefined();
    expect(await storedImages(restarted.gw.internals.s3, [...a.imageKeys, ...b.imageKeys])).toEqual(b.imageKeys);
    expect(await publicStatuses(restarted.url, a)).toEqual([404, 404, 404, 404]);
    expect(await publicStatuses(restarted.url, b)).toEqual([200, 200, 200, 200]);
    expect(await ownedBy(restarted, 'teams', w.B)).toEqual([b.teamId]);
    // The super admin and B are untouched; A's login went before the interruption and stays gone.
    await login(restarted.url, 'superadmin', SUPER_PASSWORD);
    await login(restarted.url, 'bravo@example.com', 'secret1');
    await expect(login(restarted.url, 'alpha@example.com', 'secret1')).rejects.toThrow(/401/);
  }, 60_000);

  it("drops the public pages the crashed process never told its directory of, though the items themselves were already deleted", async () => {
    // Every item is deleted, but the process "crashes" before its directory hears of it (its onWrite is a no-op):
    // the delete's own check finds A's team page still stored and stops, leaving its record.
    const { w, a, b, interrupted, operations, restarted } = await interruptedDelete(() => false);
    expect(interrupted).toMatch(/public pages of deleted teams are still stored: team_a/);
    expect(operations).toContain('BatchWriteItem');

    // Only the record knew which teams and tournaments there were; the restarted gateway's directory learns of them.
    expect(await ownedBy(restarted, 'teams', w.A)).toEqual([]);
    expect(await publicStatuses(restarted.url, a)).toEqual([404, 404, 404, 404]);
    expect(await publicStatuses(restarted.url, b)).toEqual([200, 200, 200, 200]);
    const records = await restarted.gw.internals.doc.send(new ScanCommand({ TableName: 'football-tournaments-directory', ConsistentRead: true }));
    expect((records.Items ?? []).filter((item) => item.pk === 'organizer-deletes' || item.pk === `team#${a.teamId}`)).toEqual([]);
  }, 60_000);
});
