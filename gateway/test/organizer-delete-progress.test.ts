import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchWriteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import Fastify, { type FastifyInstance } from 'fastify';
import { MESSAGES } from 'shared-domain';
import { AdminError, type OrganizerAdmin } from '../src/admin/organizer-admin';
import type { DeleteProgressListener } from '../src/admin/running-deletes';
import type { AuthService } from '../src/auth/auth-service';
import { useJsonApi } from '../src/http/json-api';
import { registerAdminRoutes } from '../src/routes/admin-routes';
import { postJson } from './helpers';
import { publicStatuses, seedOrganizerContent, type OrganizerContentIds } from './organizer-delete-world';
import { TABLE, createWorld, match, type World } from './world';

type Line = { done: number; total: number } | { outcome: string; message?: string };

/** DELETE /admin/organizers/:id asking for progress lines; the answer's status, type and lines. */
async function deleteWithProgress(url: string, id: string, token: string) {
  const res = await fetch(`${url}/admin/organizers/${id}`, { method: 'DELETE', headers: { accept: 'application/x-ndjson', authorization: `Bearer ${token}` } });
  const text = await res.text();
  const lines = res.ok ? text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Line) : [];
  return { status: res.status, type: res.headers.get('content-type'), text, lines };
}

describe('the streamed organizer delete, against the gateway and its stores', () => {
  let w: World;
  let a: OrganizerContentIds;
  const EXTRA_MATCHES = 60;

  beforeAll(async () => {
    w = await createWorld();
    a = await seedOrganizerContent(w, 'A');
    await seedOrganizerContent(w, 'B');
    // A league's worth of matches more, so the matches go in several batches.
    const extra = Array.from({ length: EXTRA_MATCHES }, (_, i) => ({ PutRequest: { Item: match(`m_a_${i}`, a.tournamentId, w.A) } }));
    for (let start = 0; start < extra.length; start += 25) {
      await w.internal.send(new BatchWriteCommand({ RequestItems: { [TABLE.matches]: extra.slice(start, start + 25) } }));
    }
  }, 60_000);
  afterAll(async () => {
    await w?.dispose();
  });

  it('answers 200 with a line per batch, "done of total" items, then the outcome; the organizer is gone', async () => {
    const answer = await deleteWithProgress(w.t.url, w.A, w.admin.token);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/x-ndjson');

    // 3 images, 61 matches, 1 tournament, 1 team.
    const total = a.imageKeys.length + 1 + EXTRA_MATCHES + 1 + 1;
    const counts = answer.lines.slice(0, -1) as { done: number; total: number }[];
    expect(counts[0]).toEqual({ done: 0, total });
    expect(counts.at(-1)).toEqual({ done: total, total });
    expect(counts.every((line) => line.total === total)).toBe(true);
    const dones = counts.map((line) => line.done);
    expect(dones).toEqual([...dones].sort((x, y) => x - y));
    // Images a few at a time, matches 25 a batch: reported as they go, not only at the end.
    expect(dones).toEqual(expect.arrayContaining([3, 28, 53, 64, 65, 66]));
    expect(answer.lines.at(-1)).toEqual({ outcome: 'done' });

    const left = await w.internal.send(new ScanCommand({ TableName: TABLE.matches, ConsistentRead: true }));
    expect((left.Items ?? []).filter((item) => item.organizerId === w.A)).toEqual([]);
    expect(await publicStatuses(w.t.url, a)).toEqual([404, 404, 404, 404]);
  });

  it('keeps the plain answer for a caller that does not ask for lines, and the auth checks before either', async () => {
    const signedOut = await deleteWithProgress(w.t.url, w.B, 'bogus');
    expect(signedOut.status).toBe(401);
    expect(JSON.parse(signedOut.text)).toEqual({ message: 'Not signed in or session expired.' });
    const asOrganizer = await deleteWithProgress(w.t.url, w.B, w.logins.B.token);
    expect(asOrganizer.status).toBe(403);
    expect(JSON.parse(asOrganizer.text)).toEqual({ message: MESSAGES.superAdminRequired });
    expect((await postJson(`${w.t.url}/admin/organizers/${w.B}`, undefined, w.admin.token, 'DELETE')).status).toBe(204);
  });

  it('answers an organizer with nothing left as no items, then done', async () => {
    const again = await deleteWithProgress(w.t.url, w.A, w.admin.token);
    expect(again.lines).toEqual([{ done: 0, total: 0 }, { outcome: 'done' }]);
  });
});

