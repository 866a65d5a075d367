// @vitest-environment node
// The SDK adapter against the real embedded store, through the real gateway (SigV4, policy, forwarding),
// signed as the super admin: what runs in the browser, minus the browser.
import { afterAll, beforeAll } from 'vitest';
import { createSdkStorage } from './sdk-storage';
import { signIn, startGatewayWorld, type GatewayWorld } from '../testing/gateway-world';
import { runStorageContract } from '../testing/storage-contract';

let world: GatewayWorld;

beforeAll(async () => {
  world = await startGatewayWorld('sdk-storage', 'contract-suite-password');
  signIn(await world.superAdmin());
}, 30_000);

afterAll(() => world?.close());

runStorageContract('SDK adapter through the gateway on the embedded store', createSdkStorage);
