import { GetItemCommand, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planDynamoDbCall, type DynamoDbPlan } from '../src/policy/dynamodb-policy';
import type { Principal } from '../src/policy/principal';
import { tableNames } from '../src/store/tables';
import { SUPER_PASSWORD, dynamo, login, postJson, startTestGateway, type CreatedOrganizer, type TestGateway } from './helpers';

const P = 'football-tournaments-';
const organizer: Principal = { kind: 'user', role: 'organizer', userId: 'u1', sessionId: 's1', organizerId: 'org_1' };
const superAdmin: Principal = { kind: 'user', role: 'super_admin', userId: 'u0', sessionId: 's0' };
const plan = (principal: Principal, operation: string, input: Record<string, unknown>): DynamoDbPlan =>
  planDynamoDbCall(principal, { operation, input }, { tables: tableNames(P) });

const S = (text: string) => ({ S: text });
const long = 'x'.repeat(101);
const player = (firstName: string, lastName = 'Smith') => ({ M: { id: S('p1'), firstName: S(firstName), lastName: S(lastName), position: S('Forward') } });
const refused = (message: string) => ({ kind: 'refuse', status: 400, type: 'ValidationException', message });
/** What a stored team holds besides its key, owner and name (other shapes are refused: item-shapes.ts). */
const REST_OF_TEAM = { colors: { L: [] }, players: { L: [] }, createdAtISO: S('2024-01-01T00:00:00.000Z') };
const teamUpdate = (expression: string, values: Record<string, unknown>, names: Record<string, string> = {}) => ({
  TableName: `${P}teams`,
  Key: { id: S('t1') },
  UpdateExpression: expression,
  ExpressionAttributeValues: values,
  ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
});

describe('text limits on write (plan)', () => {
  it.each([
    ['a team name', { TableName: `${P}teams`, Item: { id: S('t1'), organizerId: S('org_1'), name: S(long) } }, 'Team name must be at most 100 characters.'],
    ['a player name inside a team', { TableName: `${P}teams`, Item: { id: S('t1'), organizerId: S('org_1'), name: S('Reds'), players: { L: [player('Ann', long)] } } }, 'Last name must be at most 100 characters.'],
    ['a tournament name', { TableName: `${P}tournaments`, Item: { id: S('c1'), organizerId: S('org_1'), name: S(long) } }, 'Tournament name must be at most 100 characters.'],
  ])('refuses %s in a PutItem, for organizers and the super admin alike', (_what, input, message) => {
    expect(plan(organizer, 'PutItem', input)).toEqual(refused(message));
    expect(plan(superAdmin, 'PutItem', input)).toEqual(refused(message));
  });

  it('forwards names of exactly 100 characters and long texts it does not limit', () => {
    const item = { id: S('t1'), organizerId: S('org_1'), name: S('x'.repeat(100)), ...REST_OF_TEAM, socialMedia: { M: { website: S(`https://example.com/${'p'.repeat(500)}`) } } };
    expect(plan(organizer, 'PutItem', { TableName: `${P}teams`, Item: item }).kind).toBe('forward');
    const match = { tournamentId: S('c1'), id: S('m1'), organizerId: S('org_1'), homeTeamId: S('a'), awayTeamId: S('b'), round: { N: '1' }, report: S('r'.repeat(5000)) };
    expect(plan(superAdmin, 'PutItem', { TableName: `${P}matches`, Item: match }).kind).toBe('forward');
  });

  it.each([
    ['a whole attribute', teamUpdate('SET #f0 = :v0, #version = :next', { ':v0': S(long), ':next': { N: '2' } }, { '#f0': 'name', '#version': 'version' }), 'Team name'],
    ['the players list', teamUpdate('SET players = :p', { ':p': { L: [player(long)] } }), 'First name'],
    ['one player', teamUpdate('SET players[2] = :p', { ':p': player('Ann', long) }), 'Last name'],
    ['one player field', teamUpdate('SET #pl[0].#fn = :n', { ':n': S(long) }, { '#pl': 'players', '#fn': 'firstName' }), 'First name'],
    ['an appended player', teamUpdate('SET players = list_append(players, :more)', { ':more': { L: [player(long)] } }), 'First name'],
    ['a name set if missing', teamUpdate('REMOVE logo SET #n = if_not_exists(#n, :n)', { ':n': S(long) }, { '#n': 'name' }), 'Team name'],
  ])('refuses an UpdateItem that writes a long name through %s', (_how, input, label) => {
    expect(plan(superAdmin, 'UpdateItem', input)).toEqual(refused(`${label} must be at most 100 characters.`));
    expect(plan(organizer, 'UpdateItem', input)).toEqual(refused(`${label} must be at most 100 characters.`));
  });

  it('forwards updates whose long texts are not limited ones', () => {
    expect(plan(organizer, 'UpdateItem', teamUpdate('SET players[0].position = :p', { ':p': S(long) })).kind).toBe('forward');
    expect(plan(organizer, 'UpdateItem', teamUpdate('SET establishedDate = :d REMOVE logo', { ':d': S('1900-01-01') })).kind).toBe('forward');
  });

  it('refuses an organizer’s own description over 2,000 characters', () => {
    const input = { TableName: `${P}organizers`, Key: { id: S('org_1') }, UpdateExpression: 'SET description = :d', ExpressionAttributeValues: { ':d': S('d'.repeat(2001)) } };
    expect(plan(organizer, 'UpdateItem', input)).toEqual(refused('Description must be at most 2,000 characters.'));
  });

  it('refuses a BatchWriteItem holding one long name before anything is written', () => {
    const put = (name: string) => ({ PutRequest: { Item: { id: S(name.slice(0, 5)), organizerId: S('org_1'), name: S(name) } } });
    const input = { RequestItems: { [`${P}teams`]: [put('Blues'), put(`Reds ${long}`)] } };
    expect(plan(organizer, 'BatchWriteItem', input)).toEqual(refused('Team name must be at most 100 characters.'));
    expect(plan(superAdmin, 'BatchWriteItem', input)).toEqual(refused('Team name must be at most 100 characters.'));
  });
});

