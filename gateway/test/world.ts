import { afterAll, beforeAll } from 'vitest';
import { DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { Match, SessionCredentials, Team, Tournament } from 'shared-domain';
import type { GatewayOptions } from '../src/config';
import { SUPER_PASSWORD, anonymousCredentials, dynamo, login, postJson, startTestGateway, type CreatedOrganizer, type LoginAnswer, type TestGateway } from './helpers';

const P = 'football-tournaments-';
export const TABLE = {
  organizers: `${P}organizers`,
  teams: `${P}teams`,
  tournaments: `${P}tournaments`,
  matches: `${P}matches`,
  'auth-users': `${P}auth-users`,
  'auth-sessions': `${P}auth-sessions`,
} as const;

/** The four kinds of caller of the issue: a visitor, two organizers, the super admin. */
export type Who = 'anonymous' | 'A' | 'B' | 'super';
export const WHO: readonly Who[] = ['anonymous', 'A', 'B', 'super'];

export interface World {
  t: TestGateway;
  admin: LoginAnswer;
  /** Organizer ids. */
  A: string;
  B: string;
  logins: { A: LoginAnswer; B: LoginAnswer };
  credentials: Record<Who, SessionCredentials>;
  /** Document clients signing as each caller, through the gateway. */
  as: Record<Who, DynamoDBDocumentClient>;
  /** The gateway's own client, beneath the trust boundary: seeding and checking only. */
  internal: DynamoDBDocumentClient;
  dispose(): Promise<void>;
}

/** One gateway, the super admin, organizers A and B (created through /admin) and a visitor. Four PBKDF2 hashes in all. */
export async function createWorld(options: Partial<GatewayOptions> = {}): Promise<World> {
  const t = await startTestGateway(options);
  const admin = await login(t.url, 'superadmin', SUPER_PASSWORD);
  const make = async (name: string) => {
    const created = await postJson<CreatedOrganizer>(`${t.url}/admin/organizers`, { name, email: `${name.toLowerCase()}@example.com`, password: 'secret1' }, admin.token);
    if (created.status !== 201) throw new Error(`could not create ${name}: ${JSON.stringify(created.json)}`);
    return { id: created.json.organizer.id as string, login: await login(t.url, `${name.toLowerCase()}@example.com`, 'secret1') };
  };
  const [a, b] = [await make('Alpha'), await make('Bravo')];
  const credentials: Record<Who, SessionCredentials> = {
    anonymous: await anonymousCredentials(t.url),
    A: a.login.credentials,
    B: b.login.credentials,
    super: admin.credentials,
  };
  const doc = (c: SessionCredentials) => DynamoDBDocumentClient.from(dynamo(t.url, c), { marshallOptions: { removeUndefinedValues: true } });
  const as = { anonymous: doc(credentials.anonymous), A: doc(credentials.A), B: doc(credentials.B), super: doc(credentials.super) };
  return {
    t,
    admin,
    A: a.id,
    B: b.id,
    logins: { A: a.login, B: b.login },
    credentials,
    as,
    internal: t.gw.internals.doc,
    async dispose() {
      for (const client of Object.values(as)) client.destroy();
      await t.dispose();
    },
  };
}

export function team(id: string, organizerId: string): Team {
  return {
    id,
    name: `Team ${id}`,
    colors: ['#ff0000'],
    organizerId,
    createdAtISO: '2024-01-01T00:00:00.000Z',
    version: 1,
    players: [
      { id: `${id}_pub`, firstName: 'Pub', lastName: 'Lic', position: 'FW', isPublic: true, createdAtISO: '2024-01-01T00:00:00.000Z' },
      { id: `${id}_priv`, firstName: 'Pri', lastName: 'Vate', position: 'GK', isPublic: false, createdAtISO: '2024-01-01T00:00:00.000Z' },
    ],
  };
}

export function tournament(id: string, organizerId: string, visibility: 'public' | 'private'): Tournament {
  return { id, name: `Cup ${id}`, format: { mode: 'league', rounds: 1 }, teamIds: [], organizerId, createdAtISO: '2024-01-01T00:00:00.000Z', visibility, version: 1 };
}

export function match(id: string, tournamentId: string, organizerId: string): Match {
  return { id, tournamentId, organizerId, homeTeamId: 'x', awayTeamId: 'y', round: 1, homeGoals: 1, awayGoals: 0, version: 1 };
}

/** The seeded world every read cell is judged against. */
export interface Seed {
  teams: Team[];
  tournaments: Tournament[];
  matches: Match[];
}

export async function seed(world: World): Promise<Seed> {
  const { A, B } = world;
  const s: Seed = {
    teams: [team('team_a', A), team('team_b', B)],
    tournaments: [tournament('tn_a_pub', A, 'public'), tournament('tn_a_priv', A, 'private'), tournament('tn_b_pub', B, 'public'), tournament('tn_b_priv', B, 'private')],
    matches: [match('m1', 'tn_a_pub', A), match('m1', 'tn_a_priv', A), match('m1', 'tn_b_pub', B), match('m1', 'tn_b_priv', B)],
  };
  for (const item of s.teams) await world.internal.send(new PutCommand({ TableName: TABLE.teams, Item: item }));
  for (const item of s.tournaments) await world.internal.send(new PutCommand({ TableName: TABLE.tournaments, Item: item }));
  for (const item of s.matches) await world.internal.send(new PutCommand({ TableName: TABLE.matches, Item: item }));
  return s;
}

/** Every item of every table (auth tables included), for "nothing changed" comparisons. */
export async function snapshot(world: World): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const name of Object.values(TABLE)) {
    const items: Record<string, unknown>[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await world.internal.send(new ScanCommand({ TableName: name, ConsistentRead: true, ExclusiveStartKey }));
      items.push(...((page.Items ?? []) as Record<string, unknown>[]));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    out[name] = items.sort((x, y) => JSON.stringify([x.tournamentId, x.id]).localeCompare(JSON.stringify([y.tournamentId, y.id])));
  }
  return out;
}

export async function stored(world: World, table: keyof typeof TABLE, key: Record<string, string>): Promise<Record<string, unknown> | undefined> {
  return (await world.internal.send(new GetCommand({ TableName: TABLE[table], Key: key, ConsistentRead: true }))).Item;
}

/** What a rejected SDK call looked like: its error name and status; or 'ok'. */
export async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (err) {
    const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
    return `${e.$metadata?.httpStatusCode ?? '?'} ${e.name ?? 'Error'}`;
  }
}

/** A gateway seeded with this world for the calling test file (started once, stopped after it); the getter works inside tests only. */
export function seededWorld(): () => World {
  let w: World | undefined;
  beforeAll(async () => {
    w = await createWorld();
    await seed(w);
  }, 60_000);
  afterAll(async () => {
    await w?.dispose();
  });
  return () => {
    if (!w) throw new Error('the seeded world is set up in beforeAll');
    return w;
  };
}
