import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag } from './content-negotiation';
import { FRAME_HEADERS, NO_CACHE } from './static-files';

/** Server-rendered pages (ssr/public-pages.ts): they write the raw response, or answer false for a path they do not render. */
export interface ServerRenderedPages {
  send(req: IncomingMessage, res: ServerResponse, urlPath: string): Promise<boolean>;
}

export interface AppHtmlDeps {
  /** The shell's build folder, holding index.html. */
  shellDist: string;
  pages?: ServerRenderedPages;
}

const NOT_BUILT = 'The apps are not built yet: run `npm run build` at the repository root, then reload.';

/**
 * The HTML answer for a route path (every client-side route of the shell, /admin/... pages included):
 * the server-rendered page where there is one, else the shell's index.html, revalidated on every load
 * (no-cache, an ETag of its bytes, 304 when it did not change), never framed by another site. 503 with a
 * hint while the shell has not been built. This is the one place that answers a route path with HTML.
 */
export async function sendAppHtml(request: FastifyRequest, reply: FastifyReply, deps: AppHtmlDeps): Promise<FastifyReply> {
  const urlPath = (request.raw.url ?? '/').split('?')[0] ?? '/';
  // A rendered page is written on the raw response (with its own ETag and encoding): Fastify leaves it be.
  if (deps.pages && (await deps.pages.send(request.raw, reply.raw, urlPath))) return reply.hijack();
  let html: string;
  try {
    html = await readFile(path.join(deps.shellDist, 'index.html'), 'utf8');
  } catch {
    return reply.code(503).headers({ 'cache-control': 'no-store', 'retry-after': '10' }).type('text/plain; charset=utf-8').send(NOT_BUILT);
  }
  // Weak: the same page whatever content coding carries it.
  const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  reply.headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': NO_CACHE,
    etag,
    'x-content-type-options': 'nosniff',
    ...FRAME_HEADERS,
  });
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.send(html);
}
