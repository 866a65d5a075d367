import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { MAX_IMAGE_BYTES, MESSAGES, type SessionCredentials } from 'shared-domain';
import { PNG_1X1, SUPER_PASSWORD, anonymousCredentials, login, s3, startTestGateway, type TestGateway } from './helpers';

const BUCKET = 'football-tournaments-images';
const JPEG_HEADER = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const WEBP_HEADER = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

let t: TestGateway;
let user: SessionCredentials;
let anon: SessionCredentials;

beforeAll(async () => {
  t = await startTestGateway();
  user = (await login(t.url, 'superadmin', SUPER_PASSWORD)).credentials;
  anon = await anonymousCredentials(t.url);
});
afterAll(async () => {
  await t?.dispose();
});

/** What the SDK surfaces for a gateway refusal: status and a body we can read. */
async function refusal(promise: Promise<unknown>): Promise<{ status?: number; name?: string; message?: string }> {
  try {
    await promise;
  } catch (err) {
    const e = err as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
    return { status: e.$metadata?.httpStatusCode, name: e.name, message: e.message };
  }
  throw new Error('expected a refusal');
}

describe('S3 uploads through a real S3Client and /media', () => {
  it('stores a PNG and serves it publicly with its type and immutable caching', async () => {
    const key = 'teams/team_1_abc/logo-1700000000000.png';
    await s3(t.url, user).send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: PNG_1X1, ContentType: 'image/png' }));
    const res = await fetch(`${t.url}/media/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG_1X1)).toBe(true);

    // Anonymous visitors can read it through the S3 API as well.
    const got = await s3(t.url, anon).send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(Buffer.from(await got.Body!.transformToByteArray()).equals(PNG_1X1)).toBe(true);
  });

  it('stores the type found in the bytes, not the declared one', async () => {
    const key = 'tournaments/tournament_1_x/background-1700000000001.jpg';
    await s3(t.url, user).send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: JPEG_HEADER, ContentType: 'text/html' }));
    expect((await fetch(`${t.url}/media/${key}`)).headers.get('content-type')).toBe('image/jpeg');
    const webpKey = 'teams/team_1_abc/photo-1700000000002.webp';
    await s3(t.url, user).send(new PutObjectCommand({ Bucket: BUCKET, Key: webpKey, Body: WEBP_HEADER }));
    expect((await fetch(`${t.url}/media/${webpKey}`)).headers.get('content-type')).toBe('image/webp');
  });

  it('refuses a non-image body named .png with the spec text', async () => {
    const put = s3(t.url, user).send(
      new PutObjectCommand({ Bucket: BUCKET, Key: 'teams/t/logo-1.png', Body: '<script>alert(1)</script>', ContentType: 'image/png' }),
    );
    // Through the SDK the spec text arrives as the error message…
    expect(await refusal(put)).toEqual({ status: 400, name: 'InvalidImageType', message: MESSAGES.invalidImageType });
    // …and as {message} to plain HTTP clients.
    const raw = await rawPut('teams/t/logo-2.png', Buffer.from('GIF89a not allowed'));
    expect(raw).toEqual({ status: 400, json: { message: MESSAGES.invalidImageType } });
  });

  it('refuses images over the size limit with the spec text', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(MAX_IMAGE_BYTES)]);
    expect(await rawPut('teams/t/logo-3.png', big)).toEqual({ status: 413, json: { message: MESSAGES.imageTooLarge } });
    const put = s3(t.url, user).send(new PutObjectCommand({ Bucket: BUCKET, Key: 'teams/t/logo-3.png', Body: big }));
    expect(await refusal(put)).toMatchObject({ status: 413, message: MESSAGES.imageTooLarge });
  });

  it('refuses anonymous writes, other buckets, other prefixes, dot segments and listing', async () => {
    const cases: Array<() => Promise<unknown>> = [
      () => s3(t.url, anon).send(new PutObjectCommand({ Bucket: BUCKET, Key: 'teams/t/logo-4.png', Body: PNG_1X1 })),
      () => s3(t.url, anon).send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'teams/team_1_abc/logo-1700000000000.png' })),
      () => s3(t.url, user).send(new PutObjectCommand({ Bucket: 'other-bucket', Key: 'teams/t/logo-5.png', Body: PNG_1X1 })),
      () => s3(t.url, user).send(new PutObjectCommand({ Bucket: BUCKET, Key: 'site/index.html', Body: PNG_1X1 })),
      () => s3(t.url, user).send(new PutObjectCommand({ Bucket: BUCKET, Key: 'teams/../../escape.png', Body: PNG_1X1 })),
      () => s3(t.url, user).send(new ListObjectsV2Command({ Bucket: BUCKET })),
    ];
    for (const c of cases) {
      const r = await refusal(c());
      expect(r.status).toBe(403);
      expect(r.name).toBe('AccessDenied');
    }
  });

  it('refuses a body swapped after signing and unsigned upload payloads', async () => {
    const swapped = await rawPut('teams/t/logo-6.png', PNG_1X1, { sendInstead: Buffer.concat([PNG_1X1, Buffer.from('x')]) });
    expect(swapped.status).toBe(403);
    expect(String(swapped.json)).toContain('<Code>SignatureDoesNotMatch</Code>');
    const unsigned = await rawPut('teams/t/logo-7.png', PNG_1X1, { unsignedPayload: true });
    expect(unsigned.status).toBe(403);
    expect(String(unsigned.json)).toContain('UNSIGNED-PAYLOAD');
  });

  it('refuses a request signed with the wrong secret', async () => {
    const r = await refusal(
      s3(t.url, { ...user, secretAccessKey: 'wrong' }).send(new GetObjectCommand({ Bucket: BUCKET, Key: 'teams/x/y.png' })),
    );
    expect(r).toMatchObject({ status: 403, name: 'SignatureDoesNotMatch' });
  });

  it('answers 404 for missing media and invalid media keys', async () => {
    expect((await fetch(`${t.url}/media/teams/none/logo-1.png`)).status).toBe(404);
    expect((await fetch(`${t.url}/media/..%2F..%2Fgateway-secret`)).status).toBe(404);
    expect((await fetch(`${t.url}/media/other/x.png`)).status).toBe(404);
  });
});

/** A signed PUT made with the SDK's signer but sent with fetch, so the JSON refusal body can be read. */
async function rawPut(
  key: string,
  body: Buffer,
  options: { unsignedPayload?: boolean; sendInstead?: Buffer } = {},
): Promise<{ status: number; json: unknown }> {
  const { SignatureV4 } = await import('@smithy/signature-v4');
  const { HttpRequest } = await import('@smithy/protocol-http');
  const { Sha256 } = await import('@aws-crypto/sha256-js');
  const target = new URL(`${t.url}/aws/s3/${BUCKET}/${key}`);
  const signed = await new SignatureV4({ credentials: { accessKeyId: user.accessKeyId, secretAccessKey: user.secretAccessKey }, region: 'us-east-1', service: 's3', sha256: Sha256, uriEscapePath: false }).sign(
    new HttpRequest({
      method: 'PUT',
      hostname: target.hostname,
      port: Number(target.port),
      path: target.pathname,
      headers: {
        host: target.host,
        'content-type': 'image/png',
        ...(options.unsignedPayload ? { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' } : {}),
      },
      body,
    }),
  );
  const { host: _host, ...headers } = signed.headers;
  const res = await fetch(target, { method: 'PUT', headers, body: new Uint8Array(options.sendInstead ?? body) });
  const text = await res.text();
  return { status: res.status, json: text.startsWith('{') ? JSON.parse(text) : text };
}
