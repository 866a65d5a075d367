import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PageStylesheets, linkInHead, stylesheetLinks, type PageStylesheet } from '../ssr/page-stylesheets';
import { inlineScriptHashes } from './content-security-policy';

/** The shell's built index.html, as every HTML answer starts from it. */
export interface ShellPage {
  html: string;
  /** A weak ETag of its bytes: the same page whatever content coding carries it. */
  etag: string;
  /** Changes whenever a build replaces the file (server-rendered pages made from it are keyed by it). */
  version: string;
  /** The hash sources of its inline scripts, which its pages' policy allows (content-security-policy.ts). */
  scripts: string[];
  /** The built index.html as it is, without the shell's stylesheets: a server-rendered page links them with its screen's, as one. */
  bare: string;
  /** The shell's stylesheets, which `html` links. */
  stylesheets: PageStylesheet[];
}

/**
 * Reads `<shellDist>/index.html`, again whenever a build replaced it (another size or modification
 * time), links the shell's stylesheets in its head (its layout, shared-ui: the index.html of the build
 * leaves them to the scripts, so the page would first paint unstyled, and stay so without JavaScript), and
 * hashes its inline scripts once per version: the plain app page, the 404 and every server-rendered page
 * share it.
 */
export class ShellTemplate {
  private page: (ShellPage & { stamp: string }) | null = null;
  private readonly stylesheets: PageStylesheets;

  constructor(private readonly shellDist: string) {
    // shellDist is <appsDir>/shell/dist (static-files.ts shellDistOf).
    this.stylesheets = new PageStylesheets(path.resolve(shellDist, '..', '..'));
  }

  /** null while the shell is not built. */
  async read(): Promise<ShellPage | null> {
    const file = path.join(this.shellDist, 'index.html');
    try {
      const [{ mtimeMs, size }, sheets] = await Promise.all([fs.stat(file), this.stylesheets.shell()]);
      const links = stylesheetLinks(sheets);
      const stamp = `${mtimeMs}:${size}:${links}`;
      if (this.page?.stamp === stamp) return this.page;
      const bare = await fs.readFile(file, 'utf8');
      const html = linkInHead(bare, links);
      const digest = createHash('sha256').update(html).digest('base64url').slice(0, 27);
      this.page = { stamp, html, etag: `W/"${digest}"`, version: digest, scripts: inlineScriptHashes(html), bare, stylesheets: sheets };
      return this.page;
    } catch {
      return null;
    }
  }
}
