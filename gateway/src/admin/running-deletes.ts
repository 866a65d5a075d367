import type { WorkProgress } from 'shared-domain';

/** Hears how far a delete got: items deleted of the items it found to delete. */
export type DeleteProgressListener = (progress: WorkProgress) => void;

interface Run {
  promise: Promise<void>;
  listeners: Set<DeleteProgressListener>;
  last?: WorkProgress;
}

/**
 * One delete per organizer at a time. A second request for an organizer whose delete is running (the
 * super admin's page reloaded, or a second tab) joins it: it hears the progress from the last count on
 * and settles with it, instead of running the same cascade twice side by side.
 */
export class RunningDeletes {
  private readonly runs = new Map<string, Run>();

  /** Runs `work` for `organizerId`, or joins the run under way; `onProgress` hears its counts while the caller waits. */
  async run(organizerId: string, work: (onProgress: DeleteProgressListener) => Promise<void>, onProgress?: DeleteProgressListener): Promise<void> {
    let run = this.runs.get(organizerId);
    if (!run) {
      const started: Run = { promise: Promise.resolve(), listeners: new Set() };
      started.promise = work((progress) => {
        started.last = progress;
        for (const listener of started.listeners) tell(listener, progress);
      }).finally(() => this.runs.delete(organizerId));
      this.runs.set(organizerId, started);
      run = started;
    }
    if (!onProgress) return run.promise;
    run.listeners.add(onProgress);
    if (run.last) tell(onProgress, run.last);
    try {
      await run.promise;
    } finally {
      run.listeners.delete(onProgress);
    }
  }
}

/** A listener's failure (its client gone) is its own: the delete goes on for the others and for the record. */
function tell(listener: DeleteProgressListener, progress: WorkProgress): void {
  try {
    listener(progress);
  } catch {
    // Nothing to do: the delete does not depend on anyone listening.
  }
}
