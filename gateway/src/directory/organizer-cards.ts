import type { Organizer, OrganizerProfileCard } from 'shared-domain';
import { ORGANIZER_CARD_FIELDS as CARD_FIELDS, organizerProfileCard as organizerCardOf } from 'shared-domain/search';
import type { DynamoDbSend } from '../aws/dynamodb-backend';
import { text, type Plain } from '../live/stored-values';
import { projection } from '../store/batch-get';
import { ORGANIZER_CARDS_PARTITION, organizerCardKey } from './directory-keys';
import { getItem, readAll, s, writeAll, type DynamoItem } from './directory-store';

function cardItem(card: OrganizerProfileCard): DynamoItem {
  const item: DynamoItem = { ...organizerCardKey(card.id) };
  for (const field of CARD_FIELDS) {
    const value = card[field];
    if (value !== undefined) item[field] = s(value);
  }
  return item;
}

/** Whether the stored card shows exactly this; one written before issue 23 (it carried the sign-in email) never does. */
const isStored = (card: OrganizerProfileCard, stored: Plain | undefined) =>
  stored !== undefined && !('email' in stored) && CARD_FIELDS.every((field) => card[field] === text(stored[field]));

/** Copies of the organizer cards in the directory table, listed with one Query. */
export class OrganizerCards {
  constructor(
    private readonly send: DynamoDbSend,
    private readonly directoryTable: string,
    private readonly organizersTable: string,
  ) {}

  /** Every card, in no particular order. */
  async list(): Promise<OrganizerProfileCard[]> {
    return (await this.storedItems()).map(organizerCardOf).filter((card): card is OrganizerProfileCard => card !== null);
  }

  private storedItems(): Promise<Plain[]> {
    return readAll(this.send, 'Query', {
      TableName: this.directoryTable,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': s(ORGANIZER_CARDS_PARTITION) },
    });
  }

  async save(organizer: Organizer | OrganizerProfileCard): Promise<void> {
    const card = organizerCardOf({ ...organizer });
    if (card) await writeAll(this.send, this.directoryTable, [{ put: cardItem(card) }]);
  }

  async remove(organizerId: string): Promise<void> {
    await writeAll(this.send, this.directoryTable, [{ delete: organizerCardKey(organizerId) }]);
  }

  /** Reads the organizer as stored now and copies its card, or removes the card when it is gone. */
  async refresh(organizerId: string): Promise<void> {
    const card = organizerCardOf(await getItem(this.send, this.organizersTable, { id: s(organizerId) }, CARD_FIELDS));
    if (card) await this.save(card);
    else await this.remove(organizerId);
  }

  /**
   * Makes the cards match the organizers table (a maintenance Scan, at start-up only): missing or
   * outdated cards are written, cards of deleted organizers removed. Heals whatever a crash between an
   * organizer write and its card write left behind, and rewrites the cards made before issue 23 without
   * the sign-in email they carried.
   * @returns how many cards were written or removed
   */
  async resync(): Promise<number> {
    const [organizers, cards] = await Promise.all([readAll(this.send, 'Scan', { TableName: this.organizersTable, ...projection(CARD_FIELDS) }), this.storedItems()]);
    const stored = new Map(cards.flatMap((item) => (text(item.sk) !== undefined ? [[text(item.sk)!, item] as const] : [])));
    const wanted = organizers.map(organizerCardOf).filter((card): card is OrganizerProfileCard => card !== null);
    const wantedIds = new Set(wanted.map((card) => card.id));
    const requests = [
      ...wanted.filter((card) => !isStored(card, stored.get(card.id))).map((card) => ({ put: cardItem(card) })),
      ...[...stored.keys()].filter((id) => !wantedIds.has(id)).map((id) => ({ delete: organizerCardKey(id) })),
    ];
    await writeAll(this.send, this.directoryTable, requests);
    return requests.length;
  }
}
