import type { ServerResponse } from 'node:http';

/**
 * A JSON answer written on the raw response: for routes that take the response over from Fastify
 * (reply.hijack(), the public API and its event streams). Everything else answers through its reply.
 */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export function sendMessage(res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, { message });
}
