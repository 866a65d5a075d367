import type { S3Client } from '@aws-sdk/client-s3';
import type { DynamoDbSend } from '../aws/dynamodb-backend';
import type { DirectoryReads } from '../directory/directory';
import { readAll, s, writeAll, type DynamoItem } from '../directory/directory-store';
import { text } from '../live/stored-values';
import { INDEX, type TableNames } from '../store/tables';
import type { OrganizerContent } from './organizer-admin';
import { deleteImages, imageFoldersOf, listImagesUnder } from './organizer-images';
import { PendingOrganizerDeletes, type OrganizerItems } from './pending-organizer-deletes';
import type { DeleteProgressListener } from './running-deletes';

interface OrganizerCascadeDeps {
  /** Raw calls to the backend as the gateway (backendSender), the path forwarded writes take. */
  send: DynamoDbSend;
  tables: TableNames;
  /** The gateway's own table that keeps the records of unfinished deletes (the directory table). */
  recordTable: string;
  s3: S3Client;
  bucket: string;
  /**
   * The DynamoDB proxy's onWrite hook (public tournament documents, the directory, live events): told of
   * every deleted item exactly as of a forwarded write, so no public page or list keeps showing it.
   */
  onWrite: (operation: string, input: Record<string, unknown>) => void;
  /** The public directory: waited for, then asked whether a deleted team's page is really gone. */
  directory: { idle(): Promise<void>; reads: Pick<DirectoryReads, 'team'> };
  clock?: () => number;
}

/** Thrown when the directory still answers a deleted team's page: the record stays, so the delete is retried. */
class CascadeIncompleteError extends Error {}

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];

/** Keys deleted per BatchWriteItem (DynamoDB's limit), each batch counted as it is acknowledged. */
const DELETE_BATCH = 25;

/**
 * Deletes an organizer's teams, tournaments, matches and images, in the gateway, so it can be finished
 * after an interruption (OrganizerAdmin.delete drives it):
 *
 * 1. `begin` records which teams and tournaments the organizer has (pending-organizer-deletes.ts) before
 *    anything is deleted; every later step re-reads them and adds what is new to the record first.
 * 2. `deleteAll` lists what there is to delete and reports the count, then deletes images (while the teams
 *    and tournaments that name their folders still exist), then matches, tournaments and teams, telling
 *    onWrite of each batch and reporting the items deleted after it; then it waits for the directory
 *    and checks every recorded team's public page is gone. Each step deletes by key, so a repeated step
 *    deletes nothing twice and a repeated notification only regenerates documents that are already gone.
 * 3. `finish` removes the record, last.
 */
export class OrganizerCascade implements OrganizerContent {
  private readonly pending: PendingOrganizerDeletes;

  constructor(private readonly deps: OrganizerCascadeDeps) {
    this.pending = new PendingOrganizerDeletes(deps.send, deps.recordTable);
  }

  async begin(organizerId: string): Promise<void> {
    await this.record(organizerId);
  }

  async deleteAll(organizerId: string, onProgress: DeleteProgressListener = () => undefined): Promise<void> {
    const { tables, s3, bucket, directory } = this.deps;
    // Read again now that the organizer is signed out: a team saved in between is deleted too.
    const items = await this.record(organizerId);
    const imageKeys = await listImagesUnder(s3, bucket, imageFoldersOf(items));
    const matchKeys = (await Promise.all(items.tournamentIds.map((id) => this.matchKeys(id)))).flat();
    const progress = { done: 0, total: imageKeys.length + matchKeys.length + items.tournamentIds.length + items.teamIds.length };
    onProgress({ ...progress });
    const deleted = (count: number) => {
      progress.done += count;
      onProgress({ ...progress });
    };
    await deleteImages(s3, bucket, imageKeys, deleted);
    await this.remove(tables.matches, matchKeys, deleted);
    await this.remove(tables.tournaments, items.tournamentIds.map((id) => ({ id: s(id) })), deleted);
    await this.remove(tables.teams, items.teamIds.map((id) => ({ id: s(id) })), deleted);
    await directory.idle();
    const stillShown = [];
    for (const teamId of items.teamIds) if ((await directory.reads.team(teamId)) !== null) stillShown.push(teamId);
    if (stillShown.length > 0) throw new CascadeIncompleteError(`The public pages of deleted teams are still stored: ${stillShown.join(', ')}.`);
  }

  finish(organizerId: string): Promise<void> {
    return this.pending.clear(organizerId);
  }

  unfinished(): Promise<string[]> {
    return this.pending.organizerIds();
  }

  /** The recorded ids joined with the organizer's teams and tournaments as stored now; the record is written when that adds any. */
  private async record(organizerId: string): Promise<OrganizerItems> {
    const [recorded, teamIds, tournamentIds] = await Promise.all([
      this.pending.read(organizerId),
      this.idsOf(this.deps.tables.teams, organizerId),
      this.idsOf(this.deps.tables.tournaments, organizerId),
    ]);
    const items = { teamIds: union(recorded?.teamIds ?? [], teamIds), tournamentIds: union(recorded?.tournamentIds ?? [], tournamentIds) };
    const grew = !recorded || items.teamIds.length > recorded.teamIds.length || items.tournamentIds.length > recorded.tournamentIds.length;
    if (grew) await this.pending.save(organizerId, items, new Date((this.deps.clock ?? Date.now)()));
    return items;
  }

  /** The ids of the organizer's items in a table with an organizerId index (ids only). */
  private async idsOf(table: string, organizerId: string): Promise<string[]> {
    const items = await readAll(this.deps.send, 'Query', {
      TableName: table,
      IndexName: INDEX.organizerId,
      KeyConditionExpression: '#o = :o',
      ExpressionAttributeNames: { '#o': 'organizerId', '#id': 'id' },
      ExpressionAttributeValues: { ':o': s(organizerId) },
      ProjectionExpression: '#id',
    });
    return items.map((item) => text(item.id)).filter((id): id is string => id !== undefined);
  }

  /** The keys of every match of the tournament (its partition), whoever wrote them. */
  private async matchKeys(tournamentId: string): Promise<DynamoItem[]> {
    const items = await readAll(this.deps.send, 'Query', {
      TableName: this.deps.tables.matches,
      KeyConditionExpression: '#t = :t',
      ExpressionAttributeNames: { '#t': 'tournamentId', '#id': 'id' },
      ExpressionAttributeValues: { ':t': s(tournamentId) },
      ProjectionExpression: '#t, #id',
      ConsistentRead: true,
    });
    return items.flatMap((item) => {
      const id = text(item.id);
      return id === undefined ? [] : [{ tournamentId: s(tournamentId), id: s(id) }];
    });
  }

  /**
   * Deletes the items by key (a missing one is a no-op) a batch at a time; after each, tells onWrite as the
   * proxy does after an acknowledged BatchWriteItem, and `onDeleted` how many went.
   */
  private async remove(table: string, keys: DynamoItem[], onDeleted: (count: number) => void): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      await writeAll(this.deps.send, table, batch.map((key) => ({ delete: key })));
      this.deps.onWrite('BatchWriteItem', { RequestItems: { [table]: batch.map((Key) => ({ DeleteRequest: { Key } })) } });
      onDeleted(batch.length);
    }
  }
}
