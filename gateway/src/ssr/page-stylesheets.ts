import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The stylesheets a page's first view uses, which the HTML the gateway serves links in its <head> (issue
 * 23): the first paint is the final look, with JavaScript or without. Each app's build records them in
 * dist/page-styles.json (scripts/page-styles-plugin.mjs): the shell's start (its layout, shared-ui and
 * every shared module it provides) and, per screen of a remote, the screen's chunks and the shared
 * modules they consume. Each file is read again when a build replaced it, so a redeployed remote's new
 * stylesheets are linked without a restart.
 *
 * Every link carries `data-rspack="<app>:chunk-<id>"`, the mark each app's CSS loading runtime looks
 * for before it adds a stylesheet: when the scripts later load the same chunks through Module Federation
 * they take these links as loaded instead of adding them again, so the cascade stays as the server sent it.
 */

/** The file each app's build writes into its dist/ (as scripts/page-styles-plugin.mjs names it). */
const PAGE_STYLES_FILE = 'page-styles.json';

/** One stylesheet of a build: its file in dist/ and the chunk it belongs to. */
interface Sheet {
  file: string;
  chunk: string;
}

/** The stylesheets of a set of chunks: their own, then by share key those of the shared modules they consume. */
interface Styles {
  own: Sheet[];
  shared: Record<string, Sheet[]>;
}

/** An app's page-styles.json. */
interface PageStyles {
  /** The build's uniqueName, which its runtime marks its links with. */
  name: string;
  /** The stylesheets of each shared module the app provides. */
  provides: Record<string, Sheet[]>;
  /** The host: what its start loads on every page. */
  start?: Styles;
  /** A remote: each screen's stylesheets. */
  screens?: Record<string, Styles>;
}

/** A stylesheet as a page links it. */
export interface PageStylesheet {
  /** Its URL on the gateway (hashed, cached as immutable). */
  href: string;
  /** `<app>:chunk-<id>`: the mark the app's CSS loading runtime recognises the link by. */
  chunk: string;
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The `<link rel="stylesheet">` elements of `sheets`, in order.
 * @example stylesheetLinks([{ href: '/start.1a2b3c4d5e.css', chunk: 'shell:chunk-902' }])
 * // → '<link rel="stylesheet" href="/start.1a2b3c4d5e.css" data-rspack="shell:chunk-902">'
 */
export function stylesheetLinks(sheets: readonly PageStylesheet[]): string {
  return sheets.map(({ href, chunk }) => `<link rel="stylesheet" href="${escapeAttribute(href)}" data-rspack="${escapeAttribute(chunk)}">`).join('');
}

/**
 * `links` put before the end of `html`'s <head>, after what it links already (the shell's stylesheets first:
 * the order the browser's cascade ends up with). `html` unchanged when it has no </head>.
 */
export function linkInHead(html: string, links: string): string {
  return links ? html.replace('</head>', () => `${links}</head>`) : html;
}

/** A remote's folder under the apps' root (and /remotes/<folder>/): its federation name in kebab case (mf_public → mf-public). */
const folderOf = (remote: string) => remote.replace(/_/g, '-');
/** What a remote's folder may be called (the route table names the remote; nothing outside the apps' root is read). */
const FOLDER = /^[a-z][a-z0-9-]*$/;

/** One app's page-styles.json, read again when its size or modification time changes; null while missing or unreadable. */
class PageStylesFile {
  private read: { stamp: string; styles: PageStyles | null } | null = null;

  constructor(private readonly file: string) {}

  async styles(): Promise<PageStyles | null> {
    let stamp: string;
    try {
      const { mtimeMs, size } = await fs.stat(this.file);
      stamp = `${mtimeMs}:${size}`;
    } catch {
      return null;
    }
    if (this.read?.stamp === stamp) return this.read.styles;
    let styles: PageStyles | null;
    try {
      styles = JSON.parse(await fs.readFile(this.file, 'utf8')) as PageStyles;
    } catch {
      // A file caught mid-write reads again at the next request (its stamp changes once it is complete).
      return null;
    }
    this.read = { stamp, styles };
    return styles;
  }
}

const sheetsOf = (styles: Styles | undefined): Sheet[] => [...(styles?.own ?? []), ...Object.values(styles?.shared ?? {}).flat()];

/**
 * The stylesheets of the apps under `appsDir` (each app's dist/ served at `/` for the shell and
 * `/remotes/<folder>/` for a remote, as static-files.ts serves them). A page whose app is not built (or
 * built without page-styles.json) links nothing and is styled once its scripts run, as before.
 */
export class PageStylesheets {
  private readonly files = new Map<string, PageStylesFile>();

  constructor(private readonly appsDir: string) {}

  /** What the shell's start loads on every page: its layout and the shared modules it provides. */
  async shell(): Promise<PageStylesheet[]> {
    const shell = await this.file('shell').styles();
    return shell ? this.linked(shell, '/', sheetsOf(shell.start)) : [];
  }

  /**
   * What the first view of `screen` of `remote` (its federation name, e.g. `mf_public`) adds to the
   * shell's: the screen's own stylesheets, then those of the shared modules it consumes that the shell does
   * not provide (the remote provides them; the shell's copies are in its start).
   */
  async screen(remote: string, screen: string): Promise<PageStylesheet[]> {
    const folder = folderOf(remote);
    if (!FOLDER.test(folder)) return [];
    const [shell, styles] = await Promise.all([this.file('shell').styles(), this.file(folder).styles()]);
    const screenStyles = styles?.screens?.[screen];
    if (!styles || !screenStyles) return [];
    const shared = Object.entries(screenStyles.shared).flatMap(([key, sheets]) => (shell?.provides[key] ? [] : sheets));
    return this.linked(styles, `/remotes/${folder}/`, [...screenStyles.own, ...shared]);
  }

  private linked(styles: PageStyles, base: string, sheets: Sheet[]): PageStylesheet[] {
    const byHref = new Map(sheets.map((sheet) => [`${base}${sheet.file}`, { href: `${base}${sheet.file}`, chunk: `${styles.name}:chunk-${sheet.chunk}` }]));
    return [...byHref.values()];
  }

  private file(folder: string): PageStylesFile {
    let file = this.files.get(folder);
    if (!file) {
      file = new PageStylesFile(path.join(this.appsDir, folder, 'dist', PAGE_STYLES_FILE));
      this.files.set(folder, file);
    }
    return file;
  }
}
