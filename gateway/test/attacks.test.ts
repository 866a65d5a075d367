/**
 * Attacks on the trust boundary, each followed by the check that matters most: the data is exactly as
 * it was before the refused request.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BatchGetItemCommand } from '@aws-sdk/client-dynamodb';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_IMAGE_BYTES, MESSAGES } from 'shared-domain';
import { loginLockoutMessage } from '../src/auth/login-throttle';
import { PNG_1X1, dynamo, login, postJson, s3, sendSigned, signDynamo } from './helpers';
import { TABLE, createWorld, match, outcome, seed, snapshot, team, type World } from './world';

const BUCKET = 'football-tournaments-images';
let w: World;
/** Added to the clock of the login lockout only (signatures keep real time). */
let clockOffset = 0;
let before: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  // A minute's first wait, so the tests see the lockout before real time ends it.
  w = await createWorld({ loginThrottle: { clock: () => Date.now() + clockOffset, baseDelayMs: 60_000 } });
  await seed(w);
}, 60_000);
afterAll(async () => {
  await w?.dispose();
});

/** Application tables exactly as before (sign-ins and sign-outs legitimately write the auth tables). */
const unchanged = async () => {
  const now = await snapshot(w);
  for (const table of [TABLE.organizers, TABLE.teams, TABLE.tournaments, TABLE.matches]) expect(now[table], table).toEqual(before[table]);
};
const updateTeamA = (body: Record<string, unknown> = {}) =>
  JSON.stringify({
    TableName: TABLE.teams,
    Key: { id: { S: 'team_a' } },
    UpdateExpression: 'SET #n = :n',
    ExpressionAttributeNames: { '#n': 'name' },
    ExpressionAttributeValues: { ':n': { S: 'Renamed' } },
    ...body,
  });

describe('signed requests', () => {
  beforeEach(async () => {
    before = await snapshot(w);
  });

  it('a body changed after signing is refused', async () => {
    const parts = await signDynamo(w.t.url, w.credentials.A, 'UpdateItem', updateTeamA());
    const tampered = await sendSigned({ ...parts, body: parts.body.replace('#n', '#o').replace('"name"', '"organizerId"') });
    expect(tampered.status).toBe(403);
    expect(tampered.json.__type).toContain('InvalidSignatureException');
    await unchanged();
  });

  it('a target header changed after signing is refused, and an unsigned target is refused', async () => {
    const get = await signDynamo(w.t.url, w.credentials.A, 'GetItem', JSON.stringify({ TableName: TABLE.teams, Key: { id: { S: 'team_a' } } }));
    const asDelete = await sendSigned({ ...get, headers: { ...get.headers, 'x-amz-target': 'DynamoDB_20120810.DeleteItem' } });
    expect(asDelete.status).toBe(403);
    expect(asDelete.json.__type).toContain('InvalidSignatureException');

    const unsignedTarget = await signDynamo(w.t.url, w.credentials.A, 'DeleteItem', JSON.stringify({ TableName: TABLE.teams, Key: { id: { S: 'team_a' } } }), {
      unsigned: ['x-amz-target'],
    });
    const answer = await sendSigned(unsignedTarget);
    expect(answer.status).toBe(403);
    expect(answer.json.message).toContain('x-amz-target');
    await unchanged();
  });

  it('a signature replayed under another session’s key, or after its own session ended, is refused', async () => {
    const second = await login(w.t.url, 'alpha@example.com', 'secret1');
    const parts = await signDynamo(w.t.url, second.credentials, 'UpdateItem', updateTeamA());
    const otherKey = parts.headers.authorization!.replace(second.credentials.accessKeyId, w.credentials.B.accessKeyId);
    const asB = await sendSigned({ ...parts, headers: { ...parts.headers, authorization: otherKey } });
    expect(asB.status).toBe(403);
    expect(asB.json.__type).toContain('InvalidSignatureException');

    expect((await postJson(`${w.t.url}/auth/logout`, undefined, second.token)).status).toBe(204);
    const replayed = await sendSigned(parts);
    expect(replayed.status).toBe(403);
    expect(replayed.json.__type).toContain('UnrecognizedClientException');
    await unchanged();
  });

  it('expired session credentials are refused even when correctly signed', async () => {
    const sessionId = w.credentials.A.accessKeyId.split('_').pop() as string;
    const expired = w.t.gw.issuer.buildForTest('session', Date.now() - 1000, sessionId);
    const answer = await sendSigned(await signDynamo(w.t.url, expired, 'UpdateItem', updateTeamA()));
    expect(answer.status).toBe(403);
    expect(answer.json.__type).toContain('ExpiredTokenException');
    await unchanged();
  });

  it('headers and query parameters named like Object.prototype members are refused cleanly', async () => {
    const date = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    for (const signed of ['constructor;host;x-amz-date;x-amz-target', 'host;tostring;x-amz-date;x-amz-target', 'host;x-amz-date;x-amz-target']) {
      const res = await fetch(`${w.t.url}/aws/dynamodb?constructor=1&__proto__=2&toString=3`, {
        method: 'POST',
        headers: {
          'x-amz-date': date,
          'x-amz-target': 'DynamoDB_20120810.Scan',
          authorization: `AWS4-HMAC-SHA256 Credential=${w.credentials.A.accessKeyId}/${date.slice(0, 8)}/us-east-1/dynamodb/aws4_request, SignedHeaders=${signed}, Signature=${'0'.repeat(64)}`,
        },
        body: '{}',
      });
      expect(res.status, signed).toBe(403);
    }
  });

  it('a clock skewed by more than 15 minutes is refused', async () => {
    const parts = await signDynamo(w.t.url, w.credentials.A, 'UpdateItem', updateTeamA(), { signingDate: new Date(Date.now() - 16 * 60_000) });
    expect((await sendSigned(parts)).status).toBe(403);
    await unchanged();
  });
});

