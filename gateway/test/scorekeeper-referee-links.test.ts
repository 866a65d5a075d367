import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Match, SessionCredentials, Tournament } from 'shared-domain';
import type { ScorekeeperLinkView } from 'shared-domain/match-clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamo, postJson } from './helpers';
import { TABLE, createWorld, match, outcome, snapshot, tournament, type World } from './world';

// Issue 25, item 5: a scorekeeper link for a referee on a day writes the score of that referee's matches of the
// day, judged by the match as stored when the write arrives, and nothing else.

const DAY = '2099-06-13';
const OTHER_DAY = '2099-06-14';
const DENIED = '403 AccessDeniedException';
const CONFLICT = '400 ConditionalCheckFailedException';

let w: World;
const clients: DynamoDBDocumentClient[] = [];

const cup = (id: string, organizerId: string): Tournament => ({ ...tournament(id, organizerId, 'public'), timeZone: 'Europe/Amsterdam' });
const refereed = (id: string, refereeId: string, dateISO: string): Match => ({ ...match(id, 'tn_ref', w.A), homeGoals: 0, awayGoals: 0, dateISO, time: '09:00', refereeId, referee: refereeId });

beforeAll(async () => {
  w = await createWorld();
  await w.internal.send(new UpdateCommand({ TableName: TABLE.organizers, Key: { id: w.A }, UpdateExpression: 'SET referees = :r', ExpressionAttributeValues: { ':r': [{ id: 'ann', name: 'Ann', teamIds: [] }, { id: 'bo', name: 'Bo', teamIds: [] }] } }));
  await w.internal.send(new UpdateCommand({ TableName: TABLE.organizers, Key: { id: w.B }, UpdateExpression: 'SET referees = :r', ExpressionAttributeValues: { ':r': [{ id: 'cy', name: 'Cy', teamIds: [] }] } }));
  for (const item of [cup('tn_ref', w.A), cup('tn_ref_b', w.B)]) await w.internal.send(new PutCommand({ TableName: TABLE.tournaments, Item: item }));
  for (const item of [refereed('m_ann', 'ann', DAY), refereed('m_ann_later', 'ann', DAY), refereed('m_ann_tomorrow', 'ann', OTHER_DAY), refereed('m_bo', 'bo', DAY)]) {
    await w.internal.send(new PutCommand({ TableName: TABLE.matches, Item: item }));
  }
}, 60_000);

afterAll(async () => {
  for (const client of clients) client.destroy();
  await w?.dispose();
});

const createLink = (body: object, token = w.logins.A.token) => postJson<{ token: string; link: ScorekeeperLinkView }>(`${w.t.url}/scorekeeper/links`, body, token);

async function refereeLink(refereeId: string): Promise<DynamoDBDocumentClient> {
  const made = await createLink({ tournamentId: 'tn_ref', refereeId, dateISO: DAY });
  expect(made.status).toBe(201);
  expect(made.json.link).toMatchObject({ tournamentId: 'tn_ref', refereeId, dateISO: DAY });
  const opened = await postJson<{ credentials: SessionCredentials; link: ScorekeeperLinkView }>(`${w.t.url}/scorekeeper/session`, { token: made.json.token });
  expect(opened.status).toBe(200);
  const as = DynamoDBDocumentClient.from(dynamo(w.t.url, opened.json.credentials), { marshallOptions: { removeUndefinedValues: true } });
  clients.push(as);
  return as;
}

const setScore = (id: string, fields: Record<string, unknown>): UpdateCommandInput => ({
  TableName: TABLE.matches,
  Key: { tournamentId: 'tn_ref', id },
  UpdateExpression: `SET ${Object.keys(fields).map((name, i) => `#f${i} = :v${i}`).join(', ')}`,
  ExpressionAttributeNames: Object.fromEntries(Object.keys(fields).map((name, i) => [`#f${i}`, name])),
  ExpressionAttributeValues: Object.fromEntries(Object.values(fields).map((value, i) => [`:v${i}`, value])),
});

const storedMatch = async (id: string) => (await w.internal.send(new GetCommand({ TableName: TABLE.matches, Key: { tournamentId: 'tn_ref', id }, ConsistentRead: true }))).Item as Match;

describe('a referee’s scorekeeper link (issue 25)', () => {
  it('is made only for a referee of the tournament’s organizer, by that organizer', async () => {
    expect((await createLink({ tournamentId: 'tn_ref', refereeId: 'nobody', dateISO: DAY })).json).toEqual({ message: 'Referee not found.' });
    expect((await createLink({ tournamentId: 'tn_ref', refereeId: 'cy', dateISO: DAY })).status).toBe(404);
    expect((await createLink({ tournamentId: 'tn_ref', refereeId: 'ann', dateISO: DAY }, w.logins.B.token)).status).toBe(404);
    expect((await createLink({ tournamentId: 'tn_ref_b', refereeId: 'ann', dateISO: DAY })).status).toBe(404);
    expect((await createLink({ tournamentId: 'tn_ref', refereeId: 'ann', dateISO: '13/06/2099' })).status).toBe(400);
  });

  it('writes the score of its referee’s matches that day, and no other match, day or field', async () => {
    const as = await refereeLink('ann');
    expect(await outcome(as.send(new UpdateCommand(setScore('m_ann', { homeGoals: 1 }))))).toBe('ok');
    expect(await outcome(as.send(new UpdateCommand(setScore('m_ann_later', { status: 'live' }))))).toBe('ok');
    const before = await snapshot(w);
    expect(await outcome(as.send(new UpdateCommand(setScore('m_bo', { homeGoals: 1 }))))).toBe(CONFLICT);
    expect(await outcome(as.send(new UpdateCommand(setScore('m_ann_tomorrow', { homeGoals: 1 }))))).toBe(CONFLICT);
    expect(await outcome(as.send(new UpdateCommand(setScore('m_ann', { refereeId: 'bo' }))))).toBe(DENIED);
    expect(await outcome(as.send(new UpdateCommand(setScore('m_ann', { referee: 'Someone else' }))))).toBe(DENIED);
    expect(await snapshot(w)).toEqual(before);
    expect(await storedMatch('m_ann')).toMatchObject({ homeGoals: 1, refereeId: 'ann' });
  });

  it('loses a match at once when the organizer gives it another referee', async () => {
    const as = await refereeLink('ann');
    await w.as.A.send(new UpdateCommand(setScore('m_ann_later', { refereeId: 'bo', referee: 'Bo' })));
    expect(await outcome(as.send(new UpdateCommand(setScore('m_ann_later', { homeGoals: 3 }))))).toBe(CONFLICT);
    expect((await storedMatch('m_ann_later')).homeGoals).toBe(0);
    // Bo's own link reaches it now.
    expect(await outcome((await refereeLink('bo')).send(new UpdateCommand(setScore('m_ann_later', { homeGoals: 3 }))))).toBe('ok');
  });
});
