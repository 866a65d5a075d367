import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/respond';
import { PublicReadError } from '../live/backend-read';

const MAX_ID_LENGTH = 200;

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
