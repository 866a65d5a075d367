import type { Visibility } from 'shared-domain';
import type { DynamoDbSend } from '../aws/dynamodb-backend';
import { obj, text, texts, type Plain } from '../live/stored-values';
import { projection } from '../store/batch-get';
import { INDEX } from '../store/tables';
import { readAll, s } from './directory-store';

/** What home search shows of a public tournament (spec §2), with its organizer's name once known. */
export interface TournamentCard {
  id: string;
  name: string;
  organizerId: string;
  createdAtISO: string;
  visibility: Visibility;
  logo?: string;
  /** The venue's name (`location.name`), the only part of the location a card shows. */
  locationName?: string;
  /** The teams it names: home search finds them (and their public players) because it is public. Never sent. */
  teamIds: string[];
}

const CARD_FIELDS = ['id', 'name', 'organizerId', 'createdAtISO', 'visibility', 'logo', 'location', 'teamIds'] as const;

/** A card from a plain tournament item, or null without a string id and name. */
function tournamentCardOf(item: Plain): TournamentCard | null {
  const [id, name] = [text(item.id), text(item.name)];
  if (id === undefined || name === undefined) return null;
  const [logo, locationName] = [text(item.logo), text(obj(item.location)?.name)];
  return {
    id,
    name,
    organizerId: text(item.organizerId) ?? '',
    createdAtISO: text(item.createdAtISO) ?? '',
    // The index holds only items whose visibility is 'public'.
    visibility: 'public',
    teamIds: texts(item.teamIds),
    ...(logo ? { logo } : {}),
    ...(locationName ? { locationName } : {}),
  };
}

/**
 * Every public tournament's card, newest first: one Query of the visibility index (the same one the
 * public lists read), card fields only.
 * @throws PublicReadError when the backend does not answer
 */
export async function listPublicTournamentCards(send: DynamoDbSend, tournamentsTable: string): Promise<TournamentCard[]> {
  const { ProjectionExpression, ExpressionAttributeNames } = projection(CARD_FIELDS);
  const items = await readAll(send, 'Query', {
    TableName: tournamentsTable,
    IndexName: INDEX.visibility,
    KeyConditionExpression: '#visibility = :public',
    ExpressionAttributeNames: { ...ExpressionAttributeNames, '#visibility': 'visibility' },
    ExpressionAttributeValues: { ':public': s('public') },
    ScanIndexForward: false,
    ProjectionExpression,
  });
  return items.map(tournamentCardOf).filter((card): card is TournamentCard => card !== null);
}
