// @vitest-environment node
// The S3 client that uploads load on demand, against the real gateway and embedded store: an organizer's
// PUT of its team's logo is signed, checked and stored, and served back under /media/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSdkStorage } from '../storage/sdk-storage';
import { putObject } from './s3-client';
import { PNG, signIn, startGatewayWorld, type GatewayWorld, type Login } from '../testing/gateway-world';

const PASSWORD = 's3-client-suite-password';
let world: GatewayWorld;

let organizer: Login;

beforeAll(async () => {
  world = await startGatewayWorld('s3-client', PASSWORD);
  const admin = await world.superAdmin();
  signIn(admin);
  // Another organizer's team, which the organizer below may not decorate.
  await createSdkStorage().create('teams', { id: 'team_1_other', name: 'Elsewhere FC', organizerId: 'org_other', colors: ['#3B82F6'], players: [], createdAtISO: '2024-01-01T00:00:00.000Z' });
  const email = 'riverside@example.test';
  await world.post('/admin/organizers', { name: 'Riverside League', email, password: PASSWORD }, admin.token);
  organizer = await world.post<Login>('/auth/login', { identifier: email, password: PASSWORD });
}, 30_000);

afterAll(() => world?.close());

describe('putObject', () => {
  it("stores an organizer's team logo through the gateway, served back under /media/", async () => {
    signIn(organizer);
    const organizerId = organizer.user.organizerId!;
    await createSdkStorage().create('teams', { id: 'team_1_s3', name: 'Riverside FC', organizerId, colors: ['#3B82F6'], players: [], createdAtISO: '2024-01-01T00:00:00.000Z' });

    await putObject('teams/team_1_s3/logo-1.png', PNG, 'image/png');
    const served = await fetch(`${world.gateway.url}/media/teams/team_1_s3/logo-1.png`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it("rejects when the gateway refuses the upload (another organizer's team)", async () => {
    signIn(organizer);
    await expect(putObject('teams/team_1_other/logo-1.png', PNG, 'image/png')).rejects.toMatchObject({
      name: 'AccessDenied',
      $metadata: { httpStatusCode: 403 },
    });
    expect((await fetch(`${world.gateway.url}/media/teams/team_1_other/logo-1.png`)).status).toBe(404);
  });
});
