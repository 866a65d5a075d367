// The S3 client as a browser runs it (this file runs in jsdom, which has XMLHttpRequest): uploads go through
// XMLHttpRequest to the real gateway, signed as before, and each upload hears its own bytes sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSdkStorage } from '../storage/sdk-storage';
import { putObject } from './s3-client';
import { PNG, signIn, startGatewayWorld, type GatewayWorld } from '../testing/gateway-world';

const PASSWORD = 's3-progress-suite-password';
let world: GatewayWorld;

beforeAll(async () => {
  // The test page's origin calls the gateway across origins, as the apps of ALLOWED_ORIGINS do.
  world = await startGatewayWorld('s3-progress', PASSWORD, { allowedOrigins: [location.origin] });
  signIn(await world.superAdmin());
  await createSdkStorage().create('teams', { id: 'team_1_xhr', name: 'Upload FC', organizerId: 'org_x', colors: ['#3B82F6'], players: [], createdAtISO: '2024-01-01T00:00:00.000Z' });
}, 30_000);

afterAll(() => world?.close());

describe('putObject through XMLHttpRequest', () => {
  it('stores the bytes and reports this upload’s bytes sent, up to all of them; another upload at the same time hears only its own', async () => {
    const logo: number[] = [];
    const photo: number[] = [];
    const photoBytes = new Uint8Array([...PNG, ...new Uint8Array(100)]);
    await Promise.all([
      putObject('teams/team_1_xhr/logo-1.png', PNG, 'image/png', (sent) => logo.push(sent)),
      putObject('teams/team_1_xhr/photo-1.png', photoBytes, 'image/png', (sent) => photo.push(sent)),
    ]);
    expect(logo.at(-1)).toBe(PNG.byteLength);
    expect(Math.max(...logo)).toBe(PNG.byteLength);
    expect(photo.at(-1)).toBe(photoBytes.byteLength);

    const served = await fetch(`${world.gateway.url}/media/teams/team_1_xhr/logo-1.png`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('rejects a refused upload as before (the S3 error by name)', async () => {
    await expect(putObject('not-an-image-folder/x.png', PNG, 'image/png', () => undefined)).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
  });
});
