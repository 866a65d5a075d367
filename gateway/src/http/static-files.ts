import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRECOMPRESSED } from './content-negotiation';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

export const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A content hash segment like main.3f2a9c1b.js or chunk-3f2a9c1b4d.css (8+ hex digits, at least one digit). */
const HASHED_NAME = /[.\-_](?=[0-9a-f]*\d)[0-9a-f]{8,}(?=[.\-_])/i;

const REMOTE_FOLDERS = ['mf-admin', 'mf-public', 'mf-match-center'] as const;

function contentTypeFor(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Entry points must be revalidated on every load so a redeploy is picked up at once (the shell reads
 * remotes.json, each remote's mf-manifest.json and remoteEntry); files whose names carry a content hash
 * never change and can be cached forever; anything else revalidates.
 */
function cacheControlFor(file: string): string {
  const name = path.basename(file);
  if (/\.(html|json)$/i.test(name) || /^remoteEntry.*\.js$/i.test(name) || name === 'mf-manifest.json') return NO_CACHE;
  return HASHED_NAME.test(name) ? IMMUTABLE : NO_CACHE;
}

/** The build's .br/.gz siblings are sent only as an encoding of their original, never by their own name. */
function isPrecompressedCopy(urlPath: string): boolean {
  return PRECOMPRESSED.some(({ suffix }) => urlPath.toLowerCase().endsWith(suffix));
}

/** Whether a path names a file (an extension we serve, or a precompressed copy) rather than an app route. */
export function looksLikeAsset(urlPath: string): boolean {
  return Object.hasOwn(CONTENT_TYPES, path.posix.extname(urlPath).toLowerCase()) || isPrecompressedCopy(urlPath);
}

/**
 * Headers of a file the static plugin sends (200, 304 or HEAD), set on the raw response before the
 * plugin adds ETag, Last-Modified and Content-Length: type and caching by the original's name, and Vary
 * when other encodings of it exist (added to a Vary that CORS may have set). nosniff and the other
 * security headers come from security-headers.ts, as on every answer.
 */
function setFileHeaders(res: SetHeadersResponse, file: string): void {
  const encoding = PRECOMPRESSED.find(({ suffix }) => file.endsWith(suffix));
  const original = encoding ? file.slice(0, -encoding.suffix.length) : file;
  res.setHeader('content-type', contentTypeFor(original));
  res.setHeader('cache-control', cacheControlFor(original));
  if (encoding || PRECOMPRESSED.some(({ suffix }) => existsSync(original + suffix))) {
    const vary = res.getHeader('vary');
    res.setHeader('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  }
}

export interface AppsLayout {
  appsDir: string;
  /** Whether `.map` files are served (SERVE_SOURCE_MAPS=1); otherwise they answer 404 like missing files. */
  serveSourceMaps: boolean;
}

/**
 * Whether the request's path may name a file: never a folder (a route path such as '/'), never outside
 * the root (encoded dots, backslashes, NUL), never a .br/.gz copy by its own name, never an HTML file (a
 * page is answered by app-html.ts alone, under the pages' Content-Security-Policy with the hashes its
 * inline script needs; index.html by its own name is no page of the app), a source map only when configured.
 */
function servable(request: FastifyRequest, layout: AppsLayout): boolean {
  const rawPath = (request.raw.url ?? '/').split('?')[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  if (decoded.endsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return false;
  if (decoded.split('/').some((s) => s === '..' || s === '.')) return false;
  if (isPrecompressedCopy(decoded) || decoded.toLowerCase().endsWith('.html')) return false;
  return layout.serveSourceMaps || !decoded.toLowerCase().endsWith('.map');
}

export function shellDistOf(appsDir: string): string {
  return path.join(appsDir, 'shell', 'dist');
}

/**
 * GET/HEAD of the built apps with @fastify/static: `/remotes/<folder>/...` from `${appsDir}/<folder>/dist`,
 * everything else from `${appsDir}/shell/dist`, each file as its .br or .gz sibling when the client
 * accepts one, with ETag/Last-Modified revalidation (304). A path with no file goes to the not-found
 * handler (the app fallback). Files are never compressed on the fly: the build precompresses them.
 */
export async function registerStaticApps(app: FastifyInstance, layout: AppsLayout): Promise<void> {
  await app.register(async (scope) => {
    // The plugin names an encoded file's type after its own mime table (application/javascript):
    // the type setFileHeaders chose from the original's name wins.
    scope.addHook('onSend', async (_request, reply, payload) => {
      const type = reply.raw.getHeader('content-type');
      if (typeof type === 'string') reply.header('content-type', type);
      return payload;
    });
    const files = {
      preCompressed: true,
      index: false as const,
      // Set by setFileHeaders instead, by the original file's name.
      cacheControl: false,
      contentType: false,
      dotfiles: 'ignore' as const,
      setHeaders: setFileHeaders,
    };
    await scope.register(fastifyStatic, {
      ...files,
      root: shellDistOf(layout.appsDir),
      prefix: '/',
      // Unknown remote folders are not looked up in the shell.
      allowedPath: (_path, _root, request) => servable(request, layout) && !(request.raw.url ?? '').startsWith('/remotes/'),
    });
    for (const folder of REMOTE_FOLDERS) {
      await scope.register(fastifyStatic, {
        ...files,
        root: path.join(layout.appsDir, folder, 'dist'),
        prefix: `/remotes/${folder}/`,
        decorateReply: false,
        allowedPath: (_path, _root, request) => servable(request, layout),
      });
    }
  });
}
