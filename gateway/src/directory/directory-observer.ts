import type { DynamoDbSend } from '../aws/dynamodb-backend';
import { fromDynamoDbItem } from '../live/dynamodb-json';
import { list, obj, text, type Plain } from '../live/stored-values';
import type { TableNames } from '../store/tables';
import { getItem, s } from './directory-store';
import type { OrganizerCards } from './organizer-cards';
import { teamPlayersOf, type PlayerPointers } from './player-pointers';

/** One item an acknowledged write touched: its table, what was done, its key and, for a put, the whole item. */
interface Written {
  tableName: unknown;
  action: 'put' | 'update' | 'delete';
  key: Plain | undefined;
  item?: Plain | undefined;
}

export interface ObserverDeps {
  send: DynamoDbSend;
  tables: TableNames;
  pointers: PlayerPointers;
  cards: OrganizerCards;
  /** What home search keeps in memory: stale once an organizer or a tournament was written. */
  search: { invalidate(): void };
  onError: (err: unknown) => void;
}

const TEAM_FIELDS = ['id', 'organizerId', 'players'];

function writtenItems(operation: string, input: Plain): Written[] {
  switch (operation) {
    case 'PutItem':
      return [{ tableName: input.TableName, action: 'put', key: obj(input.Item), item: obj(input.Item) }];
    case 'UpdateItem':
      return [{ tableName: input.TableName, action: 'update', key: obj(input.Key) }];
    case 'DeleteItem':
      return [{ tableName: input.TableName, action: 'delete', key: obj(input.Key) }];
    case 'BatchWriteItem':
      return Object.entries(obj(input.RequestItems) ?? {}).flatMap(([tableName, requests]) =>
        list(requests).map((request): Written => {
          const item = obj(obj(obj(request)?.PutRequest)?.Item);
          return item ? { tableName, action: 'put', key: item, item } : { tableName, action: 'delete', key: obj(obj(obj(request)?.DeleteRequest)?.Key) };
        }),
      );
    default:
      return [];
  }
}

/**
 * Whether an UpdateItem may have changed a team's players: it names `players` in its expression or its
 * attribute names. Other updates (a colour, a name, the version) leave the pointers as they are.
 */
function mayChangePlayers(input: Plain): boolean {
  const names = Object.values(obj(input.ExpressionAttributeNames) ?? {});
  const expression = text(input.UpdateExpression);
  return expression === undefined || /\bplayers\b/.test(expression) || names.includes('players');
}

/**
 * The DynamoDB proxy's onWrite hook for the directory, same signature as the live publisher's: after a
 * write was acknowledged, a team's players get their pointers (from the item written, or from one
 * consistent read of the team after an UpdateItem of its players), an organizer's card is copied again
 * from the organizer as stored, and home search's memory is dropped when an organizer or a tournament
 * changed. Runs after the writer has its answer and never throws: failures go to onError.
 */
export function directoryObserver(deps: ObserverDeps): (operation: string, input: Record<string, unknown>) => void {
  const { send, tables, pointers, cards, search, onError } = deps;

  // A deleted team's pointers stay: the public view finds the team gone and answers 404.
  const recordTeam = async (written: Written, input: Plain) => {
    if (written.action === 'delete' || (written.action === 'update' && !mayChangePlayers(input))) return;
    const teamId = text(obj(written.key?.id)?.S);
    const stored = written.item ? fromDynamoDbItem(written.item) : teamId === undefined ? null : await getItem(send, tables.teams, { id: s(teamId) }, TEAM_FIELDS);
    const team = teamPlayersOf(stored);
    if (team) await pointers.record(team);
  };

  return (operation, input) => {
    try {
      for (const written of writtenItems(operation, input)) {
        if (written.tableName === tables.tournaments) search.invalidate();
        else if (written.tableName === tables.organizers) {
          search.invalidate();
          const organizerId = text(obj(written.key?.id)?.S);
          if (organizerId !== undefined) cards.refresh(organizerId).then(() => search.invalidate(), onError);
        } else if (written.tableName === tables.teams) recordTeam(written, input).catch(onError);
      }
    } catch (err) {
      onError(err);
    }
  };
}
