/**
 * The encodings the build writes next to an asset (scripts/precompress.mjs): the file suffix, and the
 * ETag suffix that keeps each encoding's bytes apart in caches.
 */
export const PRECOMPRESSED = [
  { name: 'br', suffix: '.br', etagSuffix: '-br' },
  { name: 'gzip', suffix: '.gz', etagSuffix: '-gz' },
] as const;

type PrecompressedEncoding = (typeof PRECOMPRESSED)[number]['name'];

/**
 * The weight (q) of each token of an `Accept`-style header (Accept, Accept-Encoding), lower case; the first
 * mention of a token counts.
 * @example acceptQualities('br;q=0.5, gzip') // → Map { 'br' => 0.5, 'gzip' => 1 }
 */
export function acceptQualities(header: string | string[] | undefined): Map<string, number> {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const part of text.split(',')) {
    const [token = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (token === '' || weights.has(token)) continue;
    const q = params.find((p) => p.startsWith('q='))?.slice(2);
    // A q value we cannot read refuses the encoding rather than risk bytes the client cannot decode.
    const weight = q === undefined ? 1 : /^[0-9.]+$/.test(q) ? Number(q) : 0;
    weights.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(weight) ? Math.min(weight, 1) : 0);
  }
  return weights;
}

/**
 * The precompressed encodings an `Accept-Encoding` header allows, best first (by q, brotli first on a
 * tie). An encoding the header does not name is allowed only through `*`; `q=0` refuses it.
 * @example acceptedEncodings('gzip, deflate, br') // → ['br', 'gzip']
 * @example acceptedEncodings('br;q=0, *') // → ['gzip']
 */
export function acceptedEncodings(header: string | string[] | undefined): PrecompressedEncoding[] {
  const weights = acceptQualities(header);
  const weightOf = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0;
  return PRECOMPRESSED.map((p) => p.name)
    .filter((encoding) => weightOf(encoding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
}

/**
 * Whether `If-None-Match` names `etag` (a list, `*`, weak comparison as RFC 9110 §13.1.2 asks).
 * @example matchesEtag('W/"a", W/"b-br"', 'W/"b-br"') // → true
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
