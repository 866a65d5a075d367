import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// A test's time limit guards against a hang, not against slowness: on a loaded 2-core machine (CI, or several
// engineers' runs at once) suites that start a gateway or drive a screen took 5-6 s against Vitest's default 5 s.
const TEST_TIMEOUT_MS = 15_000;

// One Vitest run covers every package; each package is a project with its own environment.
// `isolate: false` (one module graph and one environment per worker, not per file) for shared-domain, whose
// tests are pure functions with no DOM, no module mock and no module state, and for the DOM kits (shared-ui,
// shared-football-ui: 87 s -> 28 s summed), which have no module mock or module state either. A file that left
// elements, focus, listeners or the theme in the shared jsdom once broke another in a clean CI run (the theme
// toggle's keyboard test, after server-typing's fields): shared-ui/src/testing/setup-dom.ts now gives every test
// a fresh document, storage and real timers, and the kits pass in shuffled orders (`--sequence.shuffle`).
// 'fresh-modules' (the app projects with module singletons: shared-data's page store, session and caches): one
// worker and one jsdom for many files too, and shared-ui/src/testing/setup-shared-worker.ts drops the evaluated
// source modules before each file (so every file gets its own singletons, as in a fresh worker) and undoes the
// globals a file stubbed; React, the kits' dependencies and the AWS SDK stay loaded (mf-admin: 250 s -> 107 s CPU
// under the same load). Files that `vi.mock` undo their mock in their own afterAll. The shell stays isolated: the
// Module Federation runtime (a node_modules package, kept per worker) holds page-wide state its tests register
// (remotes, plugins with their own fake network, cached manifests). The gateway's files share a forked process per
// worker too (`isolate: false`): each isolated file imported the gateway afresh, 85 of the project's 149 s; shared,
// 88 s in all. Each file starts and closes its own gateways, tables and timers, and they pass with the files in
// any order (`--sequence.shuffle.files`); its memory bound (login-flood) measures growth from the flood's start.
const nodeProject = (name: string, isolate = true) => ({
  test: {
    name,
    isolate,
    testTimeout: TEST_TIMEOUT_MS,
    root: `./${name}`,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // `*.local.test.ts` need DynamoDB Local (streams, transactions): the dynamodb-local project below runs them.
    exclude: [...configDefaults.exclude, '**/*.local.test.ts'],
  },
});
const domProject = (name: string, isolate: boolean | 'fresh-modules' = true) => ({
  test: {
    name,
    isolate: isolate === true,
    testTimeout: TEST_TIMEOUT_MS,
    root: `./${name}`,
    environment: 'jsdom',
    // Worker threads start faster than forked processes (shell + mf-public: 125 s against 148 s). The node
    // projects stay on forks: the gateway's memory bound reads the process's resident memory.
    pool: 'threads' as const,
    include: ['src/**/*.test.{ts,tsx}'],
    // `*.local.test.ts` need DynamoDB Local (transactions): the dynamodb-local project below runs them.
    exclude: [...configDefaults.exclude, '**/*.local.test.ts'],
    // Testing Library's automatic cleanup needs globals; this registers it explicitly.
    setupFiles: [
      fileURLToPath(new URL('./shared-ui/src/testing/setup-dom.ts', import.meta.url)),
      ...(isolate === 'fresh-modules' ? [fileURLToPath(new URL('./shared-ui/src/testing/setup-shared-worker.ts', import.meta.url))] : []),
    ],
  },
});

// The gateway's integration suites and the storage-port contract suite once more on AWS's DynamoDB Local
// (Streams, transactions, the real engine's checks), started once for the run by the project's globalSetup;
// the embedded dynalite runs them in the projects above. `npm test` leaves this project out (`test:unit`);
// CI runs it under Node 22 (`npm run test:node22`). `*.local.test.ts` (transactions, streams, three instances)
// run only here: the unit run no longer starts a DynamoDB Local of its own for them. Suites of HTTP alone, of dynalite itself and the
// fuzzers run only there (the engine changes nothing they check). Needs java 17+ (.ci/run installs it).
const DYNAMODB_LOCAL_SUITES = [
  'admin', 'auth', 'batch-get', 'calendar-feeds', 'concurrency', 'directory-home-search', 'directory-organizer-names',
  'directory-player', 'directory-routes', 'directory-search', 'directory-team', 'dynamodb-proxy', 'field-limits',
  'item-shapes', 'live-events', 'login-lockout', 'login-lookup', 'match-query-paging', 'organizer-delete',
  'organizer-delete-progress', 'organizer-delete-resume', 'policy-matrix-reads', 'policy-matrix-writes', 'public-match',
  'public-team-pages', 'public-tournament', 'hot-pages-store', 'read-filtering', 'regeneration-leases', 's3-media', 'scorekeeper-links', 'second-factor', 'share-card-routes',
];
const dynamodbLocalProject = {
  test: {
    name: 'dynamodb-local',
    environment: 'node',
    include: [...DYNAMODB_LOCAL_SUITES.map((suite) => `gateway/test/${suite}.test.ts`), 'gateway/test/*.local.test.ts', 'shared-data/src/**/*.local.test.ts', 'shared-data/src/storage/sdk-storage.test.ts'],
    globalSetup: ['./gateway/test/dynamodb-local-setup.ts'],
    // The JVM answers slower than an in-process dynalite on a busy machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on this project's 2-core machines, whose
    // other core then mostly waits (the main process only collects results). The unit run took 12.6 min so.
    maxWorkers: Math.max(os.availableParallelism() - 1, 2),
    projects: [
      nodeProject('shared-domain', false),
      nodeProject('gateway', false),
      domProject('shared-data', 'fresh-modules'),
      domProject('shared-ui', false),
      domProject('shared-football-ui', false),
      domProject('shell'),
      domProject('mf-admin', 'fresh-modules'),
      domProject('mf-public', 'fresh-modules'),
      domProject('mf-match-center', 'fresh-modules'),
      dynamodbLocalProject,
    ],
    // Benchmarks run in their package's project, so mf-admin's render benchmarks get jsdom and its setup.
    benchmark: { include: ['**/src/**/*.bench.{ts,tsx}'] },
  },
});
