import { isPublicVisibility, publicTournamentTeamIds, type Match, type Team, type Tournament } from 'shared-domain';
import type { DynamoDbSend } from '../aws/dynamodb-backend';
import { PublicReadError } from '../live/backend-read';
import { fromDynamoDbItem } from '../live/dynamodb-json';
import { obj, text, texts, type Plain } from '../live/stored-values';
import { batchGetItems } from '../store/batch-get';
import type { TableNames } from '../store/tables';
import { seasonTeamsKey } from './directory-keys';
import { getItem, readAll, s } from './directory-store';

const MAX_BATCH_ATTEMPTS = 4;

/** Items the rules can use: the ids they key by and link to must be strings (organizers can store any shape). */
const hasText = (item: Plain | null | undefined, ...fields: string[]): item is Plain => !!item && fields.every((f) => text(item[f]) !== undefined);

/** A stored team the public pages can show (a string id and name), or null. */
export const usableTeam = (item: Plain | null): Team | null => (hasText(item, 'id', 'name') ? (item as unknown as Team) : null);

/** Everything a tournament's seasons are made of, as stored now. */
export interface SeasonSources {
  /** Null when missing or unusable. */
  tournament: Tournament | null;
  matches: Match[];
  /** The teams the tournament lists or its matches name (read only for a public tournament). */
  teams: Team[];
  /** The team ids whose seasons the previous regeneration wrote. */
  previousTeamIds: string[];
}

/**
 * Reads a tournament's season sources as the gateway, consistently: the tournament (GetItem), its
 * matches (one Query, paged past 1 MB; whole items, the statistics need lineups and goals) and the
 * directory's list of the seasons written last time side by side, then, for a public tournament, its
 * teams (one BatchGetItem per 100).
 * @throws PublicReadError when the backend cannot answer
 */
export async function readSeasonSources(
  send: DynamoDbSend,
  { tables, directoryTable }: { tables: TableNames; directoryTable: string },
  tournamentId: string,
): Promise<SeasonSources> {
  const [tournamentItem, matchItems, previous] = await Promise.all([
    getItem(send, tables.tournaments, { id: s(tournamentId) }),
    readAll(send, 'Query', {
      TableName: tables.matches,
      KeyConditionExpression: '#t = :t',
      ExpressionAttributeNames: { '#t': 'tournamentId' },
      ExpressionAttributeValues: { ':t': s(tournamentId) },
      ConsistentRead: true,
    }),
    getItem(send, directoryTable, seasonTeamsKey(tournamentId), ['teamIds']),
  ]);
  // Without a format the rules cannot tell a champion: such an item has no seasons, like a missing one.
  const usable = hasText(tournamentItem, 'id', 'name') && text(obj(tournamentItem.format)?.mode) !== undefined;
  const tournament = usable ? ({ ...tournamentItem, teamIds: texts(tournamentItem.teamIds) } as unknown as Tournament) : null;
  const matches = matchItems.filter((m) => hasText(m, 'id', 'tournamentId', 'homeTeamId', 'awayTeamId')) as unknown as Match[];
  const teams = tournament && isPublicVisibility(tournament.visibility) ? await readTeams(send, tables.teams, publicTournamentTeamIds(tournament, matches)) : [];
  return { tournament, matches, teams, previousTeamIds: parseIds(previous?.teamIds) };
}

function parseIds(json: unknown): string[] {
  try {
    return texts(JSON.parse(text(json) ?? '[]'));
  } catch {
    return [];
  }
}

/**
 * The usable teams among `ids` as stored now (BatchGetItem per 100, consistent), whole or only `attributes`.
 * @throws PublicReadError when the backend cannot answer
 */
export async function readTeams(send: DynamoDbSend, teamsTable: string, ids: string[], attributes: readonly string[] = []): Promise<Team[]> {
  if (ids.length === 0) return [];
  let items;
  try {
    items = await batchGetItems(send, teamsTable, ids.map((id) => ({ id: s(id) })), attributes, { consistent: true, maxAttempts: MAX_BATCH_ATTEMPTS });
  } catch (err) {
    throw new PublicReadError(err instanceof Error ? err.message : String(err));
  }
  return items.map((item) => usableTeam(fromDynamoDbItem(item))).filter((team): team is Team => team !== null);
}
