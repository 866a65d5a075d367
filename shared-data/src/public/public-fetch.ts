import { gatewayUrl } from '../config/runtime-config';

/**
 * A public gateway document (`/api/public/...`, read without credentials), or null for a 404 (the
 * gateway answers one 404 for private and missing alike). `no-cache` revalidates with the ETag, so a
 * re-read never gets a copy the browser kept from before a change.
 * @throws Error "<what> could not be loaded (<status>)." for any other failure
 */
export async function fetchPublicDocument<T>(path: string, what: string): Promise<T | null> {
  const response = await fetch(gatewayUrl(path), { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${what} could not be loaded (${response.status}).`);
  return (await response.json()) as T;
}

/** The gateway's ETags of one version of a document, one per content coding it may have sent (gateway/src/live/cacheable-json.ts). */
const etagsOf = (version: string): string => ['', '-br', '-gz'].map((coding) => `"${version}${coding}"`).join(', ');

/**
 * The public document again unless it is still at `version` (the hash its ETag carries): a conditional GET,
 * so an unchanged document costs a 304 and no body. `{ changed: false }` then; else as fetchPublicDocument.
 * @throws Error "<what> could not be loaded (<status>)." for any other failure
 */
export async function fetchPublicDocumentIfChanged<T>(path: string, what: string, version: string): Promise<{ changed: false } | { changed: true; document: T | null }> {
  // A conditional request the page makes itself gets the 304 back instead of the browser's cached copy.
  const response = await fetch(gatewayUrl(path), { cache: 'no-store', headers: { Accept: 'application/json', 'If-None-Match': etagsOf(version) } });
  if (response.status === 304) return { changed: false };
  if (response.status === 404) return { changed: true, document: null };
  if (!response.ok) throw new Error(`${what} could not be loaded (${response.status}).`);
  return { changed: true, document: (await response.json()) as T };
}
