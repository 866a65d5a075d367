import { isPublicVisibility, publicOrganizerCard, publicTeamProfile, publicTeamSeason, type Match, type PublicTeamSeason, type Tournament } from 'shared-domain';
import { competitionChampion } from 'shared-domain/groups-knockout';
import { withMatchDayFacts } from 'shared-domain/kickoff';
import type { DynamoDbSend } from '../aws/dynamodb-backend';
import { text, type Plain } from '../live/stored-values';
import { projection } from '../store/batch-get';
import { INDEX, type TableNames } from '../store/tables';
import { seasonTeamsKey, seasonTournamentId, teamPartition, teamProfileKey, teamSeasonKey } from './directory-keys';
import { getItem, readAll, s, writeAll, type DynamoItem } from './directory-store';
import { teamPlayersOf, type PlayerPointers } from './player-pointers';
import type { RegenerationLeases } from './regeneration-leases';
import { RegenerationQueue } from './regeneration-queue';
import { readSeasonSources, usableTeam } from './season-sources';

export interface TeamDocumentsDeps {
  send: DynamoDbSend;
  tables: TableNames;
  directoryTable: string;
  pointers: PlayerPointers;
  onError: (err: unknown) => void;
  /** How long a tournament's regeneration gathers further writes before it runs (default 300 ms). */
  tournamentDelayMs?: number;
  /** Several instances on one change feed: a key is regenerated only by the instance holding its lease. */
  leases?: RegenerationLeases;
}

type Write = { put?: DynamoItem; delete?: DynamoItem };

const DEFAULT_TOURNAMENT_DELAY_MS = 300;
/** How long a view waits for its team's regeneration under way before it reads what is stored. */
const MAX_READ_WAIT_MS = 2_000;

const documentItem = (key: DynamoItem, document: unknown): DynamoItem => ({ ...key, doc: s(JSON.stringify(document)) });

/** What a team's profile carries of its organizer: the name an `/:orgName/players/:id` address must give. */
const ORGANIZER_FIELDS = ['id', 'name'];

/**
 * A season with its matches' pitches and touchline clocks and the tournament's venues that name the pitches
 * (issue 25), which publicTeamSeason (in the browser's shared bundle, no byte to spare) leaves out.
 */
function withMatchDay(season: PublicTeamSeason | null, tournament: Tournament | null, matches: readonly Match[]): PublicTeamSeason | null {
  if (!season) return null;
  const stored = new Map(matches.map((m) => [m.id, m]));
  const venues = tournament?.venues;
  return {
    ...season,
    tournament: { ...season.tournament, ...(Array.isArray(venues) && venues.length > 0 ? { venues } : {}) },
    matches: season.matches.map((m) => withMatchDayFacts(m, stored.get(m.id))),
  };
}

/**
 * The public team and player pages' documents in the directory table (directory-keys.ts): each team's
 * profile, with its player pointers, and each team's season in each public tournament it plays in,
 * made again after the writes that change them. A team's regeneration runs at once (team writes are
 * rare and a visitor expects to see a rename); a tournament's gathers writes for a moment (results come
 * in bursts). An organizer's write makes its teams' profiles again (they carry its name). Never two runs
 * of one key at a time; the last write always ends up reflected.
 */
export class TeamDocuments {
  private readonly teams: RegenerationQueue;
  private readonly tournaments: RegenerationQueue;
  /** The teams each tournament names, as last regenerated or written: a team's view waits for their regenerations. */
  private readonly tournamentTeams = new Map<string, Set<string>>();
  /** Organizer writes whose teams are still being listed (idle() waits for them). */
  private readonly organizerLookups = new Set<Promise<void>>();

  constructor(private readonly deps: TeamDocumentsDeps) {
    const leased = (kind: string, regenerate: (key: string) => Promise<void>) => async (key: string) => {
      if (deps.leases) await deps.leases.run(`${kind}:${key}`, () => regenerate(key));
      else await regenerate(key);
    };
    this.teams = new RegenerationQueue(leased('team', (teamId) => this.regenerateTeam(teamId)), 0, deps.onError);
    this.tournaments = new RegenerationQueue(leased('tournament', (id) => this.regenerateTournament(id)), deps.tournamentDelayMs ?? DEFAULT_TOURNAMENT_DELAY_MS, deps.onError);
  }

