import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
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
}

/**
 * Reads `<shellDist>/index.html`, again whenever a build replaced it (another size or modification
 * time), and hashes its inline scripts once per version: the plain app page and every server-rendered
 * page share it.
 */
export class ShellTemplate {
  private page: (ShellPage & { stamp: string }) | null = null;

  constructor(private readonly shellDist: string) {}

  /** null while the shell is not built. */
  async read(): Promise<ShellPage | null> {
    const file = path.join(this.shellDist, 'index.html');
    try {
      const { mtimeMs, size } = await fs.stat(file);
      const stamp = `${mtimeMs}:${size}`;
      if (this.page?.stamp === stamp) return this.page;
      const html = await fs.readFile(file, 'utf8');
      const digest = createHash('sha256').update(html).digest('base64url').slice(0, 27);
      this.page = { stamp, html, etag: `W/"${digest}"`, version: digest, scripts: inlineScriptHashes(html) };
      return this.page;
    } catch {
      return null;
    }
  }
}
