/** Top-level folders browsers may use in the image bucket (spec §7 key patterns). */
const IMAGE_KEY_PREFIXES = ['teams/', 'tournaments/'] as const;

const SEGMENT = /^[A-Za-z0-9._-]+$/;
const MAX_KEY_LENGTH = 1024;

/**
 * Whether `key` is a well-formed image key: under an allowed prefix, made of plain segments
 * ([A-Za-z0-9._-], never '.' or '..', never empty). The embedded store maps keys to file paths,
 * so a dot segment would be a path traversal; the generated keys never need anything else.
 * @example isValidImageKey('teams/team_1_abc/logo-1700000000000.png') // true
 * @example isValidImageKey('teams/../../etc/passwd') // false
 */
export function isValidImageKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  if (!IMAGE_KEY_PREFIXES.some((p) => key.startsWith(p))) return false;
  return key.split('/').every((s) => SEGMENT.test(s) && s !== '.' && s !== '..');
}

/** Percent-encodes each segment, the way the SDK builds object paths. */
export function encodeKeyPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}
