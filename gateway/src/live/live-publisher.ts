import type { DynamoDbSend } from '../aws/dynamodb-backend';
import type { TableNames } from '../store/tables';
import type { LiveHub } from './live-hub';
import { isPublicTournament } from './public-tournament';
import { writeChanges, type WriteChange } from './write-changes';

interface PublisherDeps {
  hub: LiveHub;
  send: DynamoDbSend;
  tables: TableNames;
  onError: (err: unknown) => void;
}

/**
 * The proxy's onWrite hook: turns an acknowledged write into live events. A write to a tournament item
 * always reaches that tournament's subscribers (switched to private, their pages must re-read and find
 * nothing); match changes go out only while the tournament is public, checked with one consistent read
 * per tournament that someone watches. Runs after the answer was sent and never throws: a failed
 * publish is logged and the write stays acknowledged.
 */
export function livePublisher({ hub, send, tables, onError }: PublisherDeps): (operation: string, input: Record<string, unknown>, position?: string) => void {
  const publishMatches = async (tournamentId: string, changes: WriteChange[], at: bigint | undefined) => {
    if (!(await isPublicTournament(send, tables, tournamentId))) return;
    for (const change of changes) hub.publish(tournamentId, change.matchId, at);
  };

  return (operation, input, position) => {
    try {
      // A stream's sequence number is the event's id (CHANGE_FEED=streams); the hub numbers the others.
      const at = position !== undefined && /^\d{1,40}$/.test(position) ? BigInt(position) : undefined;
      if (at !== undefined) hub.advance(at);
      const byTournament = new Map<string, WriteChange[]>();
      for (const change of writeChanges(operation, input, tables)) {
        if (!hub.isWatched(change.tournamentId)) continue;
        if (change.matchId === undefined) hub.publish(change.tournamentId, undefined, at);
        else byTournament.set(change.tournamentId, [...(byTournament.get(change.tournamentId) ?? []), change]);
      }
      for (const [tournamentId, changes] of byTournament) publishMatches(tournamentId, changes, at).catch(onError);
    } catch (err) {
      onError(err);
    }
  };
}
