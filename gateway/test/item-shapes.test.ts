import { BatchWriteItemCommand, GetItemCommand, PutItemCommand, UpdateItemCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planDynamoDbCall, type DynamoDbPlan } from '../src/policy/dynamodb-policy';
import type { Principal } from '../src/policy/principal';
import { tableNames } from '../src/store/tables';
import { SUPER_PASSWORD, dynamo, login, postJson, startTestGateway, type CreatedOrganizer, type TestGateway } from './helpers';

const P = 'football-tournaments-';
const organizer: Principal = { kind: 'user', role: 'organizer', userId: 'u1', sessionId: 's1', organizerId: 'org_1' };
const superAdmin: Principal = { kind: 'user', role: 'super_admin', userId: 'u0', sessionId: 's0' };
const anonymous: Principal = { kind: 'anonymous' };
const plan = (principal: Principal, operation: string, input: Record<string, unknown>): DynamoDbPlan =>
  planDynamoDbCall(principal, { operation, input }, { tables: tableNames(P) });

type Fields = Record<string, AttributeValue | undefined>;
const S = (text: string) => ({ S: text });
const N = (n: number) => ({ N: String(n) });
const L = (...items: AttributeValue[]): AttributeValue => ({ L: items });
/** An attribute map with `fields` replacing (or, when undefined, leaving out) its defaults. */
const attributes = (defaults: Record<string, AttributeValue>, fields: Fields): Record<string, AttributeValue> =>
  Object.fromEntries(Object.entries({ ...defaults, ...fields }).filter((entry): entry is [string, AttributeValue] => entry[1] !== undefined));
const player = (fields: Fields = {}): AttributeValue => ({
  M: attributes({ id: S('p1'), firstName: S('Ann'), lastName: S('Lee'), position: S('Forward'), isPublic: { BOOL: true }, createdAtISO: S('2024-01-01'), number: N(9) }, fields),
});
const team = (fields: Fields = {}) =>
  attributes(
    { id: S('t1'), organizerId: S('org_1'), name: S('Rovers'), colors: L(S('#3B82F6')), players: L(player()), createdAtISO: S('2024-01-01T00:00:00.000Z'), version: N(1) },
    fields,
  );
const refused = (message: string) => ({ kind: 'refuse', status: 400, type: 'ValidationException', message });
const teamUpdate = (expression: string, values: Record<string, unknown> = {}, names: Record<string, string> = {}) => ({
  TableName: `${P}teams`,
  Key: { id: S('t1') },
  UpdateExpression: expression,
  ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
});

