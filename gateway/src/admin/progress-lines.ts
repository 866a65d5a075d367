import { PassThrough, type Readable } from 'node:stream';
import type { DeleteProgress, DeleteProgressListener } from './running-deletes';

/**
 * The media type of an answer that reports long work as it goes: one JSON object a line. The browser asks
 * for it with `Accept` (shared-data's deleteOrganizer reads it); any other caller gets the plain answer.
 */
export const PROGRESS_LINES_TYPE = 'application/x-ndjson';

/** A line of the answer: counts while the work runs, then one outcome line, last. */
type ProgressLine = DeleteProgress | { outcome: 'done' } | { outcome: 'failed'; message: string };

/** Whether an `Accept` header names the progress lines' media type. */
export function acceptsProgressLines(accept: string | string[] | undefined): boolean {
  const types = (Array.isArray(accept) ? accept.join(',') : (accept ?? '')).split(',');
  return types.some((type) => type.split(';')[0]?.trim().toLowerCase() === PROGRESS_LINES_TYPE);
}

/**
 * Runs `work` and returns the answer's body: a line per progress report, then `{"outcome":"done"}`, or
 * `{"outcome":"failed","message":…}` with the text `failureText` gives for the error. The work runs to its
 * end when the client goes away meanwhile (a reload): lines are then dropped, the work is not stopped,
 * so a delete is never left half done because nobody was watching.
 */
export function progressLines(work: (onProgress: DeleteProgressListener) => Promise<void>, failureText: (err: unknown) => string): Readable {
  const body = new PassThrough();
  const write = (line: ProgressLine) => {
    if (!body.destroyed && !body.writableEnded) body.write(`${JSON.stringify(line)}\n`);
  };
  void work(write).then(
    () => write({ outcome: 'done' }),
    (err: unknown) => write({ outcome: 'failed', message: failureText(err) }),
  ).finally(() => {
    if (!body.destroyed) body.end();
  });
  return body;
}
