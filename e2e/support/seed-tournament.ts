import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand, paginateQuery } from '@aws-sdk/lib-dynamodb';
import { expect, type Page } from '@playwright/test';
import type { BracketRound, GoalEvent, Lineups, Match, Player, Team, Tournament, TournamentFormat } from 'shared-domain';
import { apiLogin } from './api';

/**
 * Tournaments and matches are created by another screen's UI, so tests that only need one to exist
 * write the items through the gateway exactly as a browser would: signed with the organizer's session
 * credentials, through the gateway's policy (which checks ownership), with the SDK the browser uses.
 */

interface SeedMatch extends Partial<Pick<Match, 'referee' | 'statistics' | 'preview' | 'report'>> {
  /** A fixed id, e.g. for a bracket that names it. */
  id?: string;
  round: number;
  homeTeamId: string;
  awayTeamId: string;
  homeGoals?: number | null;
  awayGoals?: number | null;
  homePenalties?: number | null;
  awayPenalties?: number | null;
  goals?: Omit<GoalEvent, 'id' | 'goalNumber'>[];
  lineups?: Lineups;
  isPlayoff?: boolean;
  playoffRound?: number;
  playoffMatch?: number;
  dateISO?: string;
  time?: string;
  venue?: string;
  status?: Match['status'];
  /** Issue 25: the pitch it is scheduled on and its touchline clock. */
  pitchId?: string;
  clock?: Match['clock'];
}

export interface SeedTournamentInput {
  name: string;
  teamIds: string[];
  visibility: 'public' | 'private';
  format?: TournamentFormat;
  playoffBracket?: BracketRound[];
  matches: SeedMatch[];
  /** Issue 25: its zone and its venues' pitches. */
  timeZone?: string;
  venues?: Tournament['venues'];
}

