import { LRUCache } from 'lru-cache';
import type { TournamentFacts } from '../policy/read-filter';
import type { OwnershipLookups } from '../store/ownership-lookups';

/** How long a tournament's facts read from the table judge reads of its matches without being read again. */
const RECENT_TOURNAMENT_TTL_MS = 1000;
/** Tournaments remembered at most: two short strings each, so the bound is about a megabyte. */
const RECENT_TOURNAMENT_LIMIT = 10_000;

interface Entry {
  /** null: no such tournament (its matches read as absent). */
  facts: TournamentFacts | null;
  readAt: number;
}

/**
 * Who owns a tournament and whether it is private, as a consistent read found it less than a second ago,
 * so the matches of a page that many visitors open cost one tournament read a second instead of one per
 * request. Only reads are judged from it (write checks always read the table). Every write to the
 * tournaments table that this gateway forwards forgets all of it, before and after the write, and a read
 * that was under way meanwhile is not remembered: through this gateway a switch to private hides the
 * matches on the very next request. Another gateway instance sharing the table may answer from its memory
 * for at most the TTL, as with sessions (RecentSessions). Bounded by lru-cache (the tournament read longest
 * ago out first); freshness is judged here from the time the read started, as RecentSessions does.
 */
export class RecentTournaments {
  private readonly entries: LRUCache<string, Entry>;
  /** Counts forgets: a read that started before one may hold facts a write has since changed. */
  private generation = 0;

  constructor(
    private readonly clock: () => number = () => performance.now(),
    private readonly ttlMs = RECENT_TOURNAMENT_TTL_MS,
    limit = RECENT_TOURNAMENT_LIMIT,
  ) {
    this.entries = new LRUCache<string, Entry>({ max: limit });
  }

  /** The facts of `id` read within the TTL; null when it did not exist then; undefined when not known. */
  get(id: string): TournamentFacts | null | undefined {
    // peek: a hit does not renew the entry's place, the read longest ago goes first.
    const entry = this.entries.peek(id);
    if (!entry) return undefined;
    const age = this.clock() - entry.readAt;
    if (age >= 0 && age < this.ttlMs) return entry.facts;
    this.entries.delete(id);
    return undefined;
  }

  /**
   * Facts of the tournaments among `ids`, as lookups.tournaments() answers: from memory where known, the
   * rest read from the table (consistent) and remembered unless a write was forwarded meanwhile.
   */
  async lookup(ids: readonly string[], lookups: OwnershipLookups): Promise<Map<string, TournamentFacts>> {
    const found = new Map<string, TournamentFacts>();
    const missing: string[] = [];
    for (const id of ids) {
      const facts = this.get(id);
      if (facts === undefined) missing.push(id);
      else if (facts) found.set(id, facts);
    }
    if (missing.length === 0) return found;
    const generation = this.generation;
    const readAt = this.clock();
    const read = await lookups.tournaments(missing);
    for (const id of missing) {
      const facts = read.get(id);
      if (facts) found.set(id, facts);
      if (generation === this.generation) this.remember(id, facts ?? null, readAt);
    }
    return found;
  }

  /** Called around every forwarded write to the tournaments table: nothing read before it is used after. */
  forgetAll(): void {
    this.generation++;
    this.entries.clear();
  }

  private remember(id: string, facts: TournamentFacts | null, readAt: number): void {
    this.entries.set(id, { facts, readAt });
  }
}
