import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveApps } from '../src/http/static-files';

export interface AppsServer {
  url: string;
  port: number;
  close(): void;
}

/** serveApps alone over `appsDir`, on a free port. */
export async function serveAppsOf(appsDir: string): Promise<AppsServer> {
  const server = http.createServer((req, res) => void serveApps(req, res, { appsDir }));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, port, close: () => server.close() };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent, never decompressed (fetch would decode br/gzip on its own). */
  body: Buffer;
}

/** One request with exactly `headers` (no Accept-Encoding unless given). */
export function rawRequest(
  port: number,
  urlPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
