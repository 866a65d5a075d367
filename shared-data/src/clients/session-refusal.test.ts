// @vitest-environment node
// A session revoked by a password reset, met by the data API (DynamoDB and S3 through the real gateway):
// the page is signed out at once, remembering who it was; a refusal that is not about the session
// (another organizer's item) and a session that still lives leave the page signed in.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore, setSession } from '../auth/session-store';
import { setCurrentOrganizerId } from '../organizer/current-organizer';
import { createSdkStorage } from '../storage/sdk-storage';
import { putObject } from './s3-client';
import { PNG, signIn, startGatewayWorld, type GatewayWorld, type Login } from '../testing/gateway-world';

const PASSWORD = 'session-refusal-suite-password';
const EMAIL = 'harbour@example.test';
let world: GatewayWorld;
let admin: Login;

/** The organizer signs in afresh (the password set before) and this page holds that session. */
async function organizerOnThisPage(): Promise<Login> {
  const login = await world.post<Login>('/auth/login', { identifier: EMAIL, password: PASSWORD });
  signIn(login);
  setCurrentOrganizerId(login.user.organizerId ?? null);
  return login;
}

/** The super admin resets the organizer's password (to the same text): every session of it ends. */
const revokeBypasswordReset = () => world.post('/admin/organizers/reset-password', { email: EMAIL, password: PASSWORD }, admin.token);

const team = (id: string, organizerId: string) => ({ id, name: id, organizerId, colors: ['#3B82F6'], players: [], createdAtISO: '2024-01-01T00:00:00.000Z' });

beforeAll(async () => {
  world = await startGatewayWorld('session-refusal', PASSWORD);
  admin = await world.superAdmin();
  signIn(admin);
  await createSdkStorage().create('teams', team('team_1_other', 'org_other'));
  await world.post('/admin/organizers', { name: 'Harbour League', email: EMAIL, password: PASSWORD }, admin.token);
}, 30_000);

afterAll(() => world?.close());

beforeEach(() => setSession({ status: 'loading' }));

describe('a session the data API refuses', () => {
  it('a DynamoDB write after a password reset signs the page out, noting who it was', async () => {
    const { user } = await organizerOnThisPage();
    const storage = createSdkStorage();
    await storage.create('teams', team('team_1_harbour', user.organizerId!));
    await revokeBypasswordReset();

    await expect(storage.update('teams', { id: 'team_1_harbour' }, { name: 'Typed but not saved' })).rejects.toMatchObject({
      name: 'UnrecognizedClientException',
      $metadata: { httpStatusCode: 403 },
    });
    expect(sessionStore.get()).toEqual({
      status: 'signed-out',
      ended: { role: 'organizer', userId: user.id, organizerId: user.organizerId },
    });
  });

  it('an S3 upload after a password reset signs the page out too', async () => {
    const { user } = await organizerOnThisPage();
    await createSdkStorage().create('teams', team('team_1_upload', user.organizerId!));
    await revokeBypasswordReset();

    await expect(putObject('teams/team_1_upload/logo-1.png', PNG, 'image/png')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    expect(sessionStore.get()).toMatchObject({ status: 'signed-out', ended: { userId: user.id } });
  });

  it("a policy refusal (another organizer's team) leaves a live session signed in", async () => {
    const { token } = await organizerOnThisPage();
    await expect(putObject('teams/team_1_other/logo-1.png', PNG, 'image/png')).rejects.toMatchObject({
      name: 'AccessDenied',
      $metadata: { httpStatusCode: 403 },
    });
    expect(sessionStore.get()).toMatchObject({ status: 'signed-in', token });
  });
});