  /** A team was written (created, updated or deleted). */
  teamChanged(teamId: string): void {
    this.teams.request(teamId);
  }

  /** A tournament or one of its matches was written; `teamIds`: the teams the written item names, when whole. */
  tournamentChanged(tournamentId: string, teamIds: readonly string[] = []): void {
    if (teamIds.length > 0) this.tournamentTeams.set(tournamentId, new Set([...(this.tournamentTeams.get(tournamentId) ?? []), ...teamIds]));
    this.tournaments.request(tournamentId);
  }

  /**
   * An organizer was written (renamed, created, deleted): its teams' profiles are made again, found by a
   * Query of the teams table's organizerId index (ids only), each through the teams' own regeneration.
   */
  organizerChanged(organizerId: string): void {
    const { send, tables, onError } = this.deps;
    const lookup = readAll(send, 'Query', {
      TableName: tables.teams,
      IndexName: INDEX.organizerId,
      KeyConditionExpression: '#o = :o',
      ExpressionAttributeNames: { '#o': 'organizerId', '#id': 'id' },
      ExpressionAttributeValues: { ':o': s(organizerId) },
      ProjectionExpression: '#id',
    })
      .then((teams) => {
        for (const team of teams) {
          const teamId = text(team.id);
          if (teamId !== undefined) this.teams.request(teamId);
        }
      })
      .catch(onError)
      .finally(() => this.organizerLookups.delete(lookup));
    this.organizerLookups.add(lookup);
  }

  /**
   * Resolves once the team's regenerations under way or pending are done (its own, and those of the
   * tournaments known to name it, so a result just entered shows on its teams' pages), or after a bound.
   */
  async teamSettled(teamId: string): Promise<void> {
    const deadline = Date.now() + MAX_READ_WAIT_MS;
    await this.teams.settled(teamId, MAX_READ_WAIT_MS);
    const naming = [...this.tournamentTeams].filter(([, teams]) => teams.has(teamId)).map(([id]) => id);
    await Promise.all(naming.map((id) => this.tournaments.settled(id, Math.max(0, deadline - Date.now()))));
  }

  /** Resolves once nothing is pending or running (a team's regeneration may request its tournaments'). */
  async idle(): Promise<void> {
    await Promise.all(this.organizerLookups);
    await this.teams.idle();
    await this.tournaments.idle();
  }

  close(): void {
    this.teams.close();
    this.tournaments.close();
  }

  /**
   * The one-time backfill: every stored team's profile and pointers (maintenance Scans of the teams and
   * of the organizers' names), then the seasons of every public tournament (a Scan of the tournaments' ids and visibility).
   * @returns how many teams were read
   */
  async backfill(): Promise<number> {
    const { send, tables, directoryTable } = this.deps;
    const [teams, organizers] = await Promise.all([
      readAll(send, 'Scan', { TableName: tables.teams }),
      readAll(send, 'Scan', { TableName: tables.organizers, ...projection(ORGANIZER_FIELDS) }),
    ]);
    const names = new Map(organizers.map(publicOrganizerCard).flatMap((card) => (card ? [[card.id, card.name] as const] : [])));
    const writes = teams.map((item) => this.profileWrites(item, names.get(text(item.organizerId) ?? '')));
    await writeAll(send, directoryTable, writes.flatMap((w) => w.requests));
    for (const w of writes) w.written();
    const tournaments = await readAll(send, 'Scan', { TableName: tables.tournaments, ...projection(['id', 'visibility']) });
    for (const tournament of tournaments) {
      const id = text(tournament.id);
      if (id !== undefined && isPublicVisibility(tournament.visibility)) await this.regenerateTournament(id);
    }
    return teams.length;
  }

