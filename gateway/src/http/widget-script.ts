import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

/** The widget's classic-script loader as mf-match-center's build names it. */
const WIDGET_FILE = /^widget\.[0-9a-f]{10}\.js$/;

interface Lookup {
  dirMtimeMs: number;
  checkedAt: number;
  name: string | null;
}

const lookups = new Map<string, Lookup>();
/** A rebuild replaces the files and so changes the folder's mtime; the age cap covers coarse mtimes. */
const MAX_AGE_MS = 1000;

/** The newest `widget.<hash>.js` in `distDir` (by mtime, then name), or null when there is none. */
async function newestWidgetFile(distDir: string): Promise<string | null> {
  let dir;
  try {
    dir = await stat(distDir);
  } catch {
    lookups.delete(distDir);
    return null;
  }
  const cached = lookups.get(distDir);
  if (cached && cached.dirMtimeMs === dir.mtimeMs && Date.now() - cached.checkedAt < MAX_AGE_MS) return cached.name;

  const names = (await readdir(distDir)).filter((name) => WIDGET_FILE.test(name));
  const dated = await Promise.all(
    names.map(async (name) => ({ name, mtimeMs: (await stat(path.join(distDir, name)).catch(() => null))?.mtimeMs })),
  );
  const newest = dated
    .filter((d): d is { name: string; mtimeMs: number } => d.mtimeMs !== undefined)
    .sort((a, b) => b.mtimeMs - a.mtimeMs || b.name.localeCompare(a.name))[0];
  const name = newest?.name ?? null;
  lookups.set(distDir, { dirMtimeMs: dir.mtimeMs, checkedAt: Date.now(), name });
  return name;
}

/**
 * `/widget.js` is the one URL embedding pages write down: it redirects (revalidated on every load) to the
 * content-hashed loader, which `/remotes/` serves with immutable caching, so a redeploy reaches every
 * embedding page at once while the loader itself is cached forever. Classic scripts follow redirects
 * across origins.
 */
export async function sendWidgetRedirect(reply: FastifyReply, appsDir: string): Promise<FastifyReply> {
  const name = await newestWidgetFile(path.join(appsDir, 'mf-match-center', 'dist'));
  reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8');
  if (name === null) return reply.code(404).send('The match centre widget is not built.');
  const location = `/remotes/mf-match-center/${name}`;
  return reply.code(302).header('location', location).send(`Found: ${location}`);
}
