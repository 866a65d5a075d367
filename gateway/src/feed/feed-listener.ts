import type { SessionStore } from '../auth/sessions';
import type { Directory } from '../directory/directory';
import { pointerPlayerId } from '../directory/directory-keys';
import { obj, text } from '../live/stored-values';
import type { TableNames } from '../store/tables';
import type { WriteListener } from './change-feed';

/**
 * What an instance does with each write its change feed reports: the public services' onWrite (cached
 * documents and search dropped, directory regenerations requested, live events out), a deleted session
 * no longer answered from memory, and a player pointer as stored followed by the directory's memory.
 * The last two matter only with CHANGE_FEED=streams, where the writes of other instances arrive too.
 */
export function feedListener(deps: {
  onWrite: WriteListener;
  sessions: Pick<SessionStore, 'forgetRemembered'>;
  directory: Pick<Directory, 'pointerObserved'>;
  tables: TableNames;
  directoryTable: string;
}): WriteListener {
  return (operation, input, position) => {
    deps.onWrite(operation, input, position);
    const key = obj(input.Key) ?? obj(input.Item);
    if (input.TableName === deps.tables['auth-sessions'] && operation === 'DeleteItem') {
      const id = text(obj(key?.id)?.S);
      if (id !== undefined) deps.sessions.forgetRemembered(id);
    }
    if (input.TableName === deps.directoryTable) {
      const playerId = pointerPlayerId(obj(key?.pk)?.S, obj(key?.sk)?.S);
      if (playerId !== null) deps.directory.pointerObserved(playerId, operation === 'DeleteItem' ? null : (text(obj(obj(input.Item)?.teamId)?.S) ?? null));
    }
  };
}
