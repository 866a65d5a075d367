import {
  PUBLIC_TOURNAMENT_MATCH_FIELDS,
  publicTournamentDocument,
  publicTournamentTeamIds,
  type Match,
  type PublicTournamentDocument,
  type Team,
  type Tournament,
} from 'shared-domain';
import { MATCH_DAY_PUBLIC_FIELDS, withMatchDayFacts } from 'shared-domain/kickoff';
import type { DynamoDbSend } from '../aws/dynamodb-backend';
import { PublicReadError, backendRead } from '../live/backend-read';
import { fromDynamoDbItem } from '../live/dynamodb-json';
import { queryPages } from '../live/query-pages';
import { text, type Plain } from '../live/stored-values';
import { batchGetTables, projection } from '../store/batch-get';
import type { TableNames } from '../store/tables';

const MAX_BATCH_ATTEMPTS = 4;
/** All the document keeps of the organizer (its public card): the rest of the item is never read. */
const ORGANIZER_FIELDS = ['id', 'name'];

/** Items the page can use: the ids it links and keys by must be strings (organizers can store any shape). */
const hasText = (item: Plain | null, ...fields: string[]): item is Plain => item !== null && fields.every((f) => text(item[f]) !== undefined);

/**
 * Reads a tournament's public document in three database requests as the gateway: the tournament
 * (GetItem) and its matches (one Query, paged only past 1 MB) side by side, then the teams they name and
 * the tournament's organizer together (one BatchGetItem across both tables per 100 keys).
 * publicTournamentDocument decides what the public sees.
 * @throws PublicReadError (live/backend-read.ts) when the backend cannot answer
 */
export async function readPublicTournament(send: DynamoDbSend, tables: TableNames, tournamentId: string): Promise<PublicTournamentDocument | null> {
  const matchFields = projection([...PUBLIC_TOURNAMENT_MATCH_FIELDS, ...MATCH_DAY_PUBLIC_FIELDS]);
  const [tournamentBody, matchItems] = await Promise.all([
    backendRead(send, 'GetItem', { TableName: tables.tournaments, Key: { id: { S: tournamentId } }, ConsistentRead: true }),
    queryPages(send, {
      TableName: tables.matches,
      KeyConditionExpression: '#t = :t',
      ConsistentRead: true,
      ProjectionExpression: matchFields.ProjectionExpression,
      ExpressionAttributeNames: { ...matchFields.ExpressionAttributeNames, '#t': 'tournamentId' },
      ExpressionAttributeValues: { ':t': { S: tournamentId } },
    }),
  ]);
  const tournamentItem = fromDynamoDbItem(tournamentBody.Item);
  if (!hasText(tournamentItem, 'id')) return null;
  const tournament = tournamentItem as unknown as Tournament;
  const matches = matchItems.map(fromDynamoDbItem).filter((m) => hasText(m, 'id', 'tournamentId', 'homeTeamId', 'awayTeamId')) as unknown as Match[];
  // Checked before the teams are read, so a private tournament costs nothing more; the document decides again.
  if (!publicTournamentDocument({ tournament, matches: [], teams: [] })) return null;
  const { teams, organizer } = await readTeamsAndOrganizer(send, tables, publicTournamentTeamIds(tournament, matches), text(tournamentItem.organizerId));
  const document = publicTournamentDocument({ tournament, matches, teams, organizer });
  // Each match's pitch and touchline clock (issue 25), which the shared builder leaves out (see withMatchDayFacts).
  const stored = new Map(matches.map((m) => [m.id, m]));
  return document && { ...document, matches: document.matches.map((m) => withMatchDayFacts(m, stored.get(m.id))) };
}

async function readTeamsAndOrganizer(send: DynamoDbSend, tables: TableNames, ids: string[], organizerId: string | undefined): Promise<{ teams: Team[]; organizer: Plain | null }> {
  const organizerKeys = organizerId ? [{ id: { S: organizerId } }] : [];
  if (ids.length === 0 && organizerKeys.length === 0) return { teams: [], organizer: null };
  let items;
  try {
    items = await batchGetTables(
      send,
      { [tables.teams]: { keys: ids.map((id) => ({ id: { S: id } })) }, [tables.organizers]: { keys: organizerKeys, attributes: ORGANIZER_FIELDS } },
      { consistent: true, maxAttempts: MAX_BATCH_ATTEMPTS },
    );
  } catch (err) {
    throw new PublicReadError(err instanceof Error ? err.message : String(err));
  }
  const teams = (items[tables.teams] ?? []).map(fromDynamoDbItem).filter((t) => hasText(t, 'id', 'name')) as unknown as Team[];
  const organizer = fromDynamoDbItem((items[tables.organizers] ?? [])[0]);
  return { teams, organizer };
}
