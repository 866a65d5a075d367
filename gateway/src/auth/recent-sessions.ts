/** How long a session read from the table answers signed requests without being read again. */
const RECENT_SESSION_TTL_MS = 3000;
/** Sessions remembered at most: a few hundred bytes each, so the bound is a few MB. */
const RECENT_SESSION_LIMIT = 10_000;

interface Entry<T> {
  value: T;
  readAt: number;
}

/**
 * Sessions that a signed request found in the table moments ago, so a burst of calls from one browser
 * costs one session read instead of one each. Deleting a session through this process (logout, password
 * reset, organizer deletion) forgets it at once, and a read that was under way while a session was
 * forgotten is not remembered, so revocation through this gateway still acts on the very next request.
 * Another gateway instance sharing the table keeps answering from its copy for at most the TTL.
 */
export class RecentSessions<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Counts forgets: a read that started before one may hold a session that no longer exists. */
  private forgets = 0;

  constructor(
    private readonly ttlMs = RECENT_SESSION_TTL_MS,
    private readonly limit = RECENT_SESSION_LIMIT,
  ) {}

  /** The session read for `id` within the TTL, or undefined (never remembered, forgotten or too old). */
  get(id: string, now: number): T | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (now - entry.readAt < this.ttlMs && now >= entry.readAt) return entry.value;
    this.entries.delete(id);
    return undefined;
  }

  /** A mark to pass to remember(): taken before the read, it tells whether a forget happened meanwhile. */
  mark(): number {
    return this.forgets;
  }

  /** Remembers a session read at `readAt`, unless a session was forgotten since `mark` was taken. */
  remember(id: string, value: T, readAt: number, mark: number): void {
    if (mark !== this.forgets) return;
    this.entries.delete(id);
    // Maps iterate in insertion order: the first key is the one read longest ago.
    while (this.entries.size >= this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(id, { value, readAt });
  }

  forget(id: string): void {
    this.forgets++;
    this.entries.delete(id);
  }
}
