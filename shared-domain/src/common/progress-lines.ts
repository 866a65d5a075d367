/**
 * The media type of an answer that reports long work as it goes, one JSON object a line (the gateway's
 * organizer delete streams it; the browser asks for it with `Accept`).
 */
export const PROGRESS_LINES_TYPE = 'application/x-ndjson';

/** How far long work got: items done of the items it found to do. */
export interface WorkProgress {
  done: number;
  total: number;
}

/** A line of such an answer: counts while the work runs, then one outcome line, last. */
export type ProgressLine = WorkProgress | { outcome: 'done' } | { outcome: 'failed'; message: string };
