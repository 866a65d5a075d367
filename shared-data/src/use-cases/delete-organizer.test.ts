// @vitest-environment node
// deleteOrganizer against the real gateway: it reads the delete's streamed progress lines as they come.
import { MESSAGES } from 'shared-domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setSession, sessionStore } from '../auth/session-store';
import { currentOrganizerStore, setCurrentOrganizerId } from '../organizer/current-organizer';
import { createSdkStorage } from '../storage/sdk-storage';
import { deleteOrganizer, type OrganizerDeleteProgress } from './delete-organizer';
import { signIn, startGatewayWorld, type GatewayWorld, type Login } from '../testing/gateway-world';

const PASSWORD = 'delete-organizer-suite-password';
let world: GatewayWorld;

let admin: Login;

beforeAll(async () => {
  world = await startGatewayWorld('delete-organizer', PASSWORD);
  admin = await world.superAdmin();
}, 30_000);

afterAll(() => world?.close());

afterEach(() => vi.unstubAllGlobals());

describe('deleteOrganizer', () => {
  it('reports "done of total" items as the gateway deletes them, then the organizer and its teams are gone and unselected', async () => {
    signIn(admin);
    const { organizer } = await world.post<{ organizer: { id: string } }>('/admin/organizers', { name: 'Lakeside League', email: 'lakeside@example.test', password: PASSWORD }, admin.token);
    const storage = createSdkStorage();
    const teams = Array.from({ length: 30 }, (_, i) => ({ id: `team_${i}_lake`, name: `Lake ${i}`, organizerId: organizer.id, colors: ['#3B82F6'], players: [], createdAtISO: '2024-01-01T00:00:00.000Z' }));
    await storage.putMany('teams', teams);
    setCurrentOrganizerId(organizer.id);

    const heard: OrganizerDeleteProgress[] = [];
    await deleteOrganizer(organizer.id, (progress) => heard.push(progress));

    expect(heard[0]).toEqual({ done: 0, total: 30 });
    // Teams go 25 a batch: a count after each.
    expect(heard.slice(1)).toEqual([{ done: 25, total: 30 }, { done: 30, total: 30 }]);
    expect(await storage.get('organizers', { id: organizer.id })).toBeNull();
    expect(await storage.get('teams', { id: 'team_0_lake' })).toBeNull();
    expect(currentOrganizerStore.get()).toBeNull();
  });

  it("rejects with the gateway's failure line, after the counts it heard", async () => {
    signIn(admin);
    const lines = `{"done":0,"total":8}\n{"done":3,"total":8}\n{"outcome":"failed","message":"${MESSAGES.organizerDeleteFailed}"}\n`;
    vi.stubGlobal('fetch', async () => new Response(lines, { status: 200, headers: { 'content-type': 'application/x-ndjson' } }));
    const heard: OrganizerDeleteProgress[] = [];
    await expect(deleteOrganizer('org_x', (p) => heard.push(p))).rejects.toMatchObject({ name: 'GatewayError', message: MESSAGES.organizerDeleteFailed });
    expect(heard).toEqual([{ done: 0, total: 8 }, { done: 3, total: 8 }]);
  });

  it.each([
    ['between lines', '{"done":0,"total":8}\n'],
    ['mid-line', '{"done":0,"total":8}\n{"done":3,'],
  ])('rejects when the answer stops before its outcome line (the connection dropped %s), keeping the selection', async (_when, body) => {
    signIn(admin);
    setCurrentOrganizerId('org_x');
    vi.stubGlobal('fetch', async () => new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } }));
    const heard: OrganizerDeleteProgress[] = [];
    await expect(deleteOrganizer('org_x', (p) => heard.push(p))).rejects.toMatchObject({ name: 'DeleteOutcomeUnknownError' });
    expect(heard).toEqual([{ done: 0, total: 8 }]);
    expect(currentOrganizerStore.get()).toBe('org_x');
    setCurrentOrganizerId(null);
  });

  it('signs the page out when the gateway no longer knows its session', async () => {
    setSession({ status: 'signed-in', user: admin.user, token: 'revoked-token' });
    await expect(deleteOrganizer('org_x')).rejects.toMatchObject({ name: 'GatewayError', status: 401 });
    expect(sessionStore.get().status).toBe('signed-out');
  });
});
