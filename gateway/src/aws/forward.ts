import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { HttpRequest } from '@smithy/protocol-http';
import { SignatureV4 } from '@smithy/signature-v4';
import inject from 'light-my-request';
import type { BackendTarget } from '../store/backend';
import { NodeSha256 } from './node-sha256';

export interface OutgoingCall {
  method: string;
  /** Path below the target endpoint, already percent-encoded, starting with '/'. */
  path: string;
  query?: Record<string, string>;
  headers: Record<string, string>;
  body?: Buffer;
}

/** A backend answer read whole. */
export interface WholeAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Socket inactivity allowed on a backend call (DynamoDB and S3 answer well within it). */
const BACKEND_TIMEOUT_MS = 30_000;

/**
 * Signs a request with the backend credentials and sends it to the backend endpoint. The browser's own
 * signature is never passed on: the backend only ever sees the gateway's identity.
 */
export class Forwarder {
  // Keep-alive: no new connection (or TLS handshake) per call. noDelay: a call is written whole, so there is
  // nothing for Nagle's algorithm to gather; it could only hold back the end of a large body.
  private readonly httpAgent = new http.Agent({ keepAlive: true, noDelay: true });
  private readonly httpsAgent = new https.Agent({ keepAlive: true, noDelay: true });
  /** One signer per target and service: it keeps the day's derived signing key between calls. */
  private readonly signers = new WeakMap<BackendTarget, Map<'dynamodb' | 's3', SignatureV4>>();

  /**
   * A call whose answer is wanted whole (DynamoDB's JSON). A store running in this process (the embedded
   * dynalite) gets it handed to its request handler, without a socket and unsigned: on loopback a
   * connection's writes and wake-ups cost about as much as the gateway's own work on a small GetItem, and
   * a signature would be checked by no one (the handler is ours, in our process; dynalite verifies none).
   */
  async sendWhole(target: BackendTarget, service: 'dynamodb' | 's3', call: OutgoingCall): Promise<WholeAnswer> {
    if (!target.inProcess) {
      const upstream = await this.send(target, service, call);
      return { status: upstream.statusCode ?? 502, headers: upstream.headers, body: await readAll(upstream) };
    }
    const search = encodeQuery(call.query ?? {});
    const answer = await inject(target.inProcess.handler, {
      method: call.method as 'POST',
      url: search ? `${call.path}?${search}` : call.path,
      headers: { ...call.headers, ...target.inProcess.headers },
      ...(call.body ? { payload: call.body } : {}),
    });
    return { status: answer.statusCode, headers: answer.headers as WholeAnswer['headers'], body: answer.rawPayload };
  }

  async send(target: BackendTarget, service: 'dynamodb' | 's3', call: OutgoingCall): Promise<IncomingMessage> {
    const { endpoint } = target;
    const signed = await this.sign(target, service, call);
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

  /** The call as the backend gets it: under the target's path, signed with the backend credentials. */
  private sign(target: BackendTarget, service: 'dynamodb' | 's3', call: OutgoingCall): Promise<HttpRequest> {
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
    return this.signerFor(target, service).sign(request) as Promise<HttpRequest>;
  }

  private signerFor(target: BackendTarget, service: 'dynamodb' | 's3'): SignatureV4 {
    let byService = this.signers.get(target);
    if (!byService) this.signers.set(target, (byService = new Map()));
    let signer = byService.get(service);
    if (!signer) {
      signer = new SignatureV4({
        // A provider, asked on every signature, so refreshed AWS credentials are picked up.
        credentials: target.credentials,
        region: target.region,
        service,
        sha256: NodeSha256,
        uriEscapePath: service !== 's3',
        // S3 requires x-amz-content-sha256; DynamoDB ignores it. Either way it costs one hash of the body.
        applyChecksum: true,
      });
      byService.set(service, signer);
    }
    return signer;
  }

  destroy(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}

/**
 * Reads a whole backend response (DynamoDB answers are JSON, at most a few MB). Plain 'data'/'end'
 * listeners: an async iterator costs a promise per chunk on every forwarded call.
 */
function readAll(res: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.once('end', () => resolve(Buffer.concat(chunks)));
    res.once('error', reject);
    // A response cut short (the backend closed the connection) ends in 'aborted'/'close' without 'end'.
    res.once('close', () => {
      if (!res.complete) reject(new Error('The backend closed the connection before its answer was complete'));
    });
  });
}

/** RFC 3986 encoding, as SigV4 canonicalizes it, so the backend sees exactly the query we signed. */
function encodeQuery(query: Record<string, string>): string {
  const escape = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return Object.entries(query)
    .map(([k, v]) => `${escape(k)}=${escape(v)}`)
    .join('&');
}
