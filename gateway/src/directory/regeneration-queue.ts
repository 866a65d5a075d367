interface Entry {
  timer: ReturnType<typeof setTimeout> | null;
  running: boolean;
  /** Requested again while running: runs once more after. */
  again: boolean;
  waiters: (() => void)[];
}

/**
 * Regenerations of documents by key (a team, a tournament), coalesced: a request waits `delayMs`
 * gathering the requests that follow (seeding 380 results costs a handful of runs, not 380), two runs
 * of one key never overlap, and a request made while its key runs makes it run once more afterwards,
 * so the last write is always reflected. Failures go to onError; the next request tries again.
 */
export class RegenerationQueue {
  private readonly entries = new Map<string, Entry>();
  private closed = false;

  constructor(
    private readonly run: (key: string) => Promise<void>,
    private readonly delayMs: number,
    private readonly onError: (err: unknown) => void,
  ) {}

  request(key: string): void {
    if (this.closed) return;
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { timer: null, running: false, again: false, waiters: [] };
      this.entries.set(key, entry);
    }
    if (entry.running) entry.again = true;
    else if (!entry.timer) this.schedule(key, entry);
  }

  /** Resolves once `key` has nothing pending or running, or after `maxWaitMs` (a reader never hangs on a busy key). */
  settled(key: string, maxWaitMs: number): Promise<void> {
    const entry = this.entries.get(key);
    if (!entry) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, maxWaitMs);
      entry.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Resolves once no key has anything pending or running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.entries.size > 0) await Promise.all([...this.entries.keys()].map((key) => this.settled(key, 60_000)));
  }

  /** Drops what waits for its delay and refuses new requests; runs under way finish. */
  close(): void {
    this.closed = true;
    for (const [key, entry] of this.entries) {
      if (entry.timer) clearTimeout(entry.timer);
      if (!entry.running) this.finish(key, entry);
    }
  }

  private schedule(key: string, entry: Entry): void {
    entry.timer = setTimeout(() => void this.start(key, entry), this.delayMs);
    // A pending regeneration never keeps the process alive.
    entry.timer.unref?.();
  }

  private async start(key: string, entry: Entry): Promise<void> {
    entry.timer = null;
    entry.running = true;
    entry.again = false;
    try {
      await this.run(key);
    } catch (err) {
      this.onError(err);
    }
    entry.running = false;
    if (entry.again && !this.closed) this.schedule(key, entry);
    else this.finish(key, entry);
  }

  private finish(key: string, entry: Entry): void {
    this.entries.delete(key);
    for (const wake of entry.waiters.splice(0)) wake();
  }
}
