import { decodedUrlText } from '../common/url-text';

/** What the public sees of the organizer behind an item: enough to name it and check an `/:orgName/` address. */
export interface PublicOrganizerCard {
  id: string;
  name: string;
}

/**
 * The public card of a stored organizer (any shape), or null without a string id and name.
 * @example publicOrganizerCard({ id: 'org_1', name: 'Riverside FA', email: 'fa@x.test' }) // { id: 'org_1', name: 'Riverside FA' }
 */
export function publicOrganizerCard(item: unknown): PublicOrganizerCard | null {
  if (typeof item !== 'object' || item === null) return null;
  const { id, name } = item as Record<string, unknown>;
  return typeof id === 'string' && typeof name === 'string' ? { id, name } : null;
}

const comparable = (name: string) => name.normalize('NFC').trim().toLowerCase();

/**
 * Whether the organizer name of an `/:orgName/…` address names this organizer: compared after
 * URL-decoding, with surrounding spaces trimmed and case ignored. The name may come decoded (the
 * browser's router decodes its params) or as typed (a server matching the raw path): either form matches.
 * A missing organizer name matches nothing.
 * @example organizerNameMatches('riverside%20fa', 'Riverside FA') // true
 * @example organizerNameMatches('Riverside', 'Riverside FA') // false
 */
export function organizerNameMatches(urlName: string, organizerName: string | null | undefined): boolean {
  if (typeof organizerName !== 'string' || comparable(organizerName) === '') return false;
  const wanted = comparable(organizerName);
  return comparable(urlName) === wanted || comparable(decodedUrlText(urlName)) === wanted;
}