describe('policy attacks', () => {
  beforeEach(async () => {
    before = await snapshot(w);
  });

  it('an auth table by ARN inside a BatchGetItem is refused', async () => {
    const batch = new BatchGetItemCommand({
      RequestItems: {
        [TABLE.teams]: { Keys: [{ id: { S: 'team_a' } }] },
        [`arn:aws:dynamodb:us-east-1:000000000000:table/${TABLE['auth-users']}`]: { Keys: [{ id: { S: 'user_superadmin' } }] },
      },
    });
    for (const who of ['anonymous', 'A', 'super'] as const) {
      expect(await outcome(dynamo(w.t.url, w.credentials[who]).send(batch))).toBe('403 AccessDeniedException');
    }
  });

  it.each([
    ['by name', 'SET organizerId = :o', undefined],
    ['through a #placeholder', 'SET #x = :o', { '#x': 'organizerId' }],
    ['hidden after other actions', 'SET #n = :n, #x = :o', { '#n': 'name', '#x': 'organizerId' }],
    ['by REMOVE', 'REMOVE #x', { '#x': 'organizerId' }],
  ])('organizerId cannot be changed through UpdateItem (%s)', async (_case, UpdateExpression, names) => {
    const values: Record<string, string> = {};
    if (UpdateExpression.includes(':o')) values[':o'] = w.B;
    if (UpdateExpression.includes(':n')) values[':n'] = 'x';
    const update = new UpdateCommand({
      TableName: TABLE.teams,
      Key: { id: 'team_a' },
      UpdateExpression,
      ...(names ? { ExpressionAttributeNames: names } : {}),
      ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
    });
    expect(await outcome(w.as.A.send(update))).toBe('403 AccessDeniedException');
    await unchanged();
  });

  it('a put cannot overwrite another organizer’s item, nor create one for someone else', async () => {
    expect(await outcome(w.as.A.send(new PutCommand({ TableName: TABLE.teams, Item: { ...team('team_b', w.A), name: 'Stolen' } })))).toBe(
      '400 ConditionalCheckFailedException',
    );
    expect(await outcome(w.as.A.send(new PutCommand({ TableName: TABLE.teams, Item: team('team_new', w.B) })))).toBe('403 AccessDeniedException');
    expect(await outcome(w.as.A.send(new PutCommand({ TableName: TABLE.teams, Item: { id: 'team_orphan', name: 'x' } })))).toBe('403 AccessDeniedException');
    await unchanged();
  });

  it('a match cannot be created in someone else’s tournament', async () => {
    for (const tournamentId of ['tn_b_pub', 'tn_b_priv', 'tn_nowhere']) {
      const put = new PutCommand({ TableName: TABLE.matches, Item: match('m_evil', tournamentId, w.A) });
      expect(await outcome(w.as.A.send(put)), tournamentId).toBe('403 AccessDeniedException');
    }
    await unchanged();
  });
});

