/** Sends fuzz requests to the test gateway, signed as the request's caller where it has one. */
import { Sha256 } from '@aws-crypto/sha256-js';
import { HttpRequest } from '@smithy/protocol-http';
import { SignatureV4 } from '@smithy/signature-v4';
import { BUCKET, type FuzzRequest } from './fuzz-requests';
import { signDynamo } from './helpers';
import type { World } from './world';

/** An answer slower than this is a hang: reported with the request that caused it. */
const REQUEST_TIMEOUT_MS = 5_000;

let s3Queue: Promise<void> = Promise.resolve();

async function sendS3(w: World, request: Extract<FuzzRequest, { kind: 's3' }>, creds: { accessKeyId: string; secretAccessKey: string }): Promise<{ status: number; text: string }> {
  const url = new URL(`${w.t.url}/aws/s3/${BUCKET}/${request.key}`);
  const hasBody = request.method === 'PUT' || request.method === 'POST';
  const signed = await new SignatureV4({ credentials: { accessKeyId: creds.accessKeyId, secretAccessKey: creds.secretAccessKey }, region: 'us-east-1', service: 's3', sha256: Sha256, uriEscapePath: false }).sign(
    new HttpRequest({
      method: request.method,
      hostname: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      headers: { host: url.host, ...(hasBody ? { 'content-type': 'image/png' } : {}) },
      ...(hasBody ? { body: request.bytes } : {}),
    }),
  );
  const { host: _host, ...headers } = signed.headers;
  const res = await fetch(url, { method: request.method, headers, ...(hasBody ? { body: Buffer.from(request.bytes) } : {}), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  return { status: res.status, text: await res.text() };
}

/** Sends one request as its caller; null when fetch refused to send it at all. */
export async function send(w: World, request: FuzzRequest): Promise<{ status: number; text: string } | null> {
  const creds = request.kind === 'raw' ? null : w.credentials[request.who];
  try {
    if (request.kind === 'dynamodb' && creds) {
      const signingDate = request.tamper === 'date' ? new Date(Date.now() - 20 * 60_000) : new Date();
      const parts = await signDynamo(w.t.url, creds, request.operation, request.body, { signingDate });
      if (request.tamper === 'body') parts.body = `${parts.body} `;
      if (request.tamper === 'target') parts.headers['x-amz-target'] = 'DynamoDB_20120810.DeleteItem';
      const res = await fetch(parts.url, { method: 'POST', headers: parts.headers, body: parts.body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      return { status: res.status, text: await res.text() };
    }
    if (request.kind === 's3' && creds) {
      // One at a time: s3rver reads an object's metadata file without locking, so a read racing an overwrite
      // of the same key can answer 500 (the product never overwrites: its keys carry a timestamp).
      const previous = s3Queue;
      let release: () => void = () => undefined;
      s3Queue = new Promise<void>((resolve) => (release = resolve));
      await previous;
      try {
        return await sendS3(w, request, creds);
      } finally {
        release();
      }
    }
    if (request.kind === 'raw') {
      const hasBody = !['GET', 'HEAD'].includes(request.method);
      const res = await fetch(`${w.t.url}${request.path}`, {
        method: request.method,
        headers: request.headers,
        ...(hasBody ? { body: request.body } : {}),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      return { status: res.status, text: await res.text() };
    }
  } catch (err) {
    // fetch itself refuses some generated requests (invalid header values, bad URLs) before they leave:
    // those never reached the gateway. A dropped connection did.
    if (err instanceof TypeError && !/fetch failed/.test(err.message)) return null;
    throw err;
  }
  return null;
}
