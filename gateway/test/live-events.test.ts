import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createWorld, match, TABLE, tournament, type World } from './world';
import { changes, openStream } from './live-stream';

let w: World;
let base: string;
const events = (tournamentId: string) => `${base}/api/public/tournaments/${encodeURIComponent(tournamentId)}/events`;

beforeAll(async () => {
  w = await createWorld();
  base = w.t.url;
  for (const item of [tournament('tn_live', w.A, 'public'), tournament('tn_hidden', w.A, 'private'), tournament('tn_switch', w.A, 'public')]) {
    await w.internal.send(new PutCommand({ TableName: TABLE.tournaments, Item: item }));
  }
  for (const item of [match('m1', 'tn_live', w.A), match('m2', 'tn_live', w.A), match('m1', 'tn_hidden', w.A), match('m1', 'tn_switch', w.A)]) {
    await w.internal.send(new PutCommand({ TableName: TABLE.matches, Item: item }));
  }
}, 60_000);
afterAll(async () => {
  await w?.dispose();
});

/** An organizer's score edit through the real proxy, signed with their session credentials. */
function setScore(tournamentId: string, matchId: string, homeGoals: number) {
  return w.as.A.send(
    new UpdateCommand({ TableName: TABLE.matches, Key: { tournamentId, id: matchId }, UpdateExpression: 'SET homeGoals = :g', ExpressionAttributeValues: { ':g': homeGoals } }),
  );
}

function setVisibility(tournamentId: string, visibility: 'public' | 'private') {
  return w.as.A.send(
    new UpdateCommand({ TableName: TABLE.tournaments, Key: { id: tournamentId }, UpdateExpression: 'SET visibility = :v', ExpressionAttributeValues: { ':v': visibility } }),
  );
}

const isChangeOf = (matchId: string | undefined) => (m: { event?: string; data?: string }) =>
  m.event === 'change' && (JSON.parse(m.data ?? '{}') as { matchId?: string }).matchId === matchId;

describe('GET /api/public/tournaments/:id/events', () => {
  it('opens a stream with retry first and the event-stream headers', async () => {
    const stream = await openStream(events('tn_live'));
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
      expect(stream.headers['x-accel-buffering']).toBe('no');
      expect(stream.headers['access-control-allow-origin']).toBe('*');
      const first = await stream.next(() => true);
      expect(first.retry).toBe('2000');
    } finally {
      stream.close();
    }
  });

  it("delivers an organizer's score edit to a public tournament's subscriber within 2 s, with its matchId", async () => {
    const stream = await openStream(events('tn_live'));
    try {
      await stream.next((m) => m.id !== undefined);
      const written = Date.now();
      await setScore('tn_live', 'm1', 3);
      const event = await stream.next(isChangeOf('m1'), 2000);
      expect(Date.now() - written).toBeLessThan(2000);
      expect(JSON.parse(event.data ?? '')).toEqual({ tournamentId: 'tn_live', matchId: 'm1' });
      expect(Number(event.id)).toBeGreaterThan(0);
    } finally {
      stream.close();
    }
  });

  it('refuses private and missing tournaments with the same 404', async () => {
    for (const id of ['tn_hidden', 'tn_nowhere', 'x'.repeat(201)]) {
      const stream = await openStream(events(id));
      expect(stream.status).toBe(404);
      expect(JSON.parse(stream.body)).toEqual({ message: 'Match not available' });
    }
  });

  it('keeps match writes of a tournament switched to private away from its subscribers, but tells them of the switch', async () => {
    const stream = await openStream(events('tn_switch'));
    try {
      await stream.next((m) => m.id !== undefined);
      await setVisibility('tn_switch', 'private');
      await stream.next(isChangeOf(undefined));
      await setScore('tn_switch', 'm1', 5);
      // Switching back is published too: once it arrives, the private-time score edit would have been before it.
      await setVisibility('tn_switch', 'public');
      await stream.next((m) => m.event === 'change' && stream.messages.filter(isChangeOf(undefined)).length === 2);
      expect(changes(stream)).toEqual([{ tournamentId: 'tn_switch' }, { tournamentId: 'tn_switch' }]);
    } finally {
      stream.close();
    }
  });

  it('replays what a reconnecting subscriber missed (Last-Event-ID header or lastEventId query)', async () => {
    const first = await openStream(events('tn_live'));
    await first.next((m) => m.id !== undefined);
    await setScore('tn_live', 'm1', 1);
    const seen = await first.next(isChangeOf('m1'));
    first.close();
    await first.ended;
    await setScore('tn_live', 'm2', 2);
    await setScore('tn_live', 'm1', 4);

    for (const open of [() => openStream(events('tn_live'), { 'last-event-id': seen.id ?? '' }), () => openStream(`${events('tn_live')}?lastEventId=${seen.id}`)]) {
      const again = await open();
      try {
        const position = await again.next((m) => m.id !== undefined && m.event === undefined);
        expect(changes(again)).toEqual([
          { tournamentId: 'tn_live', matchId: 'm2' },
          { tournamentId: 'tn_live', matchId: 'm1' },
        ]);
        expect(Number(position.id)).toBeGreaterThan(Number(seen.id));
      } finally {
        again.close();
      }
    }
  });

  it('asks for a resync when the Last-Event-ID is unknown (another process, garbage)', async () => {
    for (const id of ['123', 'not-a-number']) {
      const stream = await openStream(events('tn_live'), { 'last-event-id': id });
      try {
        await stream.next((m) => m.event === 'resync');
        expect(stream.messages.find((m) => m.event === 'resync')?.data).toBe('{}');
        expect(changes(stream)).toEqual([]);
      } finally {
        stream.close();
      }
    }
  });
});
