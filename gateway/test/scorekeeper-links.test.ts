import { createHash } from 'node:crypto';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Match, SessionCredentials, Tournament } from 'shared-domain';
import type { ScorekeeperLinkView } from 'shared-domain/match-clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamo, postJson } from './helpers';
import { TABLE, createWorld, match, outcome, snapshot, stored, team, tournament, type World } from './world';

const LINKS_TABLE = 'football-tournaments-scorekeeper-links';
const DAY = '2099-06-13';
const OTHER_DAY = '2099-06-14';
const DENIED = '403 AccessDeniedException';
const CONFLICT = '400 ConditionalCheckFailedException';
const CLOSED = '403 UnrecognizedClientException';

let w: World;
const clients: DynamoDBDocumentClient[] = [];

function cup(id: string, organizerId: string, visibility: 'public' | 'private' = 'public'): Tournament {
  return {
    ...tournament(id, organizerId, visibility),
    timeZone: 'Europe/Amsterdam',
    venues: [{ id: 'v1', name: 'Park', pitches: [{ id: 'p1', name: 'Pitch 1', windows: [] }, { id: 'p2', name: 'Pitch 2', windows: [] }] }],
  };
}
const onPitch = (id: string, tournamentId: string, organizerId: string, pitchId: string, dateISO: string): Match => ({
  ...match(id, tournamentId, organizerId),
  homeGoals: 0,
  awayGoals: 0,
  pitchId,
  dateISO,
  time: '09:00',
});

beforeAll(async () => {
  w = await createWorld();
  const items: Array<[keyof typeof TABLE, object]> = [
    ['teams', team('team_sk', w.A)],
    ['tournaments', cup('tn_sk', w.A)],
    ['tournaments', cup('tn_sk_b', w.B)],
    ['tournaments', cup('tn_sk_priv', w.A, 'private')],
    ['matches', onPitch('m_here', 'tn_sk', w.A, 'p1', DAY)],
    ['matches', onPitch('m_next', 'tn_sk', w.A, 'p1', DAY)],
    ['matches', onPitch('m_pitch2', 'tn_sk', w.A, 'p2', DAY)],
    ['matches', onPitch('m_tomorrow', 'tn_sk', w.A, 'p1', OTHER_DAY)],
    ['matches', onPitch('m_b', 'tn_sk_b', w.B, 'p1', DAY)],
    ['matches', { ...match('m_undated', 'tn_sk', w.A) }],
  ];
  for (const [table, item] of items) await w.internal.send(new PutCommand({ TableName: TABLE[table], Item: item }));
}, 60_000);

afterAll(async () => {
  for (const client of clients) client.destroy();
  await w?.dispose();
});

interface Created {
  token: string;
  address: string;
  qrCode: string;
  link: ScorekeeperLinkView;
}

async function createLink(body: object, token = w.logins.A.token) {
  return postJson<Created>(`${w.t.url}/scorekeeper/links`, body, token);
}

async function openLink(token: string) {
  return postJson<{ credentials: SessionCredentials; link: ScorekeeperLinkView }>(`${w.t.url}/scorekeeper/session`, { token });
}

/** A link made by organizer A and a document client signing with its credentials. */
async function scorekeeper(body: object): Promise<{ created: Created; as: DynamoDBDocumentClient }> {
  const made = await createLink(body);
  expect(made.status).toBe(201);
  const opened = await openLink(made.json.token);
  expect(opened.status).toBe(200);
  const as = DynamoDBDocumentClient.from(dynamo(w.t.url, opened.json.credentials), { marshallOptions: { removeUndefinedValues: true } });
  clients.push(as);
  return { created: made.json, as };
}

/** An update as the app's version-checked path sends it (shared-data's sdk-storage). */
function versioned(tournamentId: string, id: string, fields: Record<string, unknown>, version: number): UpdateCommandInput {
  const names: Record<string, string> = { '#version': 'version', '#id': 'id' };
  const values: Record<string, unknown> = { ':next': version + 1, ':expected': version };
  const set = Object.entries(fields).map(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:v${i}`] = value;
    return `#f${i} = :v${i}`;
  });
  return {
    TableName: TABLE.matches,
    Key: { tournamentId, id },
    UpdateExpression: `SET ${[...set, '#version = :next'].join(', ')}`,
    ConditionExpression: 'attribute_exists(#id) AND #version = :expected',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ReturnValues: 'ALL_NEW',
  };
}

async function versionOf(tournamentId: string, id: string): Promise<number> {
  return Number((await stored(w, 'matches', { tournamentId, id }))?.version ?? 0);
}