/** A delete the test drives: it reports what `steps` say, then waits for `finish` to settle it. */
function scriptedDelete() {
  const calls: { id: string; onProgress?: DeleteProgressListener }[] = [];
  let settle!: { resolve: () => void; reject: (err: unknown) => void };
  const finished = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  let completed = false;
  const organizers = {
    delete: async (id: string, onProgress?: DeleteProgressListener) => {
      calls.push({ id, onProgress });
      onProgress?.({ done: 0, total: 10 });
      onProgress?.({ done: 4, total: 10 });
      await finished;
      onProgress?.({ done: 10, total: 10 });
      completed = true;
    },
  } as unknown as OrganizerAdmin;
  return { organizers, calls, settle, finished, completed: () => completed };
}

/** The admin routes alone, with a super admin signed in as "t0k3n" and a scripted OrganizerAdmin. */
async function adminRoutes(organizers: OrganizerAdmin, errors: unknown[]): Promise<FastifyInstance> {
  const auth = { resolveToken: async (token: string) => (token === 't0k3n' ? { user: { role: 'super_admin' } } : null) } as unknown as AuthService;
  const app = Fastify();
  await app.register(async (api) => {
    useJsonApi(api);
    registerAdminRoutes(api, { auth, organizers, onError: (err) => errors.push(err) });
  });
  return app;
}

const ASK_LINES = { accept: 'application/x-ndjson', authorization: 'Bearer t0k3n' };

describe('the streamed organizer delete when it fails or the page goes away', () => {
  it('ends with the spec failure text after the counts reached so far, and logs the cause', async () => {
    const scripted = scriptedDelete();
    const errors: unknown[] = [];
    const app = await adminRoutes(scripted.organizers, errors);
    const cause = new Error('connect ECONNREFUSED');
    scripted.settle.reject(cause);
    const answer = await app.inject({ method: 'DELETE', url: '/admin/organizers/org_1', headers: ASK_LINES });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.split('\n').filter(Boolean).map((line) => JSON.parse(line))).toEqual([
      { done: 0, total: 10 },
      { done: 4, total: 10 },
      { outcome: 'failed', message: MESSAGES.organizerDeleteFailed },
    ]);
    expect(errors).toEqual([cause]);
    await app.close();
  });

  it("ends with an AdminError's own text, unlogged", async () => {
    const scripted = scriptedDelete();
    const errors: unknown[] = [];
    const app = await adminRoutes(scripted.organizers, errors);
    scripted.settle.reject(new AdminError(409, 'Another refusal.'));
    const answer = await app.inject({ method: 'DELETE', url: '/admin/organizers/org_1', headers: ASK_LINES });
    expect(answer.body.split('\n').filter(Boolean).at(-1)).toBe('{"outcome":"failed","message":"Another refusal."}');
    expect(errors).toEqual([]);
    await app.close();
  });

  it('finishes the delete when the client goes away part-way', async () => {
    const scripted = scriptedDelete();
    const app = await adminRoutes(scripted.organizers, []);
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const leaving = new AbortController();
    const res = await fetch(`${url}/admin/organizers/org_1`, { method: 'DELETE', headers: ASK_LINES, signal: leaving.signal });
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('{"done":0,"total":10}');
    leaving.abort();
    await reader.read().catch(() => undefined);

    scripted.settle.resolve();
    await scripted.finished;
    await expect.poll(scripted.completed).toBe(true);
    await app.close();
  });
});