let counter = 0;
const newId = (prefix: 'tournament' | 'match' | 'goal' | 'team' | 'player') => `${prefix}_${Date.now()}_${(counter++).toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/**
 * Writes the items a few at a time: one at a time, a season's 380 matches took 13 s of a test; all at once would
 * flood the gateway that every other test of the run is using.
 */
async function inBatches<T>(items: T[], write: (item: T) => Promise<unknown>, size = 8): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(write));
}

export async function tableName(baseURL: string, table: 'tournaments' | 'matches' | 'teams'): Promise<string> {
  const config = (await (await fetch(`${baseURL}/config.json`)).json()) as { tablePrefix: string };
  return `${config.tablePrefix}${table}`;
}

type OrganizerLogin = { email: string; password: string };

/** A document client signed with the organizer's session credentials, talking to the gateway as the browser does. */
export async function organizerClient(baseURL: string, organizer: OrganizerLogin): Promise<{ client: DynamoDBDocumentClient; organizerId: string }> {
  const { user, credentials } = await apiLogin(baseURL, organizer.email, organizer.password);
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: `${baseURL}/aws/dynamodb`,
      credentials: { accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey, expiration: new Date(credentials.expiration) },
      maxAttempts: 1,
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return { client, organizerId: user.organizerId! };
}

/** Signs in as the organizer and writes the tournament, then its matches; returns their ids. */
export async function seedTournament(baseURL: string, organizer: OrganizerLogin, input: SeedTournamentInput): Promise<{ tournamentId: string; matchIds: string[] }> {
  const { client, organizerId } = await organizerClient(baseURL, organizer);
  try {
    const tournament: Tournament = {
      id: newId('tournament'),
      name: input.name,
      format: input.format ?? { mode: 'league', rounds: 1 },
      teamIds: input.teamIds,
      organizerId,
      createdAtISO: new Date().toISOString(),
      visibility: input.visibility,
      ...(input.playoffBracket ? { playoffBracket: input.playoffBracket } : {}),
      ...(input.timeZone ? { timeZone: input.timeZone } : {}),
      ...(input.venues ? { venues: input.venues } : {}),
      version: 1,
    };
    await client.send(
      new PutCommand({ TableName: await tableName(baseURL, 'tournaments'), Item: tournament, ConditionExpression: 'attribute_not_exists(id)' }),
    );
    const matchesTable = await tableName(baseURL, 'matches');
    const matches = input.matches.map((seed): Match => {
      const goalCount = { home: 0, away: 0 };
      return {
        ...seed,
        id: seed.id ?? newId('match'),
        tournamentId: tournament.id,
        organizerId,
        goals: seed.goals?.map((g) => ({ ...g, id: newId('goal'), goalNumber: (goalCount[g.team] += 1) })),
        version: 1,
      };
    });
    await inBatches(matches, (match) => client.send(new PutCommand({ TableName: matchesTable, Item: match, ConditionExpression: 'attribute_not_exists(id)' })));
    return { tournamentId: tournament.id, matchIds: matches.map((match) => match.id) };
  } finally {
    client.destroy();
  }
}

/**
 * Results of a tournament's league games written through the gateway as the admin's score entry writes them (both
 * goals of one match in one UpdateItem), for tests about what follows from results (score entry has specs of its
 * own): `result` gives a game's goals by its teams' ids, or null to leave it for the test to enter. The games are
 * taken in their stored order; returns the ones left unscored.
 */
export async function scoreLeagueByApi(
  baseURL: string,
  organizer: OrganizerLogin,
  tournamentId: string,
  result: (homeTeamId: string, awayTeamId: string) => [number, number] | null,
): Promise<Array<Pick<Match, 'id' | 'homeTeamId' | 'awayTeamId'>>> {
  const { client } = await organizerClient(baseURL, organizer);
  try {
    const TableName = await tableName(baseURL, 'matches');
    const games: Match[] = [];
    for await (const page of paginateQuery({ client }, { TableName, KeyConditionExpression: 'tournamentId = :t', ExpressionAttributeValues: { ':t': tournamentId } })) {
      games.push(...((page.Items ?? []) as Match[]));
    }
    const league = games.filter((game) => !game.isPlayoff);
    const scored = league.map((game) => ({ game, goals: result(game.homeTeamId, game.awayTeamId) }));
    await inBatches(
      scored.filter((entry) => entry.goals !== null),
      ({ game, goals }) =>
        client.send(
          new UpdateCommand({
            TableName,
            Key: { tournamentId, id: game.id },
            UpdateExpression: 'SET homeGoals = :home, awayGoals = :away',
            ConditionExpression: 'attribute_exists(id)',
            ExpressionAttributeValues: { ':home': goals![0], ':away': goals![1] },
          }),
        ),
    );
    return scored.filter((entry) => entry.goals === null).map(({ game }) => ({ id: game.id, homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId }));
  } finally {
    client.destroy();
  }
}

export interface SeedTeamInput {
  name: string;
  players: Array<Pick<Player, 'firstName' | 'lastName' | 'position'> & { number: number; isPublic?: boolean }>;
}

/**
 * Writes teams with their squads through the gateway (for tests about other screens; the Manage Teams
 * flow has its own tests). Returns each team's id and its players' ids by "First Last".
 */
export async function seedTeams(baseURL: string, organizer: OrganizerLogin, teams: SeedTeamInput[]): Promise<Array<{ id: string; players: Record<string, string> }>> {
  const { client, organizerId } = await organizerClient(baseURL, organizer);
  try {
    const teamsTable = await tableName(baseURL, 'teams');
    const now = Date.now();
    // One millisecond apart, in the order given, as when they were written one after the other.
    const created = teams.map((input, i): Team => {
      const createdAtISO = new Date(now + i).toISOString();
      const players: Player[] = input.players.map((p) => ({ ...p, id: newId('player'), isPublic: p.isPublic ?? true, createdAtISO }));
      return { id: newId('team'), name: input.name, colors: ['#d00000'], organizerId, createdAtISO, players, version: 1 };
    });
    await inBatches(created, (team) => client.send(new PutCommand({ TableName: teamsTable, Item: team, ConditionExpression: 'attribute_not_exists(id)' })));
    return created.map((team) => ({ id: team.id, players: Object.fromEntries(team.players.map((p) => [`${p.firstName} ${p.lastName}`, p.id])) }));
  } finally {
    client.destroy();
  }
}

/**
 * Teams without players written through the gateway (seedTeams), for tests that only need them to exist; returns each
 * team's id by name, as createTeamsThroughUi does (the Manage Teams flow has its own tests).
 */
export async function seedTeamsByName(baseURL: string, organizer: OrganizerLogin, names: string[]): Promise<Record<string, string>> {
  const teams = await seedTeams(baseURL, organizer, names.map((name) => ({ name, players: [] })));
  return Object.fromEntries(names.map((name, i) => [name, teams[i]!.id]));
}

/**
 * Teams are created through the Manage Teams screen (bulk add: one name per line), as an organizer
 * would; returns each team's id by name. The page must be signed in as the organizer.
 */
export async function createTeamsThroughUi(page: Page, names: string[]): Promise<Record<string, string>> {
  await page.goto('/teams');
  await page.getByLabel('Team names (one per line)').fill(names.join('\n'));
  await page.getByRole('button', { name: `Add ${names.length} Team${names.length === 1 ? '' : 's'}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Added ${names.length} team` })).toBeVisible();
  const ids: Record<string, string> = {};
  for (const name of names) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    const href = await card.getByRole('link', { name: 'Manage' }).getAttribute('href');
    ids[name] = href!.split('/').pop()!;
  }
  return ids;
}

/**
 * Adds a player on the open team page and names it through the inline editor; returns its id (from
 * the link to its page). Extra fields are typed when given.
 */
export async function addPlayerThroughUi(
  page: Page,
  player: { firstName: string; lastName: string; number?: string; position?: string; dateOfBirth?: string },
): Promise<string> {
  await page.getByRole('button', { name: '+ Add Player' }).click();
  const firstName = page.getByLabel('First Name', { exact: true });
  await expect(firstName).toHaveValue('New');
  await firstName.fill(player.firstName);
  await page.getByLabel('Last Name', { exact: true }).fill(player.lastName);
  if (player.number !== undefined) await page.getByLabel('Number', { exact: true }).fill(player.number);
  if (player.position !== undefined) await page.getByLabel('Position', { exact: true }).selectOption(player.position);
  if (player.dateOfBirth !== undefined) await page.getByLabel('Date of Birth', { exact: true }).fill(player.dateOfBirth);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const link = page.getByRole('link', { name: `${player.firstName} ${player.lastName}`, exact: true });
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!.split('/').pop()!;
}
