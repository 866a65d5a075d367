import fs from 'node:fs';
import path from 'node:path';
import { startDynamoDbLocal } from '../../gateway/test/dynamodb-local';
import { ROOT, startGatewayProcess } from './gateway-process';
import { serveStatic } from './static-server';
import { startStorybookBuild } from './storybook-build';

/**
 * One gateway for the suite, on a free port with a throwaway data directory, serving the built
 * apps; plus the built Storybook (with E2E_BUILD_STORYBOOK=1 built meanwhile, see storybook-build.ts). Workers inherit
 * the URLs through the environment.
 * E2E_STORE=dynamodb-local (`npm run test:e2e:dynamodb-local`, issue 26): the gateway's store is AWS's DynamoDB
 * Local instead of the embedded dynalite, with the change feed read from its streams, as a production
 * instance runs (the embedded s3rver stays).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const app of ['shell', 'mf-admin', 'mf-public', 'mf-match-center']) {
    if (!fs.existsSync(path.join(ROOT, app, 'dist', 'index.html'))) {
      throw new Error(`${app} is not built: run "npm run build" first`);
    }
  }
  const engine = process.env.E2E_STORE === 'dynamodb-local' ? await startDynamoDbLocal() : null;
  if (engine) {
    // The gateway process inherits this environment; any key pair opens DynamoDB Local.
    Object.assign(process.env, { DYNAMODB_ENDPOINT: engine.endpoint, AWS_ACCESS_KEY_ID: 'e2e', AWS_SECRET_ACCESS_KEY: 'e2e', CHANGE_FEED: 'streams' });
  }
  const gateway = await startGatewayProcess();
  process.env.E2E_BASE_URL = gateway.url;
  const storybookDir = path.join(ROOT, 'storybook', 'storybook-static');
  // E2E_BUILD_STORYBOOK=1 (`npm run test:e2e`): Storybook is built beside the suite, from now on, rather than before it.
  const storybookBuild = process.env.E2E_BUILD_STORYBOOK === '1' ? startStorybookBuild() : null;
  if (!storybookBuild && !fs.existsSync(path.join(storybookDir, 'iframe.html'))) {
    throw new Error('Storybook is not built: run "npm run storybook:build" first');
  }
  const storybook = await serveStatic(storybookDir, storybookBuild?.done);
  process.env.E2E_STORYBOOK_URL = storybook.url;
  return async () => {
    await storybook.close();
    await gateway.stop();
    await engine?.stop();
    fs.rmSync(gateway.dataDir, { recursive: true, force: true });
    // A failed build fails the run even when no test opened it (it is the build that is published).
    await storybookBuild?.done;
  };
}
