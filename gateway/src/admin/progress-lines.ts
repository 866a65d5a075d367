import { PassThrough, type Readable } from 'node:stream';
import { PROGRESS_LINES_TYPE, type ProgressLine } from 'shared-domain';
import { acceptQualities } from '../http/content-negotiation';
import type { DeleteProgressListener } from './running-deletes';

/** Whether an `Accept` header names the progress lines' media type (shared-data's deleteOrganizer sends it); other callers get the plain answer. */
export function acceptsProgressLines(accept: string | string[] | undefined): boolean {
  return (acceptQualities(accept).get(PROGRESS_LINES_TYPE) ?? 0) > 0;
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