describe('making scorekeeper links', () => {
  it('lets only the tournament’s organizer make one, for a dated match or a pitch of its venues', async () => {
    expect((await createLink({ tournamentId: 'tn_sk', matchId: 'm_here' }, '')).status).toBe(401);
    expect((await createLink({ tournamentId: 'tn_sk', matchId: 'm_here' }, w.logins.B.token)).json.message).toBe('Tournament not found.');
    expect((await createLink({ tournamentId: 'tn_sk', matchId: 'nope' })).status).toBe(404);
    // A link reads what the public reads: on a private tournament it could not even see its match.
    expect((await createLink({ tournamentId: 'tn_sk_priv', pitchId: 'p1', dateISO: DAY })).json.message).toMatch(/^Make the tournament public first/);
    expect((await createLink({ tournamentId: 'tn_sk', matchId: 'm_undated' })).status).toBe(400);
    expect((await createLink({ tournamentId: 'tn_sk', pitchId: 'p9', dateISO: DAY })).status).toBe(404);
    expect((await createLink({ tournamentId: 'tn_sk', pitchId: 'p1', dateISO: '2020-01-01' })).json.message).toMatch(/match day is over/);
    const made = await createLink({ tournamentId: 'tn_sk', matchId: 'm_here' });
    expect(made.status).toBe(201);
    // The end of the match day in the tournament's zone (Amsterdam, summer time).
    expect(made.json.link).toMatchObject({ tournamentId: 'tn_sk', matchId: 'm_here', dateISO: DAY, expiresAt: '2099-06-13T22:00:00.000Z' });
    // The score screen's address carries the token in its fragment, and the QR code is that address drawn.
    expect(made.json.address).toBe(`${w.t.url}/score#${made.json.token}`);
    expect(Buffer.from(made.json.qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8')).toMatch(/^<svg /);
  });

  it('stores only a hash of the token', async () => {
    const made = await createLink({ tournamentId: 'tn_sk', pitchId: 'p2', dateISO: DAY });
    const hash = createHash('sha256').update(made.json.token).digest('hex');
    const item = (await w.internal.send(new GetCommand({ TableName: LINKS_TABLE, Key: { id: hash } }))).Item;
    expect(item).toMatchObject({ id: hash, tournamentId: 'tn_sk', pitchId: 'p2' });
    expect(JSON.stringify(item)).not.toContain(made.json.token);
  });

  it('lists a tournament’s links to its organizer only', async () => {
    const mine = await postJson<{ links: ScorekeeperLinkView[] }>(`${w.t.url}/scorekeeper/links/list`, { tournamentId: 'tn_sk' }, w.logins.A.token);
    expect(mine.status).toBe(200);
    expect(mine.json.links.length).toBeGreaterThan(0);
    expect(mine.json.links.every((link) => link.tournamentId === 'tn_sk')).toBe(true);
    expect((await postJson(`${w.t.url}/scorekeeper/links/list`, { tournamentId: 'tn_sk' }, w.logins.B.token)).status).toBe(404);
  });

  it('opens nothing with a token that is not one', async () => {
    expect((await openLink('x'.repeat(43))).status).toBe(401);
  });
});

describe('a match link', () => {
  it('writes the score, goals, status and clock of its match through the version-checked path', async () => {
    const { as } = await scorekeeper({ tournamentId: 'tn_sk', matchId: 'm_here' });
    const version = await versionOf('tn_sk', 'm_here');
    const goal = { id: 'g1', team: 'home', playerId: 'team_sk_pub', minute: 12, type: 'goal', goalNumber: 1 };
    const fields = { homeGoals: 1, goals: [goal], status: 'live', clock: { kickOffAt: '2099-06-13T07:00:00.000Z' } };
    expect(await outcome(as.send(new UpdateCommand(versioned('tn_sk', 'm_here', fields, version))))).toBe('ok');
    expect(await stored(w, 'matches', { tournamentId: 'tn_sk', id: 'm_here' })).toMatchObject({ ...fields, version: version + 1, homeTeamId: 'x' });
    // A stale version is the usual conflict.
    expect(await outcome(as.send(new UpdateCommand(versioned('tn_sk', 'm_here', { homeGoals: 2 }, version))))).toBe(CONFLICT);
    // Cards are the two card statistics, one at a time.
    const cards: UpdateCommandInput = {
      TableName: TABLE.matches,
      Key: { tournamentId: 'tn_sk', id: 'm_here' },
      UpdateExpression: 'SET statistics = if_not_exists(statistics, :empty)',
      ExpressionAttributeValues: { ':empty': {} },
    };
    expect(await outcome(as.send(new UpdateCommand(cards)))).toBe(DENIED);
  });

  it('records a card with its player, which the public match view counts among the cards', async () => {
    const { as } = await scorekeeper({ tournamentId: 'tn_sk', matchId: 'm_here' });
    const booked = [{ id: 'c1', team: 'away', colour: 'red', playerId: 'team_sk_pub', minute: 30 }];
    expect(await outcome(as.send(new UpdateCommand(versioned('tn_sk', 'm_here', { cards: booked }, await versionOf('tn_sk', 'm_here')))))).toBe('ok');
    expect(await stored(w, 'matches', { tournamentId: 'tn_sk', id: 'm_here' })).toMatchObject({ cards: booked });
    const view = await fetch(`${w.t.url}/api/public/tournaments/tn_sk/matches/m_here`).then((r) => r.json() as Promise<{ match: Match }>);
    expect(view.match.statistics).toMatchObject({ home: { redCards: 0, yellowCards: 0 }, away: { redCards: 1, yellowCards: 0 } });
  });

  it('cannot write another match, another tournament’s match, names or any other field', async () => {
    const { as } = await scorekeeper({ tournamentId: 'tn_sk', matchId: 'm_here' });
    const before = await snapshot(w);
    const version = await versionOf('tn_sk', 'm_here');
    const attempts: UpdateCommandInput[] = [
      versioned('tn_sk', 'm_next', { homeGoals: 5 }, 1),
      versioned('tn_sk_b', 'm_b', { homeGoals: 5 }, 1),
      versioned('tn_sk', 'm_here', { homeTeamId: 'team_sk' }, version),
      versioned('tn_sk', 'm_here', { referee: 'Me' }, version),
      versioned('tn_sk', 'm_here', { dateISO: OTHER_DAY }, version),
      versioned('tn_sk', 'm_here', { pitchId: 'p2' }, version),
      versioned('tn_sk', 'm_here', { organizerId: w.B }, version),
      versioned('tn_sk', 'm_here', { lineups: { home: { starting: [], substitutes: [] } } }, version),
      { ...versioned('tn_sk', 'm_here', {}, version), UpdateExpression: 'SET #version = :next REMOVE homeTeamId' },
      { ...versioned('tn_sk', 'm_here', {}, version), UpdateExpression: 'SET #version = :next, statistics.home.shots = :expected' },
    ];
    for (const attempt of attempts) expect(await outcome(as.send(new UpdateCommand(attempt))), attempt.UpdateExpression).toBe(DENIED);
    expect(await snapshot(w)).toEqual(before);
  });

  it('cannot create, replace or delete a match, nor touch a team, a tournament, an organizer or the auth tables', async () => {
    const { as } = await scorekeeper({ tournamentId: 'tn_sk', matchId: 'm_here' });
    const before = await snapshot(w);
    const here = await stored(w, 'matches', { tournamentId: 'tn_sk', id: 'm_here' });
    const writes: Array<() => Promise<unknown>> = [
      () => as.send(new PutCommand({ TableName: TABLE.matches, Item: { ...here, homeGoals: 9 } })),
      () => as.send(new PutCommand({ TableName: TABLE.matches, Item: { ...match('m_new', 'tn_sk', w.A) } })),
      () => as.send(new DeleteCommand({ TableName: TABLE.matches, Key: { tournamentId: 'tn_sk', id: 'm_here' } })),
      () => as.send(new UpdateCommand({ TableName: TABLE.teams, Key: { id: 'team_sk' }, UpdateExpression: 'SET #n = :n', ExpressionAttributeNames: { '#n': 'name' }, ExpressionAttributeValues: { ':n': 'Renamed' } })),
      () => as.send(new UpdateCommand({ TableName: TABLE.tournaments, Key: { id: 'tn_sk' }, UpdateExpression: 'SET #n = :n', ExpressionAttributeNames: { '#n': 'name' }, ExpressionAttributeValues: { ':n': 'Renamed' } })),
      () => as.send(new UpdateCommand({ TableName: TABLE.tournaments, Key: { id: 'tn_sk' }, UpdateExpression: 'SET homeGoals = :n', ExpressionAttributeValues: { ':n': 3 } })),
      () => as.send(new UpdateCommand({ TableName: TABLE.organizers, Key: { id: w.A }, UpdateExpression: 'SET description = :n', ExpressionAttributeValues: { ':n': 'x' } })),
      () => as.send(new GetCommand({ TableName: TABLE['auth-sessions'], Key: { id: 'x' } })),
    ];
    for (const write of writes) expect(await outcome(write())).toBe(DENIED);
    expect(await snapshot(w)).toEqual(before);
  });

  it('reads nothing private', async () => {
    const { as } = await scorekeeper({ tournamentId: 'tn_sk', matchId: 'm_here' });
    const players = ((await as.send(new GetCommand({ TableName: TABLE.teams, Key: { id: 'team_sk' } }))).Item?.players ?? []) as Array<{ isPublic?: boolean }>;
    expect(players.length).toBe(1);
    expect(players.every((player) => player.isPublic)).toBe(true);
    expect((await as.send(new GetCommand({ TableName: TABLE.tournaments, Key: { id: 'tn_sk_priv' } }))).Item).toBeUndefined();
    const organizer = (await as.send(new GetCommand({ TableName: TABLE.organizers, Key: { id: w.A } }))).Item;
    expect(organizer?.email).toBeUndefined();
  });
});

describe('a pitch link', () => {
  it('writes the matches on its pitch that day, and no match elsewhere or on another day', async () => {
    const { as } = await scorekeeper({ tournamentId: 'tn_sk', pitchId: 'p1', dateISO: DAY });
    expect(await outcome(as.send(new UpdateCommand(versioned('tn_sk', 'm_next', { awayGoals: 1 }, await versionOf('tn_sk', 'm_next')))))).toBe('ok');
    const before = await snapshot(w);
    expect(await outcome(as.send(new UpdateCommand(versioned('tn_sk', 'm_pitch2', { awayGoals: 1 }, 1))))).toBe(CONFLICT);
    expect(await outcome(as.send(new UpdateCommand(versioned('tn_sk', 'm_tomorrow', { awayGoals: 1 }, 1))))).toBe(CONFLICT);
    expect(await outcome(as.send(new UpdateCommand(versioned('tn_sk_b', 'm_b', { awayGoals: 1 }, 1))))).toBe(DENIED);
    // A key that names no match creates nothing.
    const ghost = { TableName: TABLE.matches, Key: { tournamentId: 'tn_sk', id: 'm_ghost' }, UpdateExpression: 'SET awayGoals = :a', ExpressionAttributeValues: { ':a': 1 } };
    expect(await outcome(as.send(new UpdateCommand(ghost)))).toBe(CONFLICT);
    expect(await snapshot(w)).toEqual(before);
  });
});

describe('ending a link', () => {
  it('refuses everything at once after it is revoked, also to credentials handed out before', async () => {
    const { created, as } = await scorekeeper({ tournamentId: 'tn_sk', matchId: 'm_here' });
    expect((await postJson(`${w.t.url}/scorekeeper/links/revoke`, { tournamentId: 'tn_sk', id: created.link.id }, w.logins.B.token)).status).toBe(404);
    expect((await postJson(`${w.t.url}/scorekeeper/links/revoke`, { tournamentId: 'tn_sk', id: created.link.id }, w.logins.A.token)).status).toBe(204);
    const before = await snapshot(w);
    expect(await outcome(as.send(new UpdateCommand(versioned('tn_sk', 'm_here', { homeGoals: 7 }, await versionOf('tn_sk', 'm_here')))))).toBe(CLOSED);
    expect(await outcome(as.send(new GetCommand({ TableName: TABLE.matches, Key: { tournamentId: 'tn_sk', id: 'm_here' } })))).toBe(CLOSED);
    expect((await openLink(created.token)).status).toBe(401);
    expect(await snapshot(w)).toEqual(before);
    const listed = await postJson<{ links: ScorekeeperLinkView[] }>(`${w.t.url}/scorekeeper/links/list`, { tournamentId: 'tn_sk' }, w.logins.A.token);
    expect(listed.json.links.find((link) => link.id === created.link.id)?.revokedAt).toEqual(expect.any(String));
  });

  it('refuses everything once its match day is over', async () => {
    const { created, as } = await scorekeeper({ tournamentId: 'tn_sk', matchId: 'm_here' });
    // The day ends (beneath the trust boundary: the stored end moved into the past).
    await w.internal.send(new UpdateCommand({ TableName: LINKS_TABLE, Key: { id: created.link.id }, UpdateExpression: 'SET expiresAtMs = :past', ExpressionAttributeValues: { ':past': Date.now() - 1000 } }));
    const before = await snapshot(w);
    expect(await outcome(as.send(new UpdateCommand(versioned('tn_sk', 'm_here', { homeGoals: 7 }, await versionOf('tn_sk', 'm_here')))))).toBe(CLOSED);
    expect((await openLink(created.token)).status).toBe(401);
    expect(await snapshot(w)).toEqual(before);
  });
});
