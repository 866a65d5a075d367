import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Organizer } from 'shared-domain';
import type { OrganizerWriteListener } from '../admin/organizer-admin';
import type { DynamoDbSend } from '../aws/dynamodb-backend';
import { projection } from '../store/batch-get';
import { ensureGatewayTables, type TableNames } from '../store/tables';
import { BACKFILL_MARKER_KEY } from './directory-keys';
import { directoryObserver } from './directory-observer';
import { getItem, readAll, s, writeAll } from './directory-store';
import type { SearchSnapshot } from './home-search';
import { OrganizerCards } from './organizer-cards';
import { PlayerPointers, teamPlayersOf } from './player-pointers';
import { readPublicPlayer, type PublicPlayerView } from './public-player';
import { SearchCache } from './search-cache';
import { listPublicTournamentCards } from './tournament-cards';

export interface DirectoryDeps {
  /** The gateway's own SDK client (backend.dynamodb): creates the table. */
  client: DynamoDBClient;
  /** Raw calls to the backend as the gateway (backendSender), like the public match reader's. */
  send: DynamoDbSend;
  tables: TableNames;
  /** gatewayTableNames(prefix).directory */
  directoryTable: string;
  onError: (err: unknown) => void;
  /** How long home search keeps what it read when no write of this process changed it (default 15 s). */
  searchTtlMs?: number;
}

/** What handleDirectoryRoute reads through. */
export interface DirectoryReads {
  player(playerId: string): Promise<PublicPlayerView | null>;
  searchSnapshot(): Promise<SearchSnapshot>;
}

export interface Directory {
  /**
   * Run once at start-up, before serving: creates the directory table when missing, records every
   * team's players once (a maintenance Scan of the teams table, then a marker so it never runs again)
   * and re-syncs the organizer cards (a Scan of the organizers table, small).
   */
  prepare(): Promise<{ createdTable: boolean; backfilledTeams: number | null; resyncedCards: number }>;
  /** The DynamoDB proxy's onWrite hook (call it next to the live publisher's). */
  onWrite: (operation: string, input: Record<string, unknown>) => void;
  /** OrganizerAdmin's listener: the gateway's own organizer writes. */
  organizerListener: OrganizerWriteListener;
  reads: DirectoryReads;
}

const DEFAULT_SEARCH_TTL_MS = 15_000;

/** The public directory: player → team pointers, organizer cards and home search's memory, kept current by writes. */
export function createDirectory({ client, send, tables, directoryTable, onError, searchTtlMs = DEFAULT_SEARCH_TTL_MS }: DirectoryDeps): Directory {
  const pointers = new PlayerPointers(send, directoryTable);
  const cards = new OrganizerCards(send, directoryTable, tables.organizers);
  // Two requests when cold, however the search text changes: every organizer card and every public tournament card.
  const search = new SearchCache<SearchSnapshot>(async () => {
    const [organizers, tournaments] = await Promise.all([cards.list(), listPublicTournamentCards(send, tables.tournaments)]);
    return { organizers, tournaments };
  }, searchTtlMs);

  const backfillPointers = async (): Promise<number | null> => {
    if (await getItem(send, directoryTable, BACKFILL_MARKER_KEY)) return null;
    const teams = await readAll(send, 'Scan', { TableName: tables.teams, ...projection(['id', 'organizerId', 'players']) });
    for (const team of teams) {
      const players = teamPlayersOf(team);
      if (players) await pointers.record(players);
    }
    await writeAll(send, directoryTable, [{ put: { ...BACKFILL_MARKER_KEY, doneAtISO: s(new Date().toISOString()) } }]);
    return teams.length;
  };

  const afterOrganizerWrite = (write: Promise<void>) =>
    write.then(
      () => search.invalidate(),
      (err: unknown) => onError(err),
    );

  return {
    async prepare() {
      const createdTable = (await ensureGatewayTables(client, { directory: directoryTable })).length > 0;
      const backfilledTeams = await backfillPointers();
      const resyncedCards = await cards.resync();
      return { createdTable, backfilledTeams, resyncedCards };
    },
    onWrite: directoryObserver({ send, tables, pointers, cards, search, onError }),
    organizerListener: {
      organizerSaved: (organizer: Organizer) => afterOrganizerWrite(cards.save(organizer)),
      organizerDeleted: (organizerId: string) => afterOrganizerWrite(cards.remove(organizerId)),
    },
    reads: {
      player: (playerId) => readPublicPlayer(send, { pointers, teamsTable: tables.teams }, playerId),
      searchSnapshot: () => search.get(),
    },
  };
}
