import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { acceptedEncodings, matchesEtag, PRECOMPRESSED } from './content-negotiation';
import { sendText } from './respond';
import { sendWidgetRedirect } from './widget-script';

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

/**
 * Maps a URL path below `root` to a file, refusing anything that would leave `root` (encoded dots,
 * backslashes, NUL bytes). Returns null when the path is not a safe file path.
 */
function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || s === '.')) return null;
  const resolved = path.resolve(root, ...segments);
  const base = path.resolve(root);
  return resolved === base || resolved.startsWith(base + path.sep) ? resolved : null;
}

async function regularFile(file: string): Promise<Stats | null> {
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? info : null;
}

/** The bytes to send for `file`: its precompressed sibling when the client accepts one, else itself. */
interface Representation {
  file: string;
  size: number;
  encoding?: (typeof PRECOMPRESSED)[number];
  /** Whether another Accept-Encoding could get other bytes (then caches must key on it). */
  varies: boolean;
}

async function representationOf(req: IncomingMessage, file: string, info: Stats): Promise<Representation> {
  const siblings = await Promise.all(
    PRECOMPRESSED.map(async (encoding) => ({ encoding, info: await regularFile(file + encoding.suffix) })),
  );
  const available = siblings.filter((s) => s.info !== null);
  const chosen = acceptedEncodings(req.headers['accept-encoding'])
    .map((name) => available.find((s) => s.encoding.name === name))
    .find((s) => s !== undefined);
  const varies = available.length > 0;
  if (!chosen?.info) return { file, size: info.size, varies };
  return { file: file + chosen.encoding.suffix, size: chosen.info.size, encoding: chosen.encoding, varies };
}

/**
 * HTML pages (the admin console and its login among them) must not render inside another site's frame
 * (clickjacking). The embeddable widget is a script, not a page, so it needs no frame.
 */
export const FRAME_HEADERS = { 'Content-Security-Policy': "frame-ancestors 'self'", 'X-Frame-Options': 'SAMEORIGIN' };

/**
 * Sends `file` if it is a regular file, precompressed when possible. Weak ETags from size and mtime
 * (suffixed per encoding, as the bytes differ) let no-cache entries revalidate cheaply.
 * @returns false when there is no such file (the caller decides between 404 and SPA fallback).
 */
async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, cacheControl?: string): Promise<boolean> {
  const info = await regularFile(file);
  if (!info) return false;
  const sent = await representationOf(req, file, info);
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${sent.encoding?.etagSuffix ?? ''}"`;
  const contentType = contentTypeFor(file);
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Cache-Control': cacheControl ?? cacheControlFor(file),
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    ...(sent.varies ? { Vary: 'Accept-Encoding' } : {}),
    ...(contentType.startsWith('text/html') ? FRAME_HEADERS : {}),
  };
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  res.writeHead(200, {
    ...headers,
    ...(sent.encoding ? { 'Content-Encoding': sent.encoding.name } : {}),
    'Content-Length': String(sent.size),
  });
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  await pipeline(createReadStream(sent.file), res);
  return true;
}

const REMOTE_FOLDERS = ['mf-admin', 'mf-public', 'mf-match-center'] as const;

/** Paths that never fall back to the shell's index.html: APIs and remotes' assets. */
const NO_FALLBACK_PREFIXES = ['/api/', '/auth/', '/aws/', '/media/', '/remotes/'];

/**
 * A missing asset is a 404, never the shell's page: a script or stylesheet answered with HTML fails
 * with a confusing MIME error (or worse, runs as the wrong type). Route paths carry no such extension.
 */
function looksLikeAsset(urlPath: string): boolean {
  const extension = path.posix.extname(urlPath).toLowerCase();
  return Object.hasOwn(CONTENT_TYPES, extension) || isPrecompressedCopy(urlPath);
}

/** The build's .br/.gz siblings are sent only as an encoding of their original, never by their own name. */
function isPrecompressedCopy(urlPath: string): boolean {
  return PRECOMPRESSED.some(({ suffix }) => urlPath.toLowerCase().endsWith(suffix));
}

export interface AppsLayout {
  appsDir: string;
  /** Server-rendered pages (ssr/public-pages.ts): false for a path they do not render. */
  pages?: { send(req: IncomingMessage, res: ServerResponse, urlPath: string): Promise<boolean> };
}

/**
 * GET/HEAD for the built apps: `/remotes/<folder>/...` from `${appsDir}/<folder>/dist` (404 when absent),
 * everything else from `${appsDir}/shell/dist`, with the SPA fallback to its index.html for client-side
 * routes (including /admin/... pages). 503 text when the shell has not been built.
 */
export async function serveApps(req: IncomingMessage, res: ServerResponse, { appsDir, pages }: AppsLayout): Promise<void> {
  const urlPath = (req.url ?? '/').split('?')[0] ?? '/';
  if (urlPath === '/widget.js') return sendWidgetRedirect(res, appsDir);
  if (isPrecompressedCopy(urlPath)) return sendText(res, 404, 'Not found');

  if (urlPath.startsWith('/remotes/')) {
    const rest = urlPath.slice('/remotes/'.length);
    const folder = rest.split('/')[0] ?? '';
    if (!(REMOTE_FOLDERS as readonly string[]).includes(folder)) return sendText(res, 404, 'Not found');
    const file = resolveInside(path.join(appsDir, folder, 'dist'), rest.slice(folder.length));
    if (file && (await sendFile(req, res, file))) return;
    return sendText(res, 404, 'Not found');
  }

  const shellDist = path.join(appsDir, 'shell', 'dist');
  const index = path.join(shellDist, 'index.html');
  const file = resolveInside(shellDist, urlPath);
  if (file === null) return sendText(res, 404, 'Not found');
  if (file !== path.resolve(shellDist) && (await sendFile(req, res, file))) return;

  const noFallback = NO_FALLBACK_PREFIXES.some((p) => urlPath.startsWith(p) || urlPath === p.slice(0, -1));
  if (noFallback || looksLikeAsset(urlPath)) return sendText(res, 404, 'Not found');
  if (pages && (await pages.send(req, res, urlPath))) return;
  if (await sendFile(req, res, index, NO_CACHE)) return;
  sendText(res, 503, 'The apps are not built yet: run `npm run build` at the repository root, then reload.', {
    'Cache-Control': 'no-store',
    'Retry-After': '10',
  });
}
