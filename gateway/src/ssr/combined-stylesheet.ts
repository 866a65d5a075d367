import fs from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { precompress, prepareJson, sendPreparedJson, type PreparedJson } from '../live/cacheable-json';
import { stylesheetLinks, type PageStylesheet } from './page-stylesheets';

/**
 * One stylesheet per server-rendered page (issue 23). A public page uses the shell's start, the screen's
 * own and the kit's stylesheets; linked one by one, a phone on a slow network opens a connection for each
 * before its first paint (Lighthouse's mobile LCP was 1.36× the static page's). The page links them as one
 * file instead, whose name lists its parts (`/page-styles/shell_start.<hash>~mf-public_9967.<hash>.css`): any
 * gateway instance makes it from the built apps' files, and since every part's name carries its content
 * hash, so does the whole, which is cached as immutable.
 *
 * The federation runtime still has to know the parts are loaded, or it would add each again once the app
 * starts: each part keeps a link with its `data-rspack` mark and no href, which the runtime looks for
 * before it adds a stylesheet (page-stylesheets.ts) and the browser loads nothing for.
 */

export const COMBINED_STYLESHEET_PREFIX = '/page-styles/';
const PART_SEPARATOR = '~';
/** A part: the app's folder, `_`, and a built CSS file's name without `.css`, its content hash last. */
const PART = /^(shell|mf-admin|mf-public|mf-match-center)_([A-Za-z0-9-]+\.[0-9a-f]{8,})$/;
/** More parts than any page has: a longer name is refused before any file is read. */
const MAX_PARTS = 16;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Each built file ends with the comment naming its source map, relative to where it was built: wrong in the combined file. */
const SOURCE_MAP_COMMENT = /\/\*# sourceMappingURL=[^*]*\*\/\s*$/;

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The part naming `href` (`/start.x.css` → `shell_start.x`, `/remotes/mf-public/9.x.css` → `mf-public_9.x`); null when it names no built file. */
function partOf(href: string): string | null {
  const match = /^\/(?:remotes\/([a-z-]+)\/)?([^/]+)\.css$/.exec(href);
  const part = match ? `${match[1] ?? 'shell'}_${match[2]}` : '';
  return PART.test(part) ? part : null;
}

/**
 * The address of the one stylesheet made of `sheets`, in their order; null when one of them is not a built
 * app's hashed file (they are then linked one by one).
 * @example combinedStylesheetHref([{ href: '/start.1a2b3c4d5e.css', chunk: 'shell:chunk-902' }]) // → '/page-styles/shell_start.1a2b3c4d5e.css'
 * @internal exported for its tests; pages use combinedStylesheetLinks
 */
export function combinedStylesheetHref(sheets: readonly PageStylesheet[]): string | null {
  const parts = sheets.map((sheet) => partOf(sheet.href));
  if (parts.length === 0 || parts.length > MAX_PARTS || parts.some((part) => part === null)) return null;
  return `${COMBINED_STYLESHEET_PREFIX}${parts.join(PART_SEPARATOR)}.css`;
}

/**
 * The head's links for `sheets`: the combined stylesheet, then each part's mark for the federation runtime
 * (a stylesheet link without an address); the sheets one by one when they cannot be combined.
 */
export function combinedStylesheetLinks(sheets: readonly PageStylesheet[]): string {
  const href = combinedStylesheetHref(sheets);
  if (!href) return stylesheetLinks(sheets);
  return `<link rel="stylesheet" href="${escapeAttribute(href)}">${sheets.map(({ chunk }) => `<link rel="stylesheet" data-rspack="${escapeAttribute(chunk)}">`).join('')}`;
}

/** The files a combined stylesheet's name lists, under `appsDir`; null for a name that is not one. */
function filesOf(appsDir: string, name: string): string[] | null {
  if (!name.endsWith('.css')) return null;
  const parts = name.slice(0, -'.css'.length).split(PART_SEPARATOR);
  if (parts.length > MAX_PARTS) return null;
  const files: string[] = [];
  for (const part of parts) {
    const match = PART.exec(part);
    if (!match) return null;
    files.push(path.join(appsDir, match[1]!, 'dist', `${match[2]}.css`));
  }
  return files;
}

/** Serves the combined stylesheets (GET/HEAD `/page-styles/<name>`), each made once and kept while in demand. */
export class CombinedStylesheets {
  private readonly made = new LRUCache<string, Promise<PreparedJson | null>>({ max: 64 });

  constructor(private readonly appsDir: string) {}

  /** Answers 404 for a name that is not a combination of built files. */
  async send(req: IncomingMessage, res: ServerResponse, name: string): Promise<void> {
    const css = await this.kept(name);
    if (!css) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : 'No such stylesheet');
      return;
    }
    await sendPreparedJson(req, res, css, IMMUTABLE);
  }

  /**
   * Makes the stylesheet of `href` (a combinedStylesheetHref) ahead of its first request: a starting gateway does
   * so for the pages it makes before its port answers (hot-pages.ts). Never throws; a name that is not one is ignored.
   */
  async prepare(href: string): Promise<void> {
    if (href.startsWith(COMBINED_STYLESHEET_PREFIX)) await this.kept(href.slice(COMBINED_STYLESHEET_PREFIX.length));
  }

  /** The stylesheet of `name`, made once and shared by concurrent requests; null (not kept) when it is not one. */
  private async kept(name: string): Promise<PreparedJson | null> {
    let made = this.made.get(name);
    if (!made) {
      made = this.make(name);
      this.made.set(name, made);
    }
    const css = await made;
    // Not kept: the files may be deployed in a moment (a page rendered by an instance that has them).
    if (!css && this.made.get(name) === made) this.made.delete(name);
    return css;
  }

  private async make(name: string): Promise<PreparedJson | null> {
    const files = filesOf(this.appsDir, name);
    if (!files) return null;
    let texts: string[];
    try {
      texts = await Promise.all(files.map((file) => fs.readFile(file, 'utf8')));
    } catch {
      return null;
    }
    const css = prepareJson(texts.map((text) => text.replace(SOURCE_MAP_COMMENT, '')).join('\n'), 'text/css; charset=utf-8');
    await precompress(css);
    return css;
  }
}
