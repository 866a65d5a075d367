import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { appFallback } from '../src/http/app-fallback';
import { PageHeaders, registerSecurityHeaders } from '../src/http/security-headers';
import { ShellTemplate } from '../src/http/shell-template';
import { registerStaticApps, shellDistOf } from '../src/http/static-files';

export interface AppsServer {
  url: string;
  port: number;
  close(): void;
}

/** The built apps alone over `appsDir` (static files and the app fallback with their headers, as the gateway serves them), on a free port. */
export async function serveAppsOf(appsDir: string, options: { serveSourceMaps?: boolean } = {}): Promise<AppsServer> {
  const app = Fastify({ forceCloseConnections: true });
  await registerSecurityHeaders(app);
  app.setNotFoundHandler(appFallback({ template: new ShellTemplate(shellDistOf(appsDir)), pageHeaders: new PageHeaders({ publicUrl: '', remotesFile: undefined }) }));
  await registerStaticApps(app, { appsDir, serveSourceMaps: options.serveSourceMaps ?? false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, port, close: () => void app.close() };
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