describe('uploads', () => {
  const put = (who: 'A' | 'B' | 'super', Key: string, Body: Uint8Array | string = PNG_1X1) =>
    outcome(s3(w.t.url, w.credentials[who]).send(new PutObjectCommand({ Bucket: BUCKET, Key, Body, ContentType: 'image/png' })));
  const exists = async (key: string) => (await fetch(`${w.t.url}/media/${key}`)).status === 200;

  it('go only under the caller’s own teams, players and tournaments', async () => {
    expect(await put('A', 'teams/team_a/logo-1.png')).toBe('ok');
    expect(await put('A', 'teams/team_a/players/team_a_priv/photo-2.png')).toBe('ok');
    expect(await put('A', 'tournaments/tn_a_priv/background-3.png')).toBe('ok');
    expect(await put('super', 'teams/team_b/photo-4.png')).toBe('ok');

    const refused = [
      'teams/team_b/logo-5.png', // another organizer's team
      'teams/team_a/players/team_b_pub/photo-6.png', // a player of another team
      'tournaments/tn_b_pub/logo-7.png', // another organizer's tournament
      'teams/team_missing/logo-8.png', // no such team
      'teams/team_a/banner-9.png', // not a key shape of the spec
      'teams/team_a/logo-10.gif',
    ];
    for (const key of refused) {
      expect(await put('A', key), key).toBe('403 AccessDenied');
      expect(await exists(key)).toBe(false);
    }
  });

  it('refuse a PNG name over other bytes and an 11 MB image with the spec texts', async () => {
    const fake = s3(w.t.url, w.credentials.A).send(new PutObjectCommand({ Bucket: BUCKET, Key: 'teams/team_a/logo-11.png', Body: '<svg onload=alert(1)>' }));
    await expect(fake).rejects.toMatchObject({ message: MESSAGES.invalidImageType, $metadata: { httpStatusCode: 400 } });
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(11 * 1024 * 1024 - PNG_1X1.length)]);
    expect(big.length).toBeGreaterThan(MAX_IMAGE_BYTES);
    const huge = s3(w.t.url, w.credentials.A).send(new PutObjectCommand({ Bucket: BUCKET, Key: 'teams/team_a/logo-12.png', Body: big }));
    await expect(huge).rejects.toMatchObject({ message: MESSAGES.imageTooLarge, $metadata: { httpStatusCode: 413 } });
    expect(await exists('teams/team_a/logo-11.png')).toBe(false);
    expect(await exists('teams/team_a/logo-12.png')).toBe(false);
  });

  it('are deleted only by their owner', async () => {
    expect(await put('B', 'teams/team_b/logo-13.png')).toBe('ok');
    const remove = (who: 'A' | 'B', Key: string) => outcome(s3(w.t.url, w.credentials[who]).send(new DeleteObjectCommand({ Bucket: BUCKET, Key })));
    expect(await remove('A', 'teams/team_b/logo-13.png')).toBe('403 AccessDenied');
    expect(await exists('teams/team_b/logo-13.png')).toBe(true);
    expect(await remove('B', 'teams/team_b/logo-13.png')).toBe('ok');
    expect(await exists('teams/team_b/logo-13.png')).toBe(false);
  });
});

