import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two, one per core. E2E_WORKERS tries another count without a change. Three were flakier under load from other
  // work (7 to 23); after the suite's Chromium stopped building its unseen address-bar popup (support/chromium.ts),
  // three clean runs on three workers took 8.2, 9.8 and 8.0 min against 9.6 on two, but a fourth (11.2 min) failed
  // match-day-tournament twice (its 51 saves not done within 60 s): not the default until that spec holds on three.
  workers: Number(process.env.E2E_WORKERS) || 2,
  // One retry: a test that fails twice fails the run; one that passes on its retry is still reported as
  // "flaky" in the summary, to be fixed, but does not stop everything else landing (a timing race of the test
  // under a loaded CI machine cost a whole submission).
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    // Set by global-setup before the workers start (they inherit its environment).
    baseURL: process.env.E2E_BASE_URL,
    // Recording a trace of every test (screenshots and DOM snapshots at each step) costs CPU on a 2-core machine
    // whether the test passes or not: E2E_TRACE=retain-on-failure records them to debug a failure.
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
