import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Organizer, PublicPlayerView, PublicTeamView } from 'shared-domain';
import { publicTournamentsByTeam } from 'shared-domain/search';
import type { OrganizerWriteListener } from '../admin/organizer-admin';
import type { DynamoDbSend } from '../aws/dynamodb-backend';
import { ensureGatewayTables, type TableNames } from '../store/tables';
import { BACKFILL_MARKER_KEY } from './directory-keys';
import { directoryObserver } from './directory-observer';
import { getItem, s, writeAll } from './directory-store';
import type { SearchSnapshot } from './home-search';
import { OrganizerCards } from './organizer-cards';
import { PlayerPointers } from './player-pointers';
import type { RegenerationLeases } from './regeneration-leases';
import { readPublicPlayerDocument, readPublicTeamDocument } from './public-team';
import { SearchCache } from './search-cache';
import { readTeams } from './season-sources';
import { TeamDocuments } from './team-documents';
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
  /** How long a tournament's season regeneration gathers further writes (default 300 ms). */
  seasonDelayMs?: number;
  /** CHANGE_FEED=streams: regenerations run on the instance holding the key's lease (regeneration-leases.ts). */
  leases?: RegenerationLeases;
}

/**
 * What handleDirectoryRoute (and a server renderer of the team and player pages) reads through. A team's
 * regeneration under way in this process is waited for, so a visitor sees a write this gateway forwarded.
 */
export interface DirectoryReads {
  /** The public team page's document in one database request; null: not available. */
  team(teamId: string): Promise<PublicTeamView | null>;
  /** The public player page's document in two database requests; null: not available. */
  player(playerId: string): Promise<PublicPlayerView | null>;
  searchSnapshot(): Promise<SearchSnapshot>;
}

export interface Directory {
  /**
   * Run once at start-up, before serving: creates the directory table when missing, records every
   * team's players and documents once (maintenance Scans of the teams and tournaments tables, then a
   * marker so it never runs again) and re-syncs the organizer cards (a Scan of the organizers table, small).
   */
  prepare(): Promise<{ createdTable: boolean; backfilledTeams: number | null; resyncedCards: number }>;
  /** The DynamoDB proxy's onWrite hook (call it next to the live publisher's). */
  onWrite: (operation: string, input: Record<string, unknown>) => void;
  /** OrganizerAdmin's listener: the gateway's own organizer writes. */
  organizerListener: OrganizerWriteListener;
  /** The change feed's report of a player pointer as stored (teamId null: deleted), whoever wrote it. */
  pointerObserved(playerId: string, teamId: string | null): void;
  reads: DirectoryReads;
  /** Resolves once no document regeneration is pending or running. */
  idle(): Promise<void>;
  /** Drops pending regenerations (at shutdown). */
  close(): void;
}

const DEFAULT_SEARCH_TTL_MS = 15_000;
/** What home search reads of a team: its card and its squad (only public players are found). */
const SEARCH_TEAM_FIELDS = ['id', 'name', 'organizerId', 'logo', 'players'];

/** The public directory: player → team pointers, team and player documents, organizer cards and home search's memory, kept current by writes. */
export function createDirectory({ client, send, tables, directoryTable, onError, searchTtlMs = DEFAULT_SEARCH_TTL_MS, seasonDelayMs, leases }: DirectoryDeps): Directory {
  const pointers = new PlayerPointers(send, directoryTable);
  const documents = new TeamDocuments({ send, tables, directoryTable, pointers, onError, tournamentDelayMs: seasonDelayMs, ...(leases ? { leases } : {}) });
  const cards = new OrganizerCards(send, directoryTable, tables.organizers);
  // Two Queries when cold, however the search text changes (every organizer card and every public tournament
  // card), then the teams those tournaments name (a BatchGetItem per 100): the teams and players search finds.
  const search = new SearchCache<SearchSnapshot>(async () => {
    const [organizers, tournaments] = await Promise.all([cards.list(), listPublicTournamentCards(send, tables.tournaments)]);
    const tournamentsByTeam = publicTournamentsByTeam(tournaments);
    const teams = await readTeams(send, tables.teams, [...tournamentsByTeam.keys()], SEARCH_TEAM_FIELDS);
    return { organizers, tournaments, teams, tournamentsByTeam };
  }, searchTtlMs);

  const backfill = async (): Promise<number | null> => {
    if (await getItem(send, directoryTable, BACKFILL_MARKER_KEY)) return null;
    const teams = await documents.backfill();
    await writeAll(send, directoryTable, [{ put: { ...BACKFILL_MARKER_KEY, doneAtISO: s(new Date().toISOString()) } }]);
    return teams;
  };
  // Several instances starting at once: only the lease holder Scans; the others start without waiting (null).
  const backfillOnce = async (): Promise<number | null> => {
    if (!leases) return backfill();
    let teams: number | null = null;
    await leases.run('backfill', async () => void (teams = await backfill()));
    return teams;
  };
  const readTeam = async (teamId: string) => {
    await documents.teamSettled(teamId);
    return readPublicTeamDocument(send, directoryTable, teamId);
  };

  /** After an organizer write of OrganizerAdmin: home search forgets, and the organizer's teams' profiles carry its name again. */
  const afterOrganizerWrite = (organizerId: string, write: Promise<void>) => {
    documents.organizerChanged(organizerId);
    return write.then(
      () => search.invalidate(),
      (err: unknown) => onError(err),
    );
  };

  return {
    async prepare() {
      const createdTable = (await ensureGatewayTables(client, { directory: directoryTable })).length > 0;
      const backfilledTeams = await backfillOnce();
      const resyncedCards = await cards.resync();
      return { createdTable, backfilledTeams, resyncedCards };
    },
    onWrite: directoryObserver({ tables, cards, documents, search, onError }),
    pointerObserved: (playerId, teamId) => pointers.observed(playerId, teamId),
    organizerListener: {
      organizerSaved: (organizer: Organizer) => afterOrganizerWrite(organizer.id, cards.save(organizer)),
      organizerDeleted: (organizerId: string) => afterOrganizerWrite(organizerId, cards.remove(organizerId)),
    },
    reads: {
      team: readTeam,
      player: (playerId) => readPublicPlayerDocument({ teamOf: (id) => pointers.teamOf(id), readTeam }, playerId),
      searchSnapshot: () => search.get(),
    },
    idle: () => documents.idle(),
    close: () => documents.close(),
  };
}
