import type { DynamoDbSend } from '../aws/dynamodb-backend';
import type { Directory } from '../directory/directory';
import type { LiveHub } from '../live/live-hub';
import { livePublisher } from '../live/live-publisher';
import { PublicMatchReader } from '../live/public-match-reader';
import type { TableNames } from '../store/tables';
import { PublicTournamentCache } from '../views/public-tournament-cache';
import { readPublicTournament } from '../views/public-tournament-reader';
import type { PublicRouteDeps } from './public-routes';

type OnWrite = (operation: string, input: Record<string, unknown>, position?: string) => void;

/**
 * What the public API needs, and the DynamoDB proxy's onWrite hook that keeps it current: cached public
 * documents are dropped first (tournaments; the directory's players and search), then live events go out, so a page that re-reads on an event gets the
 * new document.
 */
export function publicServices(deps: {
  hub: LiveHub;
  send: DynamoDbSend;
  tables: TableNames;
  directory: Directory;
  onError: (err: unknown) => void;
  onLiveError: (err: unknown) => void;
}): {
  publicDeps: PublicRouteDeps;
  onWrite: OnWrite;
} {
  const { hub, send, tables, onError } = deps;
  const tournaments = new PublicTournamentCache((id) => readPublicTournament(send, tables, id), tables);
  const publish = livePublisher({ hub, send, tables, onError: deps.onLiveError });
  return {
    publicDeps: { reader: new PublicMatchReader(send, tables), tournaments, directory: deps.directory.reads, hub, send, tables, onError },
    onWrite: (operation, input, position) => {
      tournaments.onWrite(operation, input);
      deps.directory.onWrite(operation, input);
      publish(operation, input, position);
    },
  };
}
