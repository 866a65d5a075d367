import fs from 'node:fs';
import path from 'node:path';
import { ROOT, startGatewayProcess } from './gateway-process';
import { serveStatic } from './static-server';

/**
 * One gateway for the suite, on a free port with a throwaway data directory, serving the built
 * apps; plus the built Storybook. Workers inherit the URLs through the environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const app of ['shell', 'mf-admin', 'mf-public', 'mf-match-center']) {
    if (!fs.existsSync(path.join(ROOT, app, 'dist', 'index.html'))) {
      throw new Error(`${app} is not built: run "npm run build" first`);
    }
  }
  const gateway = await startGatewayProcess();
  process.env.E2E_BASE_URL = gateway.url;
  const storybookDir = path.join(ROOT, 'storybook', 'storybook-static');
  if (!fs.existsSync(path.join(storybookDir, 'iframe.html'))) {
    throw new Error('Storybook is not built: run "npm run storybook:build" first');
  }
  const storybook = await serveStatic(storybookDir);
  process.env.E2E_STORYBOOK_URL = storybook.url;
  return async () => {
    await storybook.close();
    await gateway.stop();
    fs.rmSync(gateway.dataDir, { recursive: true, force: true });
  };
}
