import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sendText } from './respond';

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

/**
 * Sends `file` if it is a regular file. Weak ETags from size and mtime let no-cache entries revalidate
 * cheaply. @returns false when there is no such file (the caller decides between 404 and SPA fallback).
 */
async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, cacheControl?: string): Promise<boolean> {
  let info;
  try {
    info = await stat(file);
  } catch {
    return false;
  }
  if (!info.isFile()) return false;
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = {
    'Content-Type': contentTypeFor(file),
    'Cache-Control': cacheControl ?? cacheControlFor(file),
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(info.size) });
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  await pipeline(createReadStream(file), res);
  return true;
}

const REMOTE_FOLDERS = ['mf-admin', 'mf-public', 'mf-match-center'] as const;

/** Paths that never fall back to the shell's index.html: APIs and remotes' assets. */
const NO_FALLBACK_PREFIXES = ['/auth/', '/aws/', '/media/', '/remotes/'];

export interface AppsLayout {
  appsDir: string;
}

/**
 * GET/HEAD for the built apps: `/remotes/<folder>/...` from `${appsDir}/<folder>/dist` (404 when absent),
 * everything else from `${appsDir}/shell/dist`, with the SPA fallback to its index.html for client-side
 * routes (including /admin/... pages). 503 text when the shell has not been built.
 */
export async function serveApps(req: IncomingMessage, res: ServerResponse, { appsDir }: AppsLayout): Promise<void> {
  const urlPath = (req.url ?? '/').split('?')[0] ?? '/';

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
  if (noFallback) return sendText(res, 404, 'Not found');
  if (await sendFile(req, res, index, NO_CACHE)) return;
  sendText(res, 503, 'The apps are not built yet: run `npm run build` at the repository root, then reload.', {
    'Cache-Control': 'no-store',
    'Retry-After': '10',
  });
}