describe('text limits through a running gateway', () => {
  let t: TestGateway;
  let superToken: string;
  beforeAll(async () => {
    t = await startTestGateway();
    superToken = (await login(t.url, 'superadmin', SUPER_PASSWORD)).token;
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('answers the super admin’s organizer creation 400 with the field named, and creates nothing', async () => {
    const create = (body: Record<string, unknown>) => postJson<CreatedOrganizer>(`${t.url}/admin/organizers`, body, superToken);
    const longName = await create({ name: 'n'.repeat(300), email: 'long@example.com', password: 'secret1' });
    expect(longName).toEqual({ status: 400, json: { message: 'Name must be at most 100 characters.' } });
    const longDescription = await create({ name: 'Wordy FC', email: 'wordy@example.com', password: 'secret1', description: 'd'.repeat(2001) });
    expect(longDescription).toEqual({ status: 400, json: { message: 'Description must be at most 2,000 characters.' } });
    expect((await postJson(`${t.url}/auth/login`, { identifier: 'wordy@example.com', password: 'secret1' })).status).toBe(401);
  });

  it('answers an organizer’s over-long team name 400 ValidationException and keeps the stored name', async () => {
    const { json } = await postJson<CreatedOrganizer>(`${t.url}/admin/organizers`, { name: 'Limits FC', email: 'limits@example.com', password: 'secret1' }, superToken);
    const session = await login(t.url, 'limits@example.com', 'secret1');
    const client = dynamo(t.url, session.credentials);
    const TableName = `${P}teams`;
    await client.send(new PutItemCommand({ TableName, Item: { id: S('team_limits'), organizerId: S(json.organizer.id), name: S('Rovers'), ...REST_OF_TEAM } }));

    const rename = new UpdateItemCommand({ TableName, Key: { id: S('team_limits') }, UpdateExpression: 'SET #n = :n', ExpressionAttributeNames: { '#n': 'name' }, ExpressionAttributeValues: { ':n': S('r'.repeat(300)) } });
    await expect(client.send(rename)).rejects.toMatchObject({
      name: 'ValidationException',
      message: 'Team name must be at most 100 characters.',
      $metadata: { httpStatusCode: 400 },
    });
    const stored = await client.send(new GetItemCommand({ TableName, Key: { id: S('team_limits') } }));
    expect(stored.Item?.name).toEqual(S('Rovers'));
  });
});
