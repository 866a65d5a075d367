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
