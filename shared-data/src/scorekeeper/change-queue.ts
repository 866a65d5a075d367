import type { Match } from 'shared-domain';
import { scoreChangePatch, type ScoreChange } from 'shared-domain/match-clock';
import { LinkClosedError, MatchChangedError, type ScorekeeperStore } from './scorekeeper-store';

/** One tap waiting to be sent, with the match it is for. */
export interface QueuedChange {
  tournamentId: string;
  matchId: string;
  change: ScoreChange;
}

/** Where a queue is kept: localStorage in the browser (a test passes its own). */
type KeptText = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The score screen's changes not yet sent (issue 25), in the order they were made, kept in localStorage
 * under the link's id at every change: a closed tab, a flat battery or a reload loses nothing typed.
 */
export class ChangeQueue {
  constructor(
    private readonly key: string,
    private readonly kept: KeptText = globalThis.localStorage,
  ) {}

  all(): QueuedChange[] {
    try {
      const parsed: unknown = JSON.parse(this.kept.getItem(this.key) ?? '[]');
      return Array.isArray(parsed) ? (parsed as QueuedChange[]) : [];
    } catch {
      return [];
    }
  }

  push(change: QueuedChange): void {
    this.save([...this.all(), change]);
  }

  /** Removes the change with this id (it was sent, or there was nothing left to do). */
  drop(id: string): void {
    this.save(this.all().filter((queued) => queued.change.id !== id));
  }

  private save(changes: QueuedChange[]): void {
    this.kept.setItem(this.key, JSON.stringify(changes));
  }
}

/** How a send went: everything sent, stopped by the network (the rest waits), or the link no longer works. */
export type SendOutcome = 'sent' | 'offline' | 'closed';

/** Re-reads after a lost race before giving up for now (someone else writing the same match very fast). */
const MAX_RACES = 5;

/**
 * Sends the queued changes one by one, in order. Each is applied to the match as stored (the last answer,
 * or a fresh read after a lost race) and written with its version check; `onStored` hears every match as
 * stored. Stops at the first change the network cannot carry (it and the ones after it stay queued, in
 * order), or when the gateway refuses the link.
 */
export async function sendQueuedChanges(queue: ChangeQueue, store: ScorekeeperStore, known: Map<string, Match>, onStored: (match: Match) => void): Promise<SendOutcome> {
  for (const queued of queue.all()) {
    try {
      await sendOne(queued, store, known, onStored);
      queue.drop(queued.change.id);
    } catch (err) {
      if (err instanceof LinkClosedError) return 'closed';
      return 'offline';
    }
  }
  return 'sent';
}

async function sendOne(queued: QueuedChange, store: ScorekeeperStore, known: Map<string, Match>, onStored: (match: Match) => void): Promise<void> {
  const key = `${queued.tournamentId}/${queued.matchId}`;
  for (let race = 0; ; race++) {
    const current = known.get(key) ?? (await store.match(queued.tournamentId, queued.matchId));
    if (!current) return; // The match is gone: nothing to write it on.
    const patch = scoreChangePatch(current, queued.change);
    if (Object.keys(patch).length === 0) return;
    try {
      const stored = await store.update(current, patch);
      known.set(key, stored);
      onStored(stored);
      return;
    } catch (err) {
      if (!(err instanceof MatchChangedError) || race >= MAX_RACES) throw err;
      known.delete(key);
    }
  }
}
