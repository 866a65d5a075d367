import type { FastifyInstance } from 'fastify';
import type { PublicPages } from './public-pages';

/**
 * The hot pages and their stylesheets once through the gateway's whole request path (routing, hooks, headers,
 * compression) before its port answers: the first visitors after a restart do not run it cold (their browser
 * asks for the stylesheet before its first paint). Answers are thrown away; nothing is stored. Never throws.
 */
export async function warmUpRequestPath(app: Pick<FastifyInstance, 'inject'>, pages: Pick<PublicPages, 'hotAddresses' | 'hotStylesheets'>, onError: (err: unknown) => void): Promise<void> {
  const requests = [
    ...pages.hotAddresses().map(({ urlPath, search, origin }) => ({ url: `${urlPath}${search}`, headers: { host: new URL(origin).host, accept: 'text/html' } })),
    ...pages.hotStylesheets().map((url) => ({ url, headers: { accept: 'text/css' } })),
  ];
  for (const { url, headers } of requests) {
    await app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'br' } }).catch(onError);
  }
}
