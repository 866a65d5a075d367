import { LRUCache } from 'lru-cache';
import type { PublicTournamentDocument } from 'shared-domain';
import { prepareJson, type PreparedJson } from '../live/cacheable-json';
import { writtenOrganizerIds } from '../directory/directory-observer';
import { writeChanges, writtenTeamIds } from '../live/write-changes';
import type { TableNames } from '../store/tables';

/** A tournament's public document as sent (null: the public may not see it), and the teams it names. */
export interface CachedTournament {
  document: PublicTournamentDocument | null;
  json: PreparedJson | null;
}

interface Entry {
  answer: Promise<CachedTournament>;
  readAt: number;
  /** The teams and the organizer the document shows; null while it is being read. */
  teamIds: Set<string> | null;
  organizerId: string | null;
}

export interface TournamentCacheOptions {
  /** How long a document is served without reading again, for writes this gateway did not see (other instances). */
  freshMs: number;
  maxEntries: number;
  clock: () => number;
}

const DEFAULTS: TournamentCacheOptions = { freshMs: 5_000, maxEntries: 1_000, clock: Date.now };

/**
 * Public tournament documents kept in memory, so a page opened by thousands of visitors costs one read of
 * its three requests: concurrent requests share one read, and a write this gateway forwards drops the
 * documents it touches at once (before the live event goes out, so pages re-read the new one). Writes
 * made elsewhere show within `freshMs`. Failed reads are not kept. Both maps are lru-cache bounded by
 * maxEntries (the tournament read longest ago out first); freshness is judged here from the time the read
 * started (lru-cache would date it when the entry is stored, and the entry is stored before its read ends).
 */
export class PublicTournamentCache {
  private readonly entries: LRUCache<string, Entry>;
  /** The last answer read per tournament: a re-read that finds the same document keeps it (and what was made from it, like rendered pages). */
  private readonly lastAnswers: LRUCache<string, CachedTournament>;
  private readonly options: TournamentCacheOptions;
  private readonly dropListeners = new Set<(tournamentId: string) => void>();

  constructor(
    private readonly read: (tournamentId: string) => Promise<PublicTournamentDocument | null>,
    private readonly tables: TableNames,
    options: Partial<TournamentCacheOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.entries = new LRUCache<string, Entry>({ max: this.options.maxEntries });
    this.lastAnswers = new LRUCache<string, CachedTournament>({ max: this.options.maxEntries });
  }

  get(tournamentId: string): Promise<CachedTournament> {
    const now = this.options.clock();
    // peek: a hit does not renew the entry's place, the read longest ago goes first.
    const cached = this.entries.peek(tournamentId);
    if (cached && now - cached.readAt < this.options.freshMs) return cached.answer;
    const entry: Entry = { answer: this.readAnswer(tournamentId), readAt: now, teamIds: null, organizerId: null };
    this.entries.set(tournamentId, entry);
    entry.answer.then(
      ({ document }) => {
        entry.teamIds = new Set(document?.teams.map((t) => t.id) ?? []);
        entry.organizerId = document?.organizer?.id ?? null;
      },
      () => {
        if (this.entries.peek(tournamentId) === entry) this.entries.delete(tournamentId);
      },
    );
    return entry.answer;
  }

  /**
   * Tells `listener` of every tournament whose kept document a write dropped (after all of them are dropped), so
   * what is made from it can be made again before the next visitor asks. Returns the unsubscribe.
   */
  onDrop(listener: (tournamentId: string) => void): () => void {
    this.dropListeners.add(listener);
    return () => this.dropListeners.delete(listener);
  }

  /** The DynamoDB proxy's onWrite hook: forgets every document the acknowledged write may have changed. */
  readonly onWrite = (operation: string, input: Record<string, unknown>): void => {
    const dropped = new Set<string>();
    const drop = (tournamentId: string) => {
      if (this.entries.delete(tournamentId)) dropped.add(tournamentId);
    };
    for (const { tournamentId } of writeChanges(operation, input, this.tables)) drop(tournamentId);
    const teams = writtenTeamIds(operation, input, this.tables);
    // A renamed organizer changes which /:orgName/ addresses show its tournaments.
    const organizers = writtenOrganizerIds(operation, input, this.tables.organizers);
    if (teams.length > 0 || organizers.length > 0) {
      for (const [tournamentId, entry] of [...this.entries.entries()]) {
        // A read still under way may have read the team or organizer before the write: drop it too.
        const touched = teams.some((id) => entry.teamIds?.has(id)) || (entry.organizerId !== null && organizers.includes(entry.organizerId));
        if (!entry.teamIds || touched) drop(tournamentId);
      }
    }
    for (const tournamentId of dropped) for (const listener of this.dropListeners) listener(tournamentId);
  };

  private async readAnswer(tournamentId: string): Promise<CachedTournament> {
    const document = await this.read(tournamentId);
    const json = document ? prepareJson(JSON.stringify(document)) : null;
    const last = this.lastAnswers.peek(tournamentId);
    if (last && last.json?.hash === json?.hash) return last;
    const answer = { document, json };
    this.lastAnswers.set(tournamentId, answer);
    return answer;
  }
}
