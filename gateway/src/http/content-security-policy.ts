import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of the apps' pages (issue 12), and the hash sources it allows inline code by.
 *
 * Nothing inline runs or styles unless the policy names its hash: the inline scripts of the built shell
 * page (its theme script, which must run before first paint) and the style attributes a server-rendered
 * page carries (team colours; React sets styles through the CSSOM once it runs, which CSP does not govern).
 * Script hashes come from the built template only, never from a rendered page: a script injected into a
 * page's content must not be allowed by a hash of itself.
 */

/** The CSP hash source of `text`, as the browser computes it over its UTF-8 bytes. */
function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*["']?([^"'\s>]*)/i;
const SRC_ATTRIBUTE = /\bsrc\s*=/i;
/** The `type` values a browser runs as script; anything else (application/json data blocks) is inert and needs no hash. */
const EXECUTABLE_TYPE = /^(?:|module|(?:text|application)\/(?:x-)?(?:javascript|ecmascript))$/i;

/**
 * The hash sources of the inline scripts in `html` that a browser would run (data blocks and scripts
 * with a src excluded). For the built template only (see above).
 * @example inlineScriptHashes('<script>a()</script><script type="application/json">{}</script>') // → ["'sha256-…'"] (one)
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    const type = TYPE_ATTRIBUTE.exec(attributes)?.[1] ?? '';
    if (!SRC_ATTRIBUTE.test(attributes) && EXECUTABLE_TYPE.test(type.trim())) hashes.add(hashSource(body));
  }
  return [...hashes];
}

/** A style attribute, double- or single-quoted, after whitespace (so never inside a word or an escaped text). */
const STYLE_ATTRIBUTE = /\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute value as the browser reads it: the character references React and our templates write, decoded. */
function decodeAttribute(value: string): string {
  return value.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos));/gi, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name) return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * The hash sources of every style attribute in a rendered page (allowed with 'unsafe-hashes': a style
 * attribute cannot run script, and only the exact declarations the server rendered are allowed).
 * @example styleAttributeHashes('<span style="background-color:#ff0000"></span>') // → ["'sha256-…'"]
 */
export function styleAttributeHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, doubleQuoted, singleQuoted] of html.matchAll(STYLE_ATTRIBUTE)) {
    hashes.add(hashSource(decodeAttribute(doubleQuoted ?? singleQuoted ?? '')));
  }
  return [...hashes];
}

/** What one page allows inline: its template's scripts and, for a server-rendered page, its style attributes. */
export interface InlineSources {
  scripts: readonly string[];
  styleAttributes?: readonly string[];
}

export interface PagePolicyInput {
  inline: InlineSources;
  /** Origins besides the page's own that it loads code, styles, fonts and images from: remotes moved elsewhere (REMOTES_JSON). */
  remoteOrigins: readonly string[];
  /** Origins besides the page's own that it calls: the gateway's public URL (GATEWAY_PUBLIC_URL) when set. */
  apiOrigins: readonly string[];
  /** Where violations are reported (report-uri). */
  reportPath: string;
  /** The Reporting API endpoint's name (report-to), only when the page came over TLS: browsers send to it only from secure pages. */
  reportTo?: string;
}

const list = (...sources: ReadonlyArray<string | readonly string[]>) => [...new Set(sources.flat())].join(' ');

/**
 * The policy of one page. `worker-src blob:` is the image compressor's worker (browser-image-compression
 * starts it from a blob URL and it imports the library from our own origin); `data:`/`blob:` images are
 * upload previews and inline icons. The federation runtime needs nothing more than 'self' (plus the remotes'
 * origins when they live elsewhere): it loads remoteEntry and chunks with script elements and fetches
 * mf-manifest.json; it never evaluates strings.
 * @example pagePolicy({ inline: { scripts: [] }, remoteOrigins: [], apiOrigins: [], reportPath: '/csp-report' })
 * // → "default-src 'self'; script-src 'self'; … report-uri /csp-report"
 */
export function pagePolicy({ inline, remoteOrigins, apiOrigins, reportPath, reportTo }: PagePolicyInput): string {
  const styleAttributes = inline.styleAttributes ?? [];
  const directives = [
    `default-src 'self'`,
    `script-src ${list("'self'", remoteOrigins, inline.scripts)}`,
    `style-src ${list("'self'", remoteOrigins)}`,
    // Without this directive style attributes fall back to style-src, which allows none.
    ...(styleAttributes.length > 0 ? [`style-src-attr 'unsafe-hashes' ${list(styleAttributes)}`] : []),
    `img-src ${list("'self'", 'data:', 'blob:', remoteOrigins, apiOrigins)}`,
    `font-src ${list("'self'", remoteOrigins)}`,
    `connect-src ${list("'self'", remoteOrigins, apiOrigins)}`,
    `worker-src 'self' blob:`,
    `frame-ancestors 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `report-uri ${reportPath}`,
    ...(reportTo ? [`report-to ${reportTo}`] : []),
  ];
  return directives.join('; ');
}

/**
 * Everything that is not a page (scripts, styles, JSON, images, errors in text): nothing may load, nothing
 * may frame it. It only matters if such an answer is opened as a document (an SVG, a JSON body), and it
 * is short, as it rides on every script a page loads.
 */
export const NON_PAGE_DIRECTIVES: Readonly<Record<string, readonly string[]>> = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/** NON_PAGE_DIRECTIVES as the header's text. */
export const NON_PAGE_POLICY = Object.entries(NON_PAGE_DIRECTIVES)
  .map(([name, sources]) => `${name} ${sources.join(' ')}`)
  .join('; ');
