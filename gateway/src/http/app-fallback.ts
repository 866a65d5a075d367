import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendAppHtml, type AppHtmlDeps } from './app-html';
import { looksLikeAsset } from './static-files';

/** Paths that never fall back to the shell's index.html: APIs and remotes' assets. */
const NO_FALLBACK_PREFIXES = ['/api/', '/auth/', '/aws/', '/media/', '/remotes/'];

/** Whether a GET of `urlPath` is a page of the app (a client-side route), not an API call or an asset. */
export function isAppPagePath(urlPath: string): boolean {
  return !NO_FALLBACK_PREFIXES.some((p) => urlPath.startsWith(p) || urlPath === p.slice(0, -1)) && !looksLikeAsset(urlPath);
}

export function sendNotFoundText(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
}

/**
 * The not-found handler: what no route and no file answered. Methods other than GET and HEAD get 405;
 * a missing asset is a 404 text, never the shell's page (a script or stylesheet answered with HTML fails
 * with a confusing MIME error, or worse, runs as the wrong type); any other path is a client-side route
 * and gets the app (sendAppHtml).
 */
export function appFallback(deps: AppHtmlDeps): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  return async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).type('text/plain; charset=utf-8').send('Method not allowed');
    }
    const urlPath = (request.raw.url ?? '/').split('?')[0] ?? '/';
    if (!isAppPagePath(urlPath)) return sendNotFoundText(reply);
    return sendAppHtml(request, reply, deps);
  };
}