  /** The profile (with its organizer's name, when known) and the pointers a stored team needs (none for an unusable item). */
  private profileWrites(item: Plain | null, organizerName: string | undefined): { requests: Write[]; written(): void } {
    const team = usableTeam(item);
    const players = teamPlayersOf(item);
    if (!team || !players) return { requests: [], written: () => undefined };
    const pointers = this.deps.pointers.pointerWrites(players);
    return { requests: [{ put: documentItem(teamProfileKey(team.id), publicTeamProfile(team, organizerName)) }, ...pointers.requests], written: pointers.written };
  }

  /** The name of the organizer as stored now (one GetItem), or undefined when there is none to read. */
  private async organizerName(organizerId: unknown): Promise<string | undefined> {
    const id = text(organizerId);
    if (id === undefined) return undefined;
    return publicOrganizerCard(await getItem(this.deps.send, this.deps.tables.organizers, { id: s(id) }, ORGANIZER_FIELDS))?.name;
  }

  /**
   * The team as stored now and its partition's entries side by side; a team that is gone (or unusable)
   * loses its whole partition (the views then answer 404), otherwise its profile (with its organizer's
   * name, read then) and pointers are written and the tournaments it has seasons in are regenerated (it is named in their fixtures).
   */
  private async regenerateTeam(teamId: string): Promise<void> {
    const { send, tables, directoryTable } = this.deps;
    const partition = teamPartition(teamId);
    const [stored, entries] = await Promise.all([
      getItem(send, tables.teams, { id: s(teamId) }),
      readAll(send, 'Query', { TableName: directoryTable, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': s(partition) }, ProjectionExpression: 'sk', ConsistentRead: true }),
    ]);
    const keys = entries.map((entry) => text(entry.sk)).filter((sk): sk is string => sk !== undefined);
    if (!usableTeam(stored)) {
      await writeAll(send, directoryTable, keys.map((sk) => ({ delete: { pk: s(partition), sk: s(sk) } })));
      return;
    }
    const writes = this.profileWrites(stored, await this.organizerName(stored?.organizerId));
    await writeAll(send, directoryTable, writes.requests);
    writes.written();
    for (const sk of keys) {
      const tournamentId = seasonTournamentId(sk);
      if (tournamentId !== null) this.tournaments.request(tournamentId);
    }
  }

  /**
   * Every season of the tournament again: written for each of its teams while it is public, and
   * deleted for the teams it no longer has (or all of them once it is private or gone).
   */
  private async regenerateTournament(tournamentId: string): Promise<void> {
    const { send, tables, directoryTable, onError } = this.deps;
    const { tournament, matches, teams, previousTeamIds } = await readSeasonSources(send, { tables, directoryTable }, tournamentId);
    const seasons = new Map<string, PublicTeamSeason>();
    for (const team of teams) {
      try {
        const season = withMatchDay(publicTeamSeason({ team, tournament, matches, teams }), tournament, matches);
        // A cup's champion is its knockout's (the shared bundle's rule does not carry the cup's).
        if (season) seasons.set(team.id, tournament?.format.mode === 'groups_knockout' ? { ...season, won: competitionChampion(tournament, matches) === team.id } : season);
      } catch (err) {
        // One unusable item must not cost every other team its season.
        onError(err);
      }
    }
    const requests: Write[] = [
      ...[...seasons].map(([teamId, season]) => ({ put: documentItem(teamSeasonKey(teamId, tournamentId), season) })),
      ...previousTeamIds.filter((teamId) => !seasons.has(teamId)).map((teamId) => ({ delete: teamSeasonKey(teamId, tournamentId) })),
    ];
    if (seasons.size > 0) requests.push({ put: { ...seasonTeamsKey(tournamentId), teamIds: s(JSON.stringify([...seasons.keys()])) } });
    else if (previousTeamIds.length > 0) requests.push({ delete: seasonTeamsKey(tournamentId) });
    await writeAll(send, directoryTable, requests);
    if (seasons.size > 0) this.tournamentTeams.set(tournamentId, new Set(seasons.keys()));
    else this.tournamentTeams.delete(tournamentId);
  }
}
