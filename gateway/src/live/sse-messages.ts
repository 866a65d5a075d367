import type { LiveEvent } from './event-log';

/**
 * Server-Sent Events wire text. Data is JSON on one line: JSON.stringify escapes CR and LF, the only
 * line breaks of the format, so no stored id can inject a field.
 */

/** Sent first: EventSource waits this long before reconnecting. */
export const RETRY_MESSAGE = 'retry: 2000\n\n';

/** A comment line that keeps proxies and load balancers from closing an idle stream. */
export const PING_MESSAGE = ': ping\n\n';

/** Tells the client it may have missed events: read everything again. */
export const RESYNC_MESSAGE = 'event: resync\ndata: {}\n\n';

export function changeMessage(event: LiveEvent): string {
  const data = JSON.stringify({ tournamentId: event.tournamentId, ...(event.matchId !== undefined ? { matchId: event.matchId } : {}) });
  return `id: ${event.id}\nevent: change\ndata: ${data}\n\n`;
}

/**
 * An id without data dispatches nothing but moves EventSource's Last-Event-ID, so a subscriber that
 * saw no event of its own tournament still reconnects from where the log stood.
 */
export function positionMessage(id: bigint): string {
  return `id: ${id}\n\n`;
}
