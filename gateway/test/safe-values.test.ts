import { PutObjectCommand } from '@aws-sdk/client-s3';
import { GetItemCommand, PutItemCommand, ScanCommand, UpdateItemCommand, type AttributeValue, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { MESSAGES } from 'shared-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planDynamoDbCall, type DynamoDbPlan } from '../src/policy/dynamodb-policy';
import type { Principal } from '../src/policy/principal';
import { tableNames } from '../src/store/tables';
import { PNG_1X1, SUPER_PASSWORD, dynamo, login, postJson, s3, startTestGateway, type CreatedOrganizer, type TestGateway } from './helpers';

// The rule's texts, as they follow "<field>: " in the gateway's answer.
const UNSAFE = 'must be an uploaded image or an https:// address';
const HTTPS_ONLY = 'must be an https:// address (no image is uploaded for it)';
const otherImage = (label: string) => `must be an image uploaded as this ${label} or an https:// address`;

// Issue 12: "only safe values stored" — emails without markup, image fields holding this item's own
// uploads or https addresses, #RRGGBB colours, ISO days, HH:MM times and ISO timestamps, refused by the
// gateway (400, the field and the reason, nothing stored) for organizers and the super admin alike.

const P = 'football-tournaments-';
const organizer: Principal = { kind: 'user', role: 'organizer', userId: 'u1', sessionId: 's1', organizerId: 'org_1' };
const superAdmin: Principal = { kind: 'user', role: 'super_admin', userId: 'u0', sessionId: 's0' };
const plan = (principal: Principal, operation: string, input: Record<string, unknown>): DynamoDbPlan =>
  planDynamoDbCall(principal, { operation, input }, { tables: tableNames(P) });
const refused = (message: string) => ({ kind: 'refuse', status: 400, type: 'ValidationException', message });

const S = (text: string): AttributeValue => ({ S: text });
const L = (...items: AttributeValue[]): AttributeValue => ({ L: items });
const GW = 'https://kickoff.example';
const media = (key: string, origin = GW) => `${origin}/media/${key}`;
const player = (fields: Record<string, AttributeValue> = {}): AttributeValue => ({
  M: { id: S('p1'), firstName: S('Ann'), lastName: S('Lee'), position: S('Forward'), isPublic: { BOOL: true }, createdAtISO: S('2024-01-01T00:00:00.000Z'), ...fields },
});
const team = (fields: Record<string, AttributeValue> = {}, id = 't1', owner = 'org_1'): Record<string, AttributeValue> => ({
  id: S(id), organizerId: S(owner), name: S('Rovers'), colors: L(S('#3B82F6')), players: L(player()), createdAtISO: S('2024-01-01T00:00:00.000Z'), ...fields,
});
const putTeam = (fields: Record<string, AttributeValue>) => ({ TableName: `${P}teams`, Item: team(fields) });
const update = (table: string, key: Record<string, AttributeValue>, expression: string, values: Record<string, AttributeValue>, names: Record<string, string> = {}) => ({
  TableName: `${P}${table}`, Key: key, UpdateExpression: expression, ExpressionAttributeValues: values,
  ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
});
const setOnTeam = (path: string, value: AttributeValue) => update('teams', { id: S('t1') }, `SET ${path} = :v`, { ':v': value });
const cantStoreTeam = (reason: string) => `This team cannot be stored: ${reason}.`;

describe('safe values on write (plan)', () => {
  it.each([
    ['an upload of this team’s logo (https origin)', putTeam({ logo: S(media('teams/t1/logo-1700000000000.png')) })],
    ['an upload of this team’s logo (http origin, as npm start serves it)', putTeam({ logo: S(media('teams/t1/logo-1.webp', 'http://127.0.0.1:4173')) })],
    ['an https logo and team photo', putTeam({ logo: S('https://cdn.example.com/rovers.png'), photo: S('https://cdn.example.com/squad.jpg') })],
    ['a cleared logo', putTeam({ logo: S('') })],
    ['a player photo of that very player', putTeam({ players: L(player({ photo: S(media('teams/t1/players/p1/photo-2.jpg')) })) })],
    ['colours, a founding day and a date of birth', putTeam({ colors: L(S('#d00000'), S('#FFFFFF')), establishedDate: S('1878-03-12'), players: L(player({ dateOfBirth: S('2001-02-03') })) })],
  ])('forwards a team with %s', (_what, input) => {
    expect(plan(organizer, 'PutItem', input).kind).toBe('forward');
    expect(plan(superAdmin, 'PutItem', input).kind).toBe('forward');
  });

  it.each([
    ['a javascript: logo', putTeam({ logo: S('javascript:alert(1)') }), `logo: ${UNSAFE}`],
    ['a data: logo', putTeam({ logo: S('data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=') }), `logo: ${UNSAFE}`],
    ['an http: photo', putTeam({ photo: S('http://cdn.example.com/squad.jpg') }), `photo: ${UNSAFE}`],
    ['a protocol-relative logo', putTeam({ logo: S('//evil.example/a.png') }), `logo: ${UNSAFE}`],
    ['a bare file name as logo', putTeam({ logo: S('logo.png') }), `logo: ${UNSAFE}`],
    ['another team’s uploaded logo', putTeam({ logo: S(media('teams/t2/logo-1.png')) }), `logo: ${otherImage("team's logo")}`],
    ['another team’s logo as a bare /media/ path', putTeam({ logo: S('/media/teams/t2/logo-1.png') }), `logo: ${otherImage("team's logo")}`],
    ['another player’s photo on a player', putTeam({ players: L(player({ photo: S(media('teams/t1/players/p2/photo-1.png')) })) }), `players[0].photo: ${otherImage("player's photo")}`],
    ['a colour name', putTeam({ colors: L(S('red')) }), 'colors[0]: must be a color written #RRGGBB'],
    ['CSS in a colour', putTeam({ colors: L(S('#000000;background:url(x)')) }), 'colors[0]: must be a color written #RRGGBB'],
    ['a founding day that does not exist', putTeam({ establishedDate: S('1901-02-29') }), 'establishedDate: must be a real day written YYYY-MM-DD'],
    ['a date of birth with markup', putTeam({ players: L(player({ dateOfBirth: S('<b>2001</b>') })) }), 'players[0].dateOfBirth: must be a real day written YYYY-MM-DD'],
    ['a creation time in words', putTeam({ createdAtISO: S('now') }), 'createdAtISO: must be an ISO 8601 date and time, such as 2024-01-01T00:00:00.000Z'],
  ])('refuses a team with %s, for organizers and the super admin alike', (_what, input, reason) => {
    expect(plan(organizer, 'PutItem', input)).toEqual(refused(cantStoreTeam(reason)));
    expect(plan(superAdmin, 'PutItem', input)).toEqual(refused(cantStoreTeam(reason)));
  });

  it.each([
    ['a data: logo', setOnTeam('logo', S('data:image/png;base64,AAAA')), `logo: ${UNSAFE}`],
    ['another team’s logo', setOnTeam('logo', S(media('teams/t2/logo-1.png'))), `logo: ${otherImage("team's logo")}`],
    ['this team’s photo as its logo', setOnTeam('logo', S(media('teams/t1/photo-1.png'))), `logo: ${otherImage("team's logo")}`],
    ['a photo of another team’s player', setOnTeam('players[0].photo', S(media('teams/t2/players/p1/photo-1.png'))), `players[0].photo: ${otherImage("player's photo")}`],
    ['an appended colour that is no colour', setOnTeam('colors', L(S('#3B82F6'), S('blue'))), 'colors[1]: must be a color written #RRGGBB'],
    ['one colour', setOnTeam('colors[0]', S('#fff')), 'colors[0]: must be a color written #RRGGBB'],
    ['a founding day written the British way', setOnTeam('establishedDate', S('12/03/1878')), 'establishedDate: must be a real day written YYYY-MM-DD'],
  ])('refuses an UpdateItem writing %s', (_what, input, reason) => {
    expect(plan(organizer, 'UpdateItem', input)).toEqual(refused(cantStoreTeam(reason)));
    expect(plan(superAdmin, 'UpdateItem', input)).toEqual(refused(cantStoreTeam(reason)));
  });

  it('forwards an UpdateItem writing this team’s own uploads', () => {
    expect(plan(organizer, 'UpdateItem', setOnTeam('logo', S(media('teams/t1/logo-9.png')))).kind).toBe('forward');
    expect(plan(organizer, 'UpdateItem', setOnTeam('players[3].photo', S(media('teams/t1/players/p7/photo-9.png')))).kind).toBe('forward');
  });

  it('checks tournaments, matches and organizers too', () => {
    const cup = { id: S('c1'), organizerId: S('org_1'), name: S('Cup'), format: { M: { mode: S('league') } }, teamIds: L(), createdAtISO: S('2024-01-01T00:00:00.000Z') };
    expect(plan(organizer, 'PutItem', { TableName: `${P}tournaments`, Item: { ...cup, backgroundImage: S(media('tournaments/c1/background-1.jpg')) } }).kind).toBe('forward');
    expect(plan(organizer, 'PutItem', { TableName: `${P}tournaments`, Item: { ...cup, backgroundImage: S('javascript:alert(1)') } })).toEqual(refused(`This tournament cannot be stored: backgroundImage: ${UNSAFE}.`));
    const otherLogo = update('tournaments', { id: S('c1') }, 'SET logo = :v', { ':v': S(media('tournaments/c2/logo-1.png')) });
    expect(plan(organizer, 'UpdateItem', otherLogo)).toEqual(refused(`This tournament cannot be stored: logo: ${otherImage("tournament's logo")}.`));
    const matchKey = { tournamentId: S('c1'), id: S('m1') };
    expect(plan(organizer, 'UpdateItem', update('matches', matchKey, 'SET dateISO = :v', { ':v': S('tomorrow') }))).toEqual(refused('This match cannot be stored: dateISO: must be a real day written YYYY-MM-DD.'));
    const time = { '#t': 'time' };
    expect(plan(organizer, 'UpdateItem', update('matches', matchKey, 'SET #t = :v', { ':v': S('7pm') }, time))).toEqual(refused('This match cannot be stored: time: must be a time written HH:MM (00:00 to 23:59).'));
    expect(plan(superAdmin, 'UpdateItem', update('matches', matchKey, 'SET dateISO = :d, #t = :t', { ':d': S('2024-05-01'), ':t': S('19:45') }, time)).kind).toBe('forward');
    const markup = update('organizers', { id: S('org_1') }, 'SET email = :v', { ':v': S('<img/src=x/onerror=alert(1)>@x.io') });
    expect(plan(superAdmin, 'UpdateItem', markup)).toEqual(refused('This organizer cannot be stored: email: must be a valid email address (no spaces, double quotes or markup).'));
    const logo = update('organizers', { id: S('org_1') }, 'SET logo = :v', { ':v': S('javascript:alert(1)') });
    expect(plan(organizer, 'UpdateItem', logo)).toEqual(refused(`This organizer cannot be stored: logo: ${HTTPS_ONLY}.`));
  });

  it('refuses a BatchWriteItem holding one unsafe value before anything is written', () => {
    const put = (item: Record<string, AttributeValue>) => ({ PutRequest: { Item: item } });
    const input = { RequestItems: { [`${P}teams`]: [put(team()), put(team({ logo: S('javascript:alert(1)') }, 't2'))] } };
    expect(plan(organizer, 'BatchWriteItem', input)).toEqual(refused(cantStoreTeam(`logo: ${UNSAFE}`)));
    expect(plan(superAdmin, 'BatchWriteItem', input)).toEqual(refused(cantStoreTeam(`logo: ${UNSAFE}`)));
  });
});

describe('safe values through a running gateway', () => {
  let t: TestGateway;
  let superToken: string;
  let client: DynamoDBClient;
  let superClient: DynamoDBClient;
  let teamId: string;
  const teams = `${P}teams`;
  const organizers = `${P}organizers`;
  const stored = async (id: string) => (await client.send(new GetItemCommand({ TableName: teams, Key: { id: S(id) } }))).Item;
  const refusal = async (promise: Promise<unknown>) => promise.then(() => ({ name: 'stored', message: '', status: 200 }), (err: { name: string; message: string; $metadata?: { httpStatusCode?: number } }) => ({ name: err.name, message: err.message, status: err.$metadata?.httpStatusCode }));

  beforeAll(async () => {
    t = await startTestGateway();
    const superAdminLogin = await login(t.url, 'superadmin', SUPER_PASSWORD);
    superToken = superAdminLogin.token;
    superClient = dynamo(t.url, superAdminLogin.credentials);
    const { json } = await postJson<CreatedOrganizer>(`${t.url}/admin/organizers`, { name: 'Safe FC', email: 'safe@example.com', password: 'secret1' }, superToken);
    const organizerId = json.organizer.id;
    const credentials = (await login(t.url, 'safe@example.com', 'secret1')).credentials;
    client = dynamo(t.url, credentials);
    teamId = `team_1_${Date.now().toString(36)}`;
    await client.send(new PutItemCommand({ TableName: teams, Item: team({}, teamId, organizerId) }));
    // The app's upload: the image goes to S3 under this team's key, then its /media/ URL into the team.
    await s3(t.url, credentials).send(new PutObjectCommand({ Bucket: `${P}images`, Key: `teams/${teamId}/logo-1700000000000.png`, Body: PNG_1X1, ContentType: 'image/png' }));
  });
  afterAll(async () => {
    client?.destroy();
    superClient?.destroy();
    await t?.dispose();
  });

  it('answers 400 naming the field for a new team holding a javascript: logo, and stores nothing', async () => {
    const organizerId = (await stored(teamId))?.organizerId?.S ?? '';
    const answer = await refusal(client.send(new PutItemCommand({ TableName: teams, Item: team({ logo: S('javascript:alert(1)') }, 'team_bad', organizerId) })));
    expect(answer).toEqual({ name: 'ValidationException', message: cantStoreTeam(`logo: ${UNSAFE}`), status: 400 });
    expect(await stored('team_bad')).toBeUndefined();
  });

  it.each([
    ['a javascript: logo', 'javascript:alert(1)', UNSAFE],
    ['a data: logo', 'data:image/png;base64,iVBORw0KGgo=', UNSAFE],
    ['an http: logo', 'http://cdn.example.com/a.png', UNSAFE],
    // The text names the field's kind of upload, not the team's id.
    ['another team’s /media/ key', '/media/teams/team_someone_else/logo-1.png', otherImage("team's logo")],
  ])('refuses %s on an existing team and keeps the team as it was', async (_what, logo, message) => {
    const before = await stored(teamId);
    const answer = await refusal(client.send(new UpdateItemCommand({ TableName: teams, Key: { id: S(teamId) }, UpdateExpression: 'SET logo = :l', ExpressionAttributeValues: { ':l': S(logo) } })));
    expect(answer).toEqual({ name: 'ValidationException', message: cantStoreTeam(`logo: ${message}`), status: 400 });
    expect(await stored(teamId)).toEqual(before);
  });

  it('refuses a colour and a date that are not hex and ISO, and keeps the team as it was', async () => {
    const before = await stored(teamId);
    const set = (path: string, value: AttributeValue) => client.send(new UpdateItemCommand({ TableName: teams, Key: { id: S(teamId) }, UpdateExpression: `SET ${path} = :v`, ExpressionAttributeValues: { ':v': value } }));
    expect(await refusal(set('colors', L(S('red'))))).toMatchObject({ status: 400, message: cantStoreTeam('colors[0]: must be a color written #RRGGBB') });
    expect(await refusal(set('establishedDate', S('1901-02-29')))).toMatchObject({ status: 400, message: cantStoreTeam('establishedDate: must be a real day written YYYY-MM-DD') });
    expect(await stored(teamId)).toEqual(before);
  });

  it('stores this team’s uploaded logo URL, served back under /media/, and an https photo', async () => {
    const logo = `${t.url}/media/teams/${teamId}/logo-1700000000000.png`;
    const values = { ':l': S(logo), ':p': S('https://cdn.example.com/squad.jpg'), ':c': L(S('#d00000'), S('#FFFFFF')), ':d': S('1878-03-12') };
    await client.send(new UpdateItemCommand({ TableName: teams, Key: { id: S(teamId) }, UpdateExpression: 'SET logo = :l, photo = :p, colors = :c, establishedDate = :d', ExpressionAttributeValues: values }));
    expect(await stored(teamId)).toMatchObject({ logo: S(logo), photo: S('https://cdn.example.com/squad.jpg'), colors: L(S('#d00000'), S('#FFFFFF')), establishedDate: S('1878-03-12') });
    expect((await fetch(logo)).headers.get('content-type')).toBe('image/png');
  });

  it('refuses an organizer email with markup from the super admin, and keeps the stored one', async () => {
    const id = (await superClient.send(new ScanCommand({ TableName: organizers }))).Items?.find((item) => item.name?.S === 'Safe FC')?.id;
    const answer = await refusal(superClient.send(new UpdateItemCommand({ TableName: organizers, Key: { id: id! }, UpdateExpression: 'SET email = :e', ExpressionAttributeValues: { ':e': S('<img/src=x/onerror=alert(1)>@x.io') } })));
    expect(answer).toEqual({ name: 'ValidationException', message: 'This organizer cannot be stored: email: must be a valid email address (no spaces, double quotes or markup).', status: 400 });
    expect((await superClient.send(new GetItemCommand({ TableName: organizers, Key: { id: id! } }))).Item?.email).toEqual(S('safe@example.com'));
  });

  it.each(['<img/src=x/onerror=alert(1)>@x.io', 'a"b@x.io', 'two words@example.com'])('/admin/organizers refuses the email %s with the spec text and creates nothing', async (email) => {
    const name = `Markup ${email.length}`;
    const { status, json } = await postJson(`${t.url}/admin/organizers`, { name, email, password: 'secret1' }, superToken);
    expect({ status, message: json.message }).toEqual({ status: 400, message: MESSAGES.invalidEmail });
    const items = (await superClient.send(new ScanCommand({ TableName: organizers }))).Items ?? [];
    expect(items.filter((item) => item.name?.S === name)).toEqual([]);
    expect((await postJson(`${t.url}/auth/login`, { identifier: email, password: 'secret1' })).status).toBe(401);
  });
});
