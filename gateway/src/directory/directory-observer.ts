import { writeChanges, writtenTeamIds } from '../live/write-changes';
import { list, obj, text, type Plain } from '../live/stored-values';
import type { TableNames } from '../store/tables';
import type { OrganizerCards } from './organizer-cards';
import type { TeamDocuments } from './team-documents';

export interface ObserverDeps {
  tables: TableNames;
  cards: OrganizerCards;
  /** The team pages' documents (and the player pointers, written with a team's profile). */
  documents: Pick<TeamDocuments, 'teamChanged' | 'tournamentChanged' | 'organizerChanged'>;
  /** What home search keeps in memory: stale once an organizer, a tournament or a team was written. */
  search: { invalidate(): void };
  onError: (err: unknown) => void;
}

/** The ids of the organizers an acknowledged write touched. */
export function writtenOrganizerIds(operation: string, input: Plain, organizersTable: string): string[] {
  const keys =
    operation === 'BatchWriteItem'
      ? list(obj(input.RequestItems)?.[organizersTable]).map((request) => obj(obj(obj(request)?.PutRequest)?.Item) ?? obj(obj(obj(request)?.DeleteRequest)?.Key))
      : input.TableName === organizersTable && ['PutItem', 'UpdateItem', 'DeleteItem'].includes(operation)
        ? [obj(operation === 'PutItem' ? input.Item : input.Key)]
        : [];
  return [...new Set(keys.map((key) => text(obj(key?.id)?.S)).filter((id): id is string => id !== undefined))];
}

/**
 * The DynamoDB proxy's onWrite hook for the directory, same signature as the live publisher's: after a
 * write was acknowledged, a written team's profile and pointers are made again, a written tournament's
 * or match's tournament gets its teams' seasons made again (both coalesced, see team-documents.ts), an
 * organizer's card is copied again from the organizer as stored and its teams' profiles (which carry its
 * name) are made again, and home search's memory is dropped
 * when an organizer, a tournament or a team changed. Runs after the writer has its answer and never throws:
 * failures go to onError.
 */
export function directoryObserver({ tables, cards, documents, search, onError }: ObserverDeps): (operation: string, input: Record<string, unknown>) => void {
  return (operation, input) => {
    try {
      const teamIds = writtenTeamIds(operation, input, tables);
      // A renamed team, or a player added or made public, is found at the next search.
      if (teamIds.length > 0) search.invalidate();
      for (const teamId of teamIds) documents.teamChanged(teamId);
      const changes = writeChanges(operation, input, tables);
      if (changes.some((change) => change.matchId === undefined)) search.invalidate();
      const named = new Map<string, string[]>();
      for (const { tournamentId, teamIds = [] } of changes) named.set(tournamentId, [...(named.get(tournamentId) ?? []), ...teamIds]);
      for (const [tournamentId, teamIds] of named) documents.tournamentChanged(tournamentId, teamIds);
      const organizerIds = writtenOrganizerIds(operation, input, tables.organizers);
      if (organizerIds.length > 0) search.invalidate();
      for (const organizerId of organizerIds) {
        cards.refresh(organizerId).then(() => search.invalidate(), onError);
        documents.organizerChanged(organizerId);
      }
    } catch (err) {
      onError(err);
    }
  };
}
