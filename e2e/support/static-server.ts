import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort } from './free-port';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * Serves a built static folder (the Storybook build) on loopback for the e2e suite. With `built`, the folder is still
 * being built: every request waits until it is (a failed build answers 503 with its error).
 */
export async function serveStatic(root: string, built: Promise<void> = Promise.resolve()): Promise<{ url: string; close(): Promise<void> }> {
  const port = await freePort();
  const server = http.createServer(async (request, response) => {
    try {
      await built;
    } catch (error) {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end(String(error));
      return;
    }
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Serves one HTML page (a third-party site, for embedding tests) on its own loopback origin. */
export async function serveHtml(html: string, headers: Readonly<Record<string, string>> = {}): Promise<{ url: string; close(): Promise<void> }> {
  const port = await freePort();
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
