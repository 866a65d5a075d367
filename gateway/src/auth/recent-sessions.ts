import { LRUCache } from 'lru-cache';

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
 * Bounded by lru-cache (the session read longest ago out first); freshness is judged here from the time the
 * read started, since lru-cache would date an entry at its insertion and trust one dated in the future.
 */
export class RecentSessions<T> {
  private readonly entries: LRUCache<string, Entry<T>>;
  /** Counts forgets: a read that started before one may hold a session that no longer exists. */
  private forgets = 0;

  constructor(
    private readonly ttlMs = RECENT_SESSION_TTL_MS,
    limit = RECENT_SESSION_LIMIT,
  ) {
    this.entries = new LRUCache<string, Entry<T>>({ max: limit });
  }

  /** The session read for `id` within the TTL, or undefined (never remembered, forgotten or too old). */
  get(id: string, now: number): T | undefined {
    // peek: a hit does not renew the entry's place, the read longest ago goes first.
    const entry = this.entries.peek(id);
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
    this.entries.set(id, { value, readAt });
  }

  forget(id: string): void {
    this.forgets++;
    this.entries.delete(id);
  }
}