describe('item shapes on write (plan)', () => {
  it('forwards items as the app writes them', () => {
    expect(plan(organizer, 'PutItem', { TableName: `${P}teams`, Item: team() }).kind).toBe('forward');
    const match = { tournamentId: S('c1'), id: S('m1'), organizerId: S('org_1'), homeTeamId: S('a'), awayTeamId: S('b'), round: N(1), homeGoals: { NULL: true } };
    expect(plan(superAdmin, 'PutItem', { TableName: `${P}matches`, Item: match }).kind).toBe('forward');
  });

  it.each([
    ['a player without a first name', { TableName: `${P}teams`, Item: team({ players: L(player({ firstName: { NULL: true } })) }) }, 'This team cannot be stored: players[0].firstName: expected string, received null.'],
    ['colours as a text', { TableName: `${P}teams`, Item: team({ colors: S('red') }) }, 'This team cannot be stored: colors: expected Array, received "red".'],
    ['colours as a set (the app reads a Set, not a list)', { TableName: `${P}teams`, Item: team({ colors: { SS: ['#fff'] } }) }, 'This team cannot be stored: colors: expected Array, received Set.'],
    ['a team without its squad', { TableName: `${P}teams`, Item: team({ players: undefined }) }, 'This team cannot be stored: players is missing.'],
    ['a match score as text', { TableName: `${P}matches`, Item: { tournamentId: S('c1'), id: S('m1'), organizerId: S('org_1'), homeTeamId: S('a'), awayTeamId: S('b'), round: N(1), homeGoals: S('2') } }, 'This match cannot be stored: homeGoals: expected number, received "2".'],
    ['a tournament of an unknown mode', { TableName: `${P}tournaments`, Item: { id: S('c1'), organizerId: S('org_1'), name: S('Cup'), format: { M: { mode: S('cup') } }, teamIds: L(), createdAtISO: S('') } }, 'This tournament cannot be stored: format.mode: expected ("league" | "league_playoff" | "swiss_elimination" | "league_custom_playoff" | "groups_knockout"), received "cup".'],
    ['a groups + knockout cup of 17 groups', { TableName: `${P}tournaments`, Item: { id: S('c1'), organizerId: S('org_1'), name: S('Cup'), format: { M: { mode: S('groups_knockout'), groupsKnockout: { M: { groupCount: N(17), groupLegs: N(1), qualifiersPerGroup: N(2), knockoutLegs: L(), awayGoals: { BOOL: false }, thirdPlaceMatch: { BOOL: false } } } } }, teamIds: L(), createdAtISO: S('2024-01-01T00:00:00.000Z') } }, 'This tournament cannot be stored: format.groupsKnockout.groupCount: must be 2 to 16.'],
    ['a group game of group Q', { TableName: `${P}matches`, Item: { tournamentId: S('c1'), id: S('m1'), organizerId: S('org_1'), homeTeamId: S('a'), awayTeamId: S('b'), round: N(1), stage: S('group'), group: S('Q') } }, 'This match cannot be stored: group: must be a group letter A to P.'],
  ])('refuses a PutItem with %s, for organizers and the super admin alike', (_what, input, message) => {
    expect(plan(organizer, 'PutItem', input)).toEqual(refused(message));
    expect(plan(superAdmin, 'PutItem', input)).toEqual(refused(message));
  });

  it('refuses a write the caller may not make as such (403), whatever its shape', () => {
    expect(plan(anonymous, 'PutItem', { TableName: `${P}teams`, Item: { id: S('t1') } })).toMatchObject({ status: 403 });
    expect(plan(organizer, 'PutItem', { TableName: `${P}teams`, Item: team({ organizerId: S('org_2'), players: S('none') }) })).toMatchObject({ status: 403 });
    expect(plan(superAdmin, 'TransactWriteItems', { TransactItems: [{ Put: { TableName: `${P}teams`, Item: team({ players: S('none') }) } }] })).toMatchObject({ status: 403 });
  });

  it.each([
    ['the app’s own update (SET fields and the version, REMOVE a cleared one)', teamUpdate('SET #f0 = :f0, #version = :next REMOVE #f1', { ':f0': S('United'), ':next': N(2) }, { '#f0': 'name', '#f1': 'logo', '#version': 'version' })],
    ['an unversioned update', teamUpdate('SET #version = if_not_exists(#version, :zero) + :one', { ':zero': N(0), ':one': N(1) }, { '#version': 'version' })],
    ['a whole squad', teamUpdate('SET players = :p', { ':p': L(player(), player({ id: S('p2') })) })],
    ['one player field', teamUpdate('SET #pl[0].#n = :n', { ':n': { NULL: true } }, { '#pl': 'players', '#n': 'number' })],
    ['an appended player', teamUpdate('SET players = list_append(players, :more)', { ':more': L(player({ id: S('p2') })) })],
    ['an attribute the app does not read', teamUpdate('SET notes = :n', { ':n': { M: { any: N(1) } } })],
    ['a value computed from another attribute (not checkable, see item-shapes.ts)', teamUpdate('SET logo = photo')],
  ])('forwards an UpdateItem writing %s', (_what, input) => {
    expect(plan(organizer, 'UpdateItem', input).kind).toBe('forward');
  });

  it.each([
    ['a squad that is not a list', teamUpdate('SET players = :p', { ':p': S('none') }), 'players: expected Array, received "none"'],
    ['one player without a first name', teamUpdate('SET players[2] = :p', { ':p': player({ firstName: undefined }) }), 'players[2].firstName is missing'],
    ['a number as text', teamUpdate('SET #pl[0].#n = :n', { ':n': S('9x') }, { '#pl': 'players', '#n': 'number' }), 'players[0].number: expected number, received "9x"'],
    ['an appended player of the wrong shape', teamUpdate('SET players = list_append(players, :more)', { ':more': L(S('Ann')) }), 'players[0]: expected Object, received "Ann"'],
    ['a name set if missing to a number', teamUpdate('SET #n = if_not_exists(#n, :n)', { ':n': N(7) }, { '#n': 'name' }), 'name: expected string, received 7'],
    ['an ADD to the name', teamUpdate('ADD #n :n', { ':n': N(1) }, { '#n': 'name' }), 'name: expected string, received 1'],
    ['a field inside a text', teamUpdate('SET #n.first = :n', { ':n': S('x') }, { '#n': 'name' }), 'name.first is not a place in a team'],
    ['the removal of the squad', teamUpdate('REMOVE players'), 'players cannot be removed (every team has it)'],
    ['the removal of a player’s first name', teamUpdate('REMOVE players[0].firstName'), 'players[0].firstName cannot be removed (every team has it)'],
  ])('refuses an UpdateItem writing %s', (_what, input, problem) => {
    expect(plan(organizer, 'UpdateItem', input)).toEqual(refused(`This team cannot be stored: ${problem}.`));
    expect(plan(superAdmin, 'UpdateItem', input)).toEqual(refused(`This team cannot be stored: ${problem}.`));
  });

  it('checks the other tables too: an organizer’s own card, a tournament and a match', () => {
    const own = { TableName: `${P}organizers`, Key: { id: S('org_1') }, UpdateExpression: 'SET description = :d', ExpressionAttributeValues: { ':d': N(5) } };
    expect(plan(organizer, 'UpdateItem', own)).toEqual(refused('This organizer cannot be stored: description: expected string, received 5.'));
    const hidden = { TableName: `${P}tournaments`, Key: { id: S('c1') }, UpdateExpression: 'SET visibility = :v', ExpressionAttributeValues: { ':v': S('hidden') } };
    expect(plan(organizer, 'UpdateItem', hidden)).toEqual(refused('This tournament cannot be stored: visibility: expected ("private" | "public"), received "hidden".'));
    const goal = { TableName: `${P}matches`, Key: { tournamentId: S('c1'), id: S('m1') }, UpdateExpression: 'SET goals = :g', ExpressionAttributeValues: { ':g': L({ M: { id: S('g1'), team: S('home') } }) } };
    expect(plan(organizer, 'UpdateItem', goal)).toEqual(refused('This match cannot be stored: goals[0].playerId is missing.'));
  });

  it("checks a tournament's venues and match-day rules, and a match's pitch (issue 25)", () => {
    const window = (from: string) => ({ M: { day: S('2025-06-07'), from: S(from), to: S('17:00') } });
    const venues = (from: string) => L({ M: { id: S('v1'), name: S('Park'), pitches: L({ M: { id: S('p1'), name: S('Pitch 1'), windows: L(window(from)) } }) } });
    const setVenues = (from: string) => ({ TableName: `${P}tournaments`, Key: { id: S('c1') }, UpdateExpression: 'SET venues = :v', ExpressionAttributeValues: { ':v': venues(from) } });
    expect(plan(organizer, 'UpdateItem', setVenues('09:00'))).toMatchObject({ kind: 'forward' });
    expect(plan(organizer, 'UpdateItem', setVenues('9am'))).toEqual(refused('This tournament cannot be stored: venues[0].pitches[0].windows[0].from: must be a time written HH:MM (00:00 to 23:59).'));
    const rules = { TableName: `${P}tournaments`, Key: { id: S('c1') }, UpdateExpression: 'SET matchDayRules.matchMinutes = :m', ExpressionAttributeValues: { ':m': N(-20) } };
    expect(plan(organizer, 'UpdateItem', rules)).toEqual(refused('This tournament cannot be stored: matchDayRules.matchMinutes: Invalid value: Expected >=1 but received -20.'));
    const pitch = { TableName: `${P}matches`, Key: { tournamentId: S('c1'), id: S('m1') }, UpdateExpression: 'SET pitchId = :p', ExpressionAttributeValues: { ':p': N(1) } };
    expect(plan(organizer, 'UpdateItem', pitch)).toEqual(refused('This match cannot be stored: pitchId: expected string, received 1.'));
  });

  it('refuses a BatchWriteItem holding one malformed item before anything is written, and lets deletes through', () => {
    const put = (item: Record<string, unknown>) => ({ PutRequest: { Item: item } });
    const input = { RequestItems: { [`${P}teams`]: [put(team()), put(team({ id: S('t2'), colors: N(1) })), { DeleteRequest: { Key: { id: S('t3') } } }] } };
    expect(plan(organizer, 'BatchWriteItem', input)).toEqual(refused('This team cannot be stored: colors: expected Array, received 1.'));
    expect(plan(superAdmin, 'BatchWriteItem', input)).toEqual(refused('This team cannot be stored: colors: expected Array, received 1.'));
    expect(plan(organizer, 'BatchWriteItem', { RequestItems: { [`${P}teams`]: [put(team()), { DeleteRequest: { Key: { id: S('t3') } } }] } }).kind).toBe('batch-write');
  });
});

