import { PROGRESS_LINES_TYPE, type WorkProgress } from 'shared-domain';
import { currentToken } from '../auth/auth-service';
import { GatewayError, gatewayRefusal, safeJson } from '../auth/gateway-fetch';
import { gatewayUrl } from '../config/runtime-config';
import { currentOrganizerStore, setCurrentOrganizerId } from '../organizer/current-organizer';

/** How far an organizer delete got: items (images, matches, tournaments, teams) deleted of the items found. */
export type OrganizerDeleteProgress = WorkProgress;

type Line = { done?: unknown; total?: unknown; outcome?: unknown; message?: unknown };

/** Thrown when the answer stopped before its outcome line: the gateway goes on deleting, the page does not know how it ended. */
class DeleteOutcomeUnknownError extends Error {
  override name = 'DeleteOutcomeUnknownError';
}

/** A line as an object, or null for a blank one or one cut off (the connection dropped mid-line: no outcome follows). */
function parseLine(text: string): Line | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Line) : null;
  } catch {
    return null;
  }
}

/** The lines of a streamed body as they arrive, the last one even without its newline. */
async function* linesOf(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    // `stream`: a character split between two chunks is decoded once its last byte is in.
    pending += decoder.decode(value, { stream: true });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    yield* lines;
  }
  pending += decoder.decode();
  if (pending) yield pending;
}

/**
 * Deletes an organizer with its login account and sessions, and (in the gateway) its teams, tournaments,
 * matches and images; clears the selection if it was selected. The gateway streams the delete's progress,
 * which `onProgress` hears ("340 of 1,200 items"). When the page goes away meanwhile the gateway finishes
 * the delete all the same; deleting again joins a delete still running, or finishes one cut short.
 * @throws GatewayError with the gateway's text (the spec's failure text when the delete failed)
 */
export async function deleteOrganizer(id: string, onProgress?: (progress: OrganizerDeleteProgress) => void): Promise<void> {
  const token = currentToken();
  const response = await fetch(gatewayUrl(`/admin/organizers/${encodeURIComponent(id)}`), {
    method: 'DELETE',
    headers: { accept: PROGRESS_LINES_TYPE, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw gatewayRefusal(response.status, safeJson(await response.text()), token);
  // A gateway that answers without lines (204) has finished the delete.
  if (response.body && response.headers.get('content-type')?.startsWith(PROGRESS_LINES_TYPE)) {
    let outcome: Line | null = null;
    for await (const text of linesOf(response.body)) {
      const line = parseLine(text);
      if (!line) continue;
      if (typeof line.done === 'number' && typeof line.total === 'number') onProgress?.({ done: line.done, total: line.total });
      else if (line.outcome !== undefined) outcome = line;
    }
    if (!outcome) throw new DeleteOutcomeUnknownError('The answer ended before the delete did.');
    if (outcome.outcome !== 'done') throw new GatewayError(500, typeof outcome.message === 'string' ? outcome.message : `Request failed (${response.status})`);
  }
  if (currentOrganizerStore.get() === id) setCurrentOrganizerId(null);
}