describe('malformed input', () => {
  beforeEach(async () => {
    before = await snapshot(w);
  });

  it.each([
    ['a JSON array', 'BatchWriteItem', '[]', 'SerializationException'],
    ['a JSON string', 'PutItem', '"x"', 'SerializationException'],
    ['null', 'Scan', 'null', 'SerializationException'],
    ['broken JSON', 'Scan', '{"TableName":', 'SerializationException'],
    ['absurd nesting', 'PutItem', `{"TableName":"${TABLE.teams}","Item":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`, 'SerializationException'],
    ['RequestItems as a string', 'BatchWriteItem', JSON.stringify({ RequestItems: 'teams' }), 'ValidationException'],
    ['RequestItems with a non-list', 'BatchWriteItem', JSON.stringify({ RequestItems: { [TABLE.teams]: { PutRequest: {} } } }), 'ValidationException'],
    ['a BatchGetItem entry that is a number', 'BatchGetItem', JSON.stringify({ RequestItems: { [TABLE.teams]: 5 } }), 'ValidationException'],
    ['Key as a list', 'DeleteItem', JSON.stringify({ TableName: TABLE.teams, Key: ['team_a'] }), 'ValidationException'],
    ['a numeric TableName', 'Scan', JSON.stringify({ TableName: 7 }), 'ValidationException'],
    ['ExpressionAttributeNames with a number', 'UpdateItem', updateTeamA({ ExpressionAttributeNames: { '#n': 5 } }), 'ValidationException'],
    ['a ProjectionExpression object', 'Scan', JSON.stringify({ TableName: TABLE.tournaments, ProjectionExpression: { a: 1 } }), 'ValidationException'],
    // dynalite throws on these inside its request handler (no answer, uncaught exception): never forwarded.
    ['a null attribute value', 'Scan', JSON.stringify({ TableName: TABLE.teams, FilterExpression: 'a = :v', ExpressionAttributeValues: { ':v': null } }), 'ValidationException'],
    ['a key value that is a string', 'GetItem', JSON.stringify({ TableName: TABLE.teams, Key: { id: 'team_a' } }), 'ValidationException'],
    ['an attribute value with two types', 'PutItem', JSON.stringify({ TableName: TABLE.teams, Item: { id: { S: 'x', N: '1' } } }), 'ValidationException'],
  ])('%s is a clean 400', async (_case, operation, body, type) => {
    const answer = await sendSigned(await signDynamo(w.t.url, w.credentials.A, operation, body));
    expect(answer.status).toBe(400);
    expect(answer.json.__type).toContain(type);
    await unchanged();
  });

  it.each(['', 'DynamoDB_20120810.', 'DynamoDB_20120810.NoSuchThing', 'DynamoDB_20120810.Scan.Extra', 'Other_1.Scan', 'DynamoDB_20120810.Sc an'])(
    'an unknown X-Amz-Target %j is a 400',
    async (target) => {
      const answer = await sendSigned(await signDynamo(w.t.url, w.credentials.A, target, JSON.stringify({ TableName: TABLE.teams }), { rawTarget: true }));
      expect(answer.status).toBe(400);
      expect(answer.json.__type).toContain('UnknownOperationException');
    },
  );
});

describe('brute-force login', () => {
  const attempt = (identifier: string, password: string) => postJson(`${w.t.url}/auth/login`, { identifier, password });
  // Each test starts with the lockout's memory empty (failures are forgotten 15 minutes after their wait).
  beforeEach(() => {
    clockOffset += 60 * 60_000;
  });

  it('backs a client off an identifier after 5 failures, even for the right password, then lets it in again', async () => {
    for (let i = 0; i < 6; i++) {
      // Case and spaces do not make a new identifier.
      const answer = await attempt(i % 2 ? 'bravo@example.com' : ' BRAVO@example.com', `wrong-${i}`);
      expect(answer.status, `attempt ${i + 1}`).toBe(401);
    }
    const locked = await attempt('bravo@example.com', 'secret1');
    expect(locked).toEqual({ status: 429, json: { message: loginLockoutMessage(60_000) } });
    expect(locked.json.message).toBe('Too many failed sign-in attempts. Please wait 1 minute and try again.');
    // Other accounts are unaffected.
    expect((await attempt('alpha@example.com', 'secret1')).status).toBe(200);

    clockOffset += 30_000;
    expect((await attempt('bravo@example.com', 'secret1')).status).toBe(429);
    clockOffset += 30_000;
    expect((await attempt('bravo@example.com', 'secret1')).status).toBe(200);
  });

  it('forgets failures after a success, and counts unknown identifiers too', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('alpha@example.com', 'nope')).status).toBe(401);
    expect((await attempt('alpha@example.com', 'secret1')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt('alpha@example.com', 'nope')).status).toBe(401);
    expect((await attempt('alpha@example.com', 'secret1')).status).toBe(200);

    for (let i = 0; i < 6; i++) expect((await attempt('nobody@example.com', 'x')).status).toBe(401);
    expect((await attempt('nobody@example.com', 'x')).status).toBe(429);
    // 18 sign-ins, each with its password hash and the lockout's reads and writes in the store: seconds on a busy machine.
  }, 15_000);
});
