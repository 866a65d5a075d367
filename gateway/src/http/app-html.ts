import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag } from './content-negotiation';
import { isSecureRequest, type PageHeaders } from './security-headers';
import type { ShellTemplate } from './shell-template';
import { NO_CACHE } from './static-files';

/** What a page answer needs besides its path: whether it came over TLS (its policy's reporting depends on it). */
export interface PageRequest {
  secure: boolean;
}

/** Server-rendered pages (ssr/public-pages.ts): they write the raw response, or answer false for a path they do not render. */
interface ServerRenderedPages {
  send(req: IncomingMessage, res: ServerResponse, urlPath: string, page: PageRequest): Promise<boolean>;
}

export interface AppHtmlDeps {
  /** The shell's built index.html. */
  template: ShellTemplate;
  /** Each page's Content-Security-Policy and the other headers only pages carry. */
  pageHeaders: PageHeaders;
  pages?: ServerRenderedPages;
}

const NOT_BUILT = 'The apps are not built yet: run `npm run build` at the repository root, then reload.';

/**
 * The HTML answer for a route path (every client-side route of the shell, /admin/... pages included):
 * the server-rendered page where there is one, else the shell's index.html, revalidated on every load
 * (no-cache, an ETag of its bytes, 304 when it did not change), under the pages' Content-Security-Policy
 * (which also keeps other sites from framing it). 503 with a hint while the shell has not been built.
 * This is the one place that answers a route path with HTML.
 */
export async function sendAppHtml(request: FastifyRequest, reply: FastifyReply, deps: AppHtmlDeps): Promise<FastifyReply> {
  const urlPath = (request.raw.url ?? '/').split('?')[0] ?? '/';
  const page = { secure: isSecureRequest(request) };
  // A rendered page is written on the raw response (with its own ETag and encoding): Fastify leaves it be.
  if (deps.pages && (await deps.pages.send(request.raw, reply.raw, urlPath, page))) return reply.hijack();
  const shell = await deps.template.read();
  if (!shell) {
    return reply.code(503).headers({ 'cache-control': 'no-store', 'retry-after': '10' }).type('text/plain; charset=utf-8').send(NOT_BUILT);
  }
  reply.headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': NO_CACHE,
    etag: shell.etag,
    ...(await deps.pageHeaders.for({ scripts: shell.scripts }, page.secure)),
  });
  if (matchesEtag(request.headers['if-none-match'], shell.etag)) return reply.code(304).send();
  return reply.send(shell.html);
}
