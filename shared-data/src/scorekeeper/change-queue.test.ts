import type { Match } from 'shared-domain';
import { describe, expect, it } from 'vitest';
import { ChangeQueue, sendQueuedChanges, type QueuedChange } from './change-queue';
import { LinkClosedError, MatchChangedError, type ScorekeeperStore } from './scorekeeper-store';

const kept = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
};
const goal = (id: string, side: 'home' | 'away'): QueuedChange => ({ tournamentId: 't', matchId: 'm', change: { kind: 'goal', id, side, playerId: '', minute: 1 } });

/** A store over one match, whose network can be cut, and whose match someone else can change. */
function fakeStore(start: Match) {
  let stored = start;
  const state = { online: true, closed: false, sent: [] as string[] };
  const store = {
    async match() {
      if (!state.online) throw new TypeError('Failed to fetch');
      return stored;
    },
    async update(match: Match, fields: Partial<Match>) {
      if (!state.online) throw new TypeError('Failed to fetch');
      if (state.closed) throw new LinkClosedError('revoked');
      if ((match.version ?? 0) !== (stored.version ?? 0)) throw new MatchChangedError('changed');
      stored = { ...stored, ...fields, version: (stored.version ?? 0) + 1 };
      state.sent.push(String(fields.goals?.at(-1)?.id));
      return stored;
    },
    elsewhere(fields: Partial<Match>) {
      stored = { ...stored, ...fields, version: (stored.version ?? 0) + 1 };
    },
  };
  return { store, state, stored: () => stored };
}

const match: Match = { id: 'm', tournamentId: 't', organizerId: 'o', homeTeamId: 'a', awayTeamId: 'b', round: 1, homeGoals: 0, awayGoals: 0, goals: [], version: 1 };

describe('the score screen’s queue (issue 25)', () => {
  it('keeps every change while offline, in order, and sends them in that order once back', async () => {
    const queue = new ChangeQueue('q', kept());
    const { store, state, stored } = fakeStore(match);
    state.online = false;
    queue.push(goal('g1', 'home'));
    queue.push(goal('g2', 'away'));
    queue.push(goal('g3', 'home'));
    expect(await sendQueuedChanges(queue, store as unknown as ScorekeeperStore, new Map(), () => undefined)).toBe('offline');
    expect(queue.all().map((q) => q.change.id)).toEqual(['g1', 'g2', 'g3']);
    state.online = true;
    expect(await sendQueuedChanges(queue, store as unknown as ScorekeeperStore, new Map(), () => undefined)).toBe('sent');
    expect(state.sent).toEqual(['g1', 'g2', 'g3']);
    expect(queue.all()).toEqual([]);
    expect(stored()).toMatchObject({ homeGoals: 2, awayGoals: 1, version: 4 });
  });

  it('re-reads a match someone else changed and applies the change on top (the version check as usual)', async () => {
    const queue = new ChangeQueue('q', kept());
    const { store, stored } = fakeStore(match);
    const known = new Map([['t/m', match]]);
    store.elsewhere({ awayGoals: 1 });
    queue.push(goal('g1', 'home'));
    expect(await sendQueuedChanges(queue, store as unknown as ScorekeeperStore, known, () => undefined)).toBe('sent');
    expect(stored()).toMatchObject({ homeGoals: 1, awayGoals: 1, version: 3 });
  });

  it('stops and keeps the changes when the link was revoked', async () => {
    const queue = new ChangeQueue('q', kept());
    const { store, state } = fakeStore(match);
    state.closed = true;
    queue.push(goal('g1', 'home'));
    expect(await sendQueuedChanges(queue, store as unknown as ScorekeeperStore, new Map(), () => undefined)).toBe('closed');
    expect(queue.all()).toHaveLength(1);
  });

  it('survives a reload: the queue is read back from where it is kept', () => {
    const storage = kept();
    new ChangeQueue('q', storage).push(goal('g1', 'home'));
    expect(new ChangeQueue('q', storage).all().map((q) => q.change.id)).toEqual(['g1']);
  });
});