describe('item shapes through a running gateway', () => {
  let t: TestGateway;
  let client: ReturnType<typeof dynamo>;
  let organizerId: string;
  const TableName = `${P}teams`;
  beforeAll(async () => {
    t = await startTestGateway();
    const superToken = (await login(t.url, 'superadmin', SUPER_PASSWORD)).token;
    const { json } = await postJson<CreatedOrganizer>(`${t.url}/admin/organizers`, { name: 'Shapes FC', email: 'shapes@example.com', password: 'secret1' }, superToken);
    organizerId = json.organizer.id;
    client = dynamo(t.url, (await login(t.url, 'shapes@example.com', 'secret1')).credentials);
  });
  afterAll(async () => {
    client?.destroy();
    await t?.dispose();
  });

  it('answers a malformed team 400 ValidationException naming the problem, and stores nothing', async () => {
    const put = new PutItemCommand({ TableName, Item: team({ id: S('team_bad'), organizerId: S(organizerId), players: S('none') }) });
    await expect(client.send(put)).rejects.toMatchObject({
      name: 'ValidationException',
      message: 'This team cannot be stored: players: expected Array, received "none".',
      $metadata: { httpStatusCode: 400 },
    });
    expect((await client.send(new GetItemCommand({ TableName, Key: { id: S('team_bad') } }))).Item).toBeUndefined();
  });

  it('keeps the stored team when an update would break its shape, and writes a good one', async () => {
    await client.send(new PutItemCommand({ TableName, Item: team({ id: S('team_ok'), organizerId: S(organizerId) }) }));
    const breaking = new UpdateItemCommand({ TableName, Key: { id: S('team_ok') }, UpdateExpression: 'SET players[0].isPublic = :v', ExpressionAttributeValues: { ':v': S('yes') } });
    await expect(client.send(breaking)).rejects.toMatchObject({ name: 'ValidationException', message: 'This team cannot be stored: players[0].isPublic: expected boolean, received "yes".' });
    const batch = new BatchWriteItemCommand({ RequestItems: { [TableName]: [{ PutRequest: { Item: team({ id: S('team_ok'), organizerId: S(organizerId), colors: S('red') }) } }] } });
    await expect(client.send(batch)).rejects.toMatchObject({ name: 'ValidationException' });
    const stored = await client.send(new GetItemCommand({ TableName, Key: { id: S('team_ok') } }));
    expect(stored.Item?.players).toEqual(L(player()));
    expect(stored.Item?.colors).toEqual(L(S('#3B82F6')));

    await client.send(new UpdateItemCommand({ TableName, Key: { id: S('team_ok') }, UpdateExpression: 'SET players[0].isPublic = :v', ExpressionAttributeValues: { ':v': { BOOL: false } } }));
    const updated = await client.send(new GetItemCommand({ TableName, Key: { id: S('team_ok') } }));
    expect(updated.Item?.players).toEqual(L(player({ isPublic: { BOOL: false } })));
  });
});
