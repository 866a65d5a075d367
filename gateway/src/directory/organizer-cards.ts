import type { Organizer } from 'shared-domain';
import type { DynamoDbSend } from '../aws/dynamodb-backend';
import { text, type Plain } from '../live/stored-values';
import { projection } from '../store/batch-get';
import { ORGANIZER_CARDS_PARTITION, organizerCardKey } from './directory-keys';
import { getItem, readAll, s, writeAll, type DynamoItem } from './directory-store';

/** What home search shows of an organizer: the card of spec §2, nothing else of the item. */
const CARD_FIELDS = ['id', 'name', 'email', 'createdAtISO', 'logo', 'description'] as const;

/** An organizer card from a plain organizer item (or a stored card), or null without a string id and name. */
function organizerCardOf(item: Plain | null): Organizer | null {
  const [id, name] = [text(item?.id), text(item?.name)];
  if (!item || id === undefined || name === undefined) return null;
  const [logo, description] = [text(item.logo), text(item.description)];
  return {
    id,
    name,
    email: text(item.email) ?? '',
    createdAtISO: text(item.createdAtISO) ?? '',
    ...(logo !== undefined ? { logo } : {}),
    ...(description !== undefined ? { description } : {}),
  };
}

function cardItem(card: Organizer): DynamoItem {
  const item: DynamoItem = { ...organizerCardKey(card.id) };
  for (const field of CARD_FIELDS) {
    const value = card[field];
    if (value !== undefined) item[field] = s(value);
  }
  return item;
}

const isStored = (card: Organizer, stored: Organizer | undefined) => stored !== undefined && CARD_FIELDS.every((field) => card[field] === stored[field]);

/** Copies of the organizer cards in the directory table, listed with one Query. */
export class OrganizerCards {
  constructor(
    private readonly send: DynamoDbSend,
    private readonly directoryTable: string,
    private readonly organizersTable: string,
  ) {}

  /** Every card, in no particular order. */
  async list(): Promise<Organizer[]> {
    const items = await readAll(this.send, 'Query', {
      TableName: this.directoryTable,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': s(ORGANIZER_CARDS_PARTITION) },
    });
    return items.map(organizerCardOf).filter((card): card is Organizer => card !== null);
  }

  async save(organizer: Organizer): Promise<void> {
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
   * organizer write and its card write left behind.
   * @returns how many cards were written or removed
   */
  async resync(): Promise<number> {
    const [organizers, cards] = await Promise.all([
      readAll(this.send, 'Scan', { TableName: this.organizersTable, ...projection(CARD_FIELDS) }),
      this.list(),
    ]);
    const stored = new Map(cards.map((card) => [card.id, card]));
    const wanted = organizers.map(organizerCardOf).filter((card): card is Organizer => card !== null);
    const wantedIds = new Set(wanted.map((card) => card.id));
    const requests = [
      ...wanted.filter((card) => !isStored(card, stored.get(card.id))).map((card) => ({ put: cardItem(card) })),
      ...cards.filter((card) => !wantedIds.has(card.id)).map((card) => ({ delete: organizerCardKey(card.id) })),
    ];
    await writeAll(this.send, this.directoryTable, requests);
    return requests.length;
  }
}
