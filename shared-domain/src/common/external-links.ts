import { MESSAGES } from './messages';

/**
 * scheme http(s), then an authority without user info or spaces, then an optional path/query/fragment
 * without whitespace or control characters. (No WHATWG URL here: shared-domain has no DOM or Node lib.)
 */
// eslint-disable-next-line no-control-regex
const ABSOLUTE_HTTP_URL = /^(https?):\/\/([^\s/?#@\\\x00-\x1f]+)([/?#][^\s\x00-\x1f]*)?$/i;

/**
 * Social and location links are typed by organizers and shown to everyone, so only absolute
 * http(s) URLs are ever used as a link target: `javascript:`, `data:` and the like are refused.
 * @example safeExternalUrl('https://instagram.com/rovers') // 'https://instagram.com/rovers'
 * @example safeExternalUrl('javascript:alert(1)') // null
 */
export function safeExternalUrl(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  const match = ABSOLUTE_HTTP_URL.exec(text);
  if (!match) return null;
  // The scheme is compared case-insensitively, so normalise it for the stored/rendered value.
  return `${match[1]!.toLowerCase()}://${match[2]}${match[3] ?? ''}`;
}

/**
 * Validates a link field on save: empty is fine (the link is optional), anything else must be http(s).
 * The message is ours; the spec shows none.
 * @example validateExternalUrl('ftp://x') // 'Please enter a link starting with http:// or https://'
 * @example validateExternalUrl('') // null
 */
export function validateExternalUrl(value: string | null | undefined): string | null {
  if ((value ?? '').trim() === '') return null;
  return safeExternalUrl(value) === null ? MESSAGES.invalidExternalUrl : null;
}
