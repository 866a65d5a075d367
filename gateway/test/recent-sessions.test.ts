import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { RecentSessions } from '../src/auth/recent-sessions';
import { SessionStore, type StoredSession } from '../src/auth/sessions';

describe('RecentSessions', () => {
  it('answers within the TTL only', () => {
    const recent = new RecentSessions<string>(1000, 10);
    recent.remember('a', 'session a', 5000, recent.mark());
    expect(recent.get('a', 5000)).toBe('session a');
    expect(recent.get('a', 5999)).toBe('session a');
    expect(recent.get('a', 6000)).toBeUndefined();
    // Once too old it is gone, even for a clock that goes back.
    expect(recent.get('a', 5500)).toBeUndefined();
  });

  it('does not trust an entry from the future (a clock that went back)', () => {
    const recent = new RecentSessions<string>(1000, 10);
    recent.remember('a', 'session a', 5000, recent.mark());
    expect(recent.get('a', 4999)).toBeUndefined();
  });

  it('forgets at once, and does not remember a read that raced a forget', () => {
    const recent = new RecentSessions<string>(1000, 10);
    recent.remember('a', 'session a', 0, recent.mark());
    recent.forget('a');
    expect(recent.get('a', 1)).toBeUndefined();

    const before = recent.mark();
    recent.forget('b');
    recent.remember('a', 'read before the forget', 2, before);
    expect(recent.get('a', 3)).toBeUndefined();
    recent.remember('a', 'read after the forget', 4, recent.mark());
    expect(recent.get('a', 5)).toBe('read after the forget');
  });

  it('holds at most `limit` sessions, dropping the one read longest ago', () => {
    const recent = new RecentSessions<string>(1000, 2);
    recent.remember('a', 'a', 0, recent.mark());
    recent.remember('b', 'b', 1, recent.mark());
    recent.remember('a', 'a again', 2, recent.mark());
    recent.remember('c', 'c', 3, recent.mark());
    expect([recent.get('a', 4), recent.get('b', 4), recent.get('c', 4)]).toEqual(['a again', undefined, 'c']);
  });
});

/** A document client holding one auth-sessions table in memory, counting the commands sent. */
function fakeTable(items: Map<string, StoredSession>) {
  const sent: string[] = [];
  const doc = {
    send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      sent.push(command.constructor.name);
      const id = (command.input.Key as { id?: string } | undefined)?.id ?? '';
      if (command.constructor.name === 'GetCommand') return { Item: items.get(id) };
      if (command.constructor.name === 'DeleteCommand') items.delete(id);
      if (command.constructor.name === 'BatchWriteCommand') {
        const requests = Object.values(command.input.RequestItems as Record<string, Array<{ DeleteRequest: { Key: { id: string } } }>>)[0] ?? [];
        for (const r of requests) items.delete(r.DeleteRequest.Key.id);
        return { UnprocessedItems: {} };
      }
      return {};
    },
  };
  return { doc: doc as unknown as DynamoDBDocumentClient, reads: () => sent.filter((name) => name === 'GetCommand').length };
}

const session = (id: string): StoredSession => ({
  id,
  userId: 'user_1',
  role: 'organizer',
  organizerId: 'org_1',
  createdAt: '2025-01-01T00:00:00.000Z',
  expiresAt: '2025-01-08T00:00:00.000Z',
  expiresAtEpoch: 1736294400,
});

describe('SessionStore.getRecent', () => {
  it('reads a session once per TTL, and again once this store deleted it', async () => {
    const items = new Map([['s1', session('s1')], ['s2', session('s2')]]);
    const table = fakeTable(items);
    const store = new SessionStore(table.doc, 'sessions', new RecentSessions(1000, 10));
    expect((await store.getRecent('s1', 0))?.id).toBe('s1');
    expect((await store.getRecent('s1', 999))?.id).toBe('s1');
    expect(table.reads()).toBe(1);
    expect(await store.getRecent('s1', 1000)).not.toBeNull();
    expect(table.reads()).toBe(2);

    await store.delete('s1');
    expect(await store.getRecent('s1', 1001)).toBeNull();
    await store.getRecent('s2', 1001);
    await store.deleteMany(['s2']);
    expect(await store.getRecent('s2', 1002)).toBeNull();
  });

  it('never remembers a session that does not exist', async () => {
    const items = new Map<string, StoredSession>();
    const table = fakeTable(items);
    const store = new SessionStore(table.doc, 'sessions', new RecentSessions(1000, 10));
    expect(await store.getRecent('s1', 0)).toBeNull();
    items.set('s1', session('s1'));
    expect((await store.getRecent('s1', 1))?.id).toBe('s1');
  });
});
