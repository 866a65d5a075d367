import { Sha256 } from '@aws-crypto/sha256-js';
import { HttpRequest } from '@smithy/protocol-http';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { NodeSha256 } from '../src/aws/node-sha256';

const hex = async (hash: { digest(): Promise<Uint8Array> }) => Buffer.from(await hash.digest()).toString('hex');

/** The same input fed to both implementations, in the forms the signer passes. */
const INPUTS: Array<[string, string | Uint8Array | ArrayBuffer]> = [
  ['empty', ''],
  ['text', 'AWS4-HMAC-SHA256\n20250101T000000Z\nä€'],
  ['bytes', new Uint8Array([0, 1, 2, 255])],
  ['a view into a larger buffer', new Uint8Array(Buffer.from('xxpayloadxx')).subarray(2, 9)],
  ['an ArrayBuffer', new Uint8Array([9, 8, 7]).buffer],
];

describe('NodeSha256', () => {
  it.each(INPUTS)('hashes %s as @aws-crypto/sha256-js does', async (_case, input) => {
    const ours = new NodeSha256();
    const reference = new Sha256();
    ours.update(input);
    reference.update(input);
    expect(await hex(ours)).toBe(await hex(reference));
  });

  it.each(INPUTS)('computes HMACs keyed by %s as @aws-crypto/sha256-js does', async (_case, key) => {
    const ours = new NodeSha256(key);
    const reference = new Sha256(key);
    ours.update('message');
    reference.update('message');
    expect(await hex(ours)).toBe(await hex(reference));
  });

  it('starts over after reset, keeping its key', async () => {
    const hmac = new NodeSha256('key');
    hmac.update('discarded');
    hmac.reset();
    hmac.update('message');
    const fresh = new NodeSha256('key');
    fresh.update('message');
    expect(await hex(hmac)).toBe(await hex(fresh));
  });

  it('gives @smithy/signature-v4 the same signature as the pure JavaScript hash', async () => {
    const request = () =>
      new HttpRequest({
        method: 'POST',
        hostname: 'localhost',
        path: '/',
        headers: { host: 'localhost:8080', 'x-amz-target': 'DynamoDB_20120810.GetItem' },
        body: '{"TableName":"t","Key":{"id":{"S":"ü"}}}',
      });
    const sign = (sha256: typeof Sha256 | typeof NodeSha256) =>
      new SignatureV4({ credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret' }, region: 'us-east-1', service: 'dynamodb', sha256 }).sign(
        request(),
        { signingDate: new Date('2025-01-01T00:00:00Z') },
      );
    const [ours, reference] = await Promise.all([sign(NodeSha256), sign(Sha256)]);
    expect(ours.headers.authorization).toBe(reference.headers.authorization);
    expect(ours.headers.authorization).toMatch(/Signature=[0-9a-f]{64}$/);
  });
});
