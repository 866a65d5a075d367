import type { DynamoDbSend } from '../aws/dynamodb-backend';
import { getItem, readAll, s, writeAll } from '../directory/directory-store';
import { text, type Plain } from '../live/stored-values';

/**
 * The record of an organizer delete under way: `organizer-deletes` / `<organizerId>` in the gateway's own
 * `directory` table (no browser credential reaches it), with the ids of the teams and tournaments the
 * delete has found so far as JSON lists. Written before anything is deleted and removed last, so a delete
 * cut short (a crash, the store unreachable) still knows what it must delete, and which public documents
 * it must have the directory drop, after the items themselves are gone.
 */
const PARTITION = 'organizer-deletes';

const recordKey = (organizerId: string) => ({ pk: s(PARTITION), sk: s(organizerId) });

/** What an organizer delete must remove (beyond the organizer, its logins and its matches, found by tournament). */
export interface OrganizerItems {
  teamIds: string[];
  tournamentIds: string[];
}

/** A JSON list of strings as stored in the record, or [] when it cannot be read back. */
function idsOf(value: unknown): string[] {
  try {
    const parsed: unknown = JSON.parse(text(value) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Unfinished organizer deletes, one record each. */
export class PendingOrganizerDeletes {
  constructor(
    private readonly send: DynamoDbSend,
    private readonly table: string,
  ) {}

  /** The record of an unfinished delete of this organizer, or null when none is under way. */
  async read(organizerId: string): Promise<OrganizerItems | null> {
    const item = await getItem(this.send, this.table, recordKey(organizerId));
    return item ? { teamIds: idsOf(item.teamIds), tournamentIds: idsOf(item.tournamentIds) } : null;
  }

  async save(organizerId: string, items: OrganizerItems, now: Date): Promise<void> {
    const item = { ...recordKey(organizerId), teamIds: s(JSON.stringify(items.teamIds)), tournamentIds: s(JSON.stringify(items.tournamentIds)), savedAtISO: s(now.toISOString()) };
    await writeAll(this.send, this.table, [{ put: item }]);
  }

  async clear(organizerId: string): Promise<void> {
    await writeAll(this.send, this.table, [{ delete: recordKey(organizerId) }]);
  }

  /** The organizers whose delete began and has not finished (one Query). */
  async organizerIds(): Promise<string[]> {
    const items = await readAll(this.send, 'Query', {
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': s(PARTITION) },
      ProjectionExpression: 'sk',
      ConsistentRead: true,
    });
    return items.map((item: Plain) => text(item.sk)).filter((id): id is string => id !== undefined);
  }
}
