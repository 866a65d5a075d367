import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { Sha256 } from '@aws-crypto/sha256-js';
import { HttpRequest } from '@smithy/protocol-http';
import { SignatureV4 } from '@smithy/signature-v4';
import type { BackendTarget } from '../store/backend';

export interface OutgoingCall {
  method: string;
  /** Path below the target endpoint, already percent-encoded, starting with '/'. */
  path: string;
  query?: Record<string, string>;
  headers: Record<string, string>;
  body?: Buffer;
}

/** Socket inactivity allowed on a backend call (DynamoDB and S3 answer well within it). */
const BACKEND_TIMEOUT_MS = 30_000;

/**
 * Signs a request with the backend credentials and sends it to the backend endpoint. The browser's own
 * signature is never passed on: the backend only ever sees the gateway's identity.
 */
export class Forwarder {
  private readonly httpAgent = new http.Agent({ keepAlive: true });
  private readonly httpsAgent = new https.Agent({ keepAlive: true });

  async send(target: BackendTarget, service: 'dynamodb' | 's3', call: OutgoingCall): Promise<IncomingMessage> {
    const { endpoint } = target;
    const basePath = endpoint.pathname === '/' ? '' : endpoint.pathname;
    const request = new HttpRequest({
      method: call.method,
      protocol: endpoint.protocol,
      hostname: endpoint.hostname,
      ...(endpoint.port ? { port: Number(endpoint.port) } : {}),
      path: `${basePath}${call.path}`,
      query: call.query ?? {},
      headers: { ...call.headers, host: endpoint.host },
      ...(call.body ? { body: call.body } : {}),
    });
    const signer = new SignatureV4({
      credentials: target.credentials,
      region: target.region,
      service,
      sha256: Sha256,
      uriEscapePath: service !== 's3',
      // S3 requires x-amz-content-sha256; DynamoDB ignores it. Either way it costs one hash of the body.
      applyChecksum: true,
    });
    const signed = await signer.sign(request);
    const search = encodeQuery(call.query ?? {});
    const isHttps = endpoint.protocol === 'https:';
    return new Promise<IncomingMessage>((resolve, reject) => {
      const out = (isHttps ? https : http).request(
        {
          protocol: endpoint.protocol,
          hostname: endpoint.hostname,
          port: endpoint.port || (isHttps ? 443 : 80),
          method: signed.method,
          path: search ? `${signed.path}?${search}` : signed.path,
          headers: signed.headers,
          agent: isHttps ? this.httpsAgent : this.httpAgent,
        },
        resolve,
      );
      out.on('error', reject);
      // A backend that accepts a request and never answers must not hold the browser's request forever.
      out.setTimeout(BACKEND_TIMEOUT_MS, () => out.destroy(new Error(`Backend did not answer within ${BACKEND_TIMEOUT_MS} ms`)));
      out.end(call.body);
    });
  }

  destroy(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}

/** Reads a whole backend response (DynamoDB answers are JSON, at most a few MB). */
export async function readAll(res: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** RFC 3986 encoding, as SigV4 canonicalizes it, so the backend sees exactly the query we signed. */
function encodeQuery(query: Record<string, string>): string {
  const escape = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return Object.entries(query)
    .map(([k, v]) => `${escape(k)}=${escape(v)}`)
    .join('&');
}
