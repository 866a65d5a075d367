export interface WindowLimits {
  /** Events allowed per key (a client address) in one window. */
  perKey: number;
  /** Events allowed in all in one window. */
  total: number;
  windowMs: number;
  /** Injectable for tests. */
  clock: () => number;
}

/**
 * Counts events per key in fixed windows: at most `perKey` for one key and `total` for all in each
 * window. Memory is bounded by `total`: a key is only remembered once it was allowed an event, and the
 * counts are dropped when the window ends.
 */
export class WindowLimiter {
  private windowStart = Number.NEGATIVE_INFINITY;
  private used = 0;
  private readonly usedByKey = new Map<string, number>();

  constructor(private readonly limits: WindowLimits) {}

  /** Counts one event for `key`; false when a limit is reached (the event should be dropped). */
  take(key: string): boolean {
    const now = this.limits.clock();
    if (now - this.windowStart >= this.limits.windowMs) {
      this.windowStart = now;
      this.used = 0;
      this.usedByKey.clear();
    }
    const usedByKey = this.usedByKey.get(key) ?? 0;
    if (this.used >= this.limits.total || usedByKey >= this.limits.perKey) return false;
    this.usedByKey.set(key, usedByKey + 1);
    this.used += 1;
    return true;
  }
}
