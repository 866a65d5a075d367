import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/respond';
import { PublicReadError } from '../live/backend-read';

const MAX_ID_LENGTH = 200;

/** The public API's one 404 text per kind of document (a calendar feed answers its document's). */
export const NOT_AVAILABLE = {
  match: 'Match not available',
  tournament: 'Tournament not available',
  team: 'Team not available',
  player: 'Player not available',
} as const;

/**
 * A public document's caching: shared caches (a CDN) may keep it 5 s and serve it up to a minute longer
 * while they fetch the next one, so a viral page costs the gateway one request per edge every few
 * seconds. The browser's reads revalidate (no-cache requests) and get a 304 while it is unchanged.
 */
export const PUBLIC_DOCUMENT_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=60';

/**
 * A path segment of a public route as an id, or null when it cannot be one of ours (bad escape, empty,
 * too long, control characters): such paths get the route's one "not available" answer.
 */
export function idOf(segment: string | undefined): string | null {
  let id: string;
  try {
    id = decodeURIComponent(segment ?? '');
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return id.length > 0 && id.length <= MAX_ID_LENGTH && !/[\u0000-\u001f\u007f-\u009f]/.test(id) ? id : null;
}

/**
 * A public read that failed: 503 with Retry-After when the backend did not answer (the client retries),
 * `otherwise` for anything else (a fault of ours, already logged by the caller).
 */
export function sendReadFailure(res: ServerResponse, err: unknown, unavailable: string, otherwise: () => void): void {
  if (err instanceof PublicReadError) sendJson(res, 503, { message: unavailable }, { 'Retry-After': '5' });
  else otherwise();
}
