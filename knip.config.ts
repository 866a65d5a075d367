// knip: unused files, exports and dependencies. `npm run check:unused` runs it twice: the default
// mode (tests and tools included: unused test helpers and devDependencies) and --production, which
// follows only the `!` patterns below, so an export that only tests use is reported as unused.
import type { KnipConfig } from 'knip';

const TESTS = 'src/**/*.test.{ts,tsx}';
const STORIES = 'src/**/*.stories.{ts,tsx}';
const production = process.argv.includes('--production');

// Public packages (their `main` is a production entry): what the entry exports is checked too
// (includeEntryExports), so an export nobody imports, or in --production only tests import, is reported.
const sharedPackage = (extraEntries: string[] = []) => ({
  entry: [TESTS, ...extraEntries],
  // Story helpers and `src/testing` (test-only entries such as `shared-data/testing`) are not production code.
  project: ['src/**/*.{ts,tsx}!', '!src/**/stories/**!', '!src/testing/**!'],
  includeEntryExports: true,
  // Storybook reads a story file's exports; nothing imports them.
  ignoreIssues: { [STORIES]: ['exports' as const] },
  // package.json `exports` makes `./testing` an entry even in --production, where only tests use it.
  ignore: production ? ['src/testing/**'] : [],
});

const storiedPackage = {
  ...sharedPackage([STORIES]),
  // Stories are built by the storybook workspace, which owns the Storybook packages.
  ignoreDependencies: ['storybook-react-rsbuild'],
};

const remote = {
  entry: ['src/screens.ts!', 'src/ssr/render-*.tsx!', TESTS],
  // `testing` folders hold a remote's test and story helpers (render a screen over the in-memory
  // storage, sample views): not production code.
  project: ['src/**/*.{ts,tsx}!', '!src/**/testing/**!'],
};

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs!'],
      project: ['scripts/**/*.{mjs,ts,tsx}!', '*.{js,cjs,mjs,ts}'],
      // render-standalone.tsx is compiled into each remote's standalone page; the remotes list these
      // (outside --production, the root's @types/react stands in for react).
      // amplify-dynamodb-simulator is only a carrier of AWS's DynamoDB Local jar, which tests start with java by path.
      ignoreDependencies: ['react-dom', 'react-router-dom', 'jotai', 'amplify-dynamodb-simulator', ...(production ? ['react'] : [])],
      // `bench:web` runs e2e/bench/web-bench.ts with tsx, which the gateway workspace owns (it runs on it).
      ignoreBinaries: ['tsx'],
    },
    // src/ssr/*: the server entries the gateway loads from dist-ssr (rspack.ssr.config.mjs builds them).
    shell: {
      entry: [TESTS, 'src/ssr/render-layout.tsx!'],
      project: ['src/**/*.{ts,tsx}!'],
    },
    // The shell reaches `./screens` only through federation: it is an entry of each remote.
    'mf-*': remote,
    // mf-match-center also exposes `./widget` (the embeddable widget, loaded by widget.js, whose build
    // rspack.config.mjs names) and has the widget's stories.
    'mf-match-center': {
      ...remote,
      entry: [...remote.entry, 'src/widget.ts!', STORIES],
      // Stories are built by the storybook workspace, which owns the Storybook packages.
      ignoreDependencies: ['storybook-react-rsbuild'],
    },
    'shared-domain': sharedPackage(['src/**/*.bench.ts']),
    // `shared-data/testing` is a published entry (package.json `exports`) that reaches package internals
    // (the storage and image-store setters, the table schema): in --production it is an entry too, so what
    // it uses counts as used; its own files stay ignored there (only tests use them).
    'shared-data': {
      ...sharedPackage(production ? ['src/testing/index.ts!'] : []),
      project: ['src/**/*.{ts,tsx}!'],
    },
    'shared-ui': storiedPackage,
    'shared-football-ui': storiedPackage,
    gateway: {
      // print-policy-table regenerates the README's policy table from the policy definition.
      // src/main.ts is the server itself (npm start runs it through tsx). The share cards' render worker is
      // started by file URL (card-render-worker.mjs loads the .ts through tsx); benches are run by vitest bench.
      entry: ['src/main.ts!', 'scripts/*.ts!', 'src/share-cards/card-render-worker.{mjs,ts}!', 'test/**/*.test.ts', 'src/**/*.bench.ts'],
      project: ['src/**/*.ts!', 'scripts/**/*.ts!', 'test/**/*.ts'],
      // The share cards' font files are resolved by path (card-renderer.ts), never imported.
      ignoreDependencies: ['@fontsource/inter'],
      // test/dynamodb-local.ts starts AWS's DynamoDB Local jar with the machine's Java (.ci/run installs it).
      ignoreBinaries: ['java'],
    },
    // The built Storybook is a deliverable (the kit's living documentation), so what it uses counts.
    storybook: {
      entry: ['.storybook/*.{ts,tsx}!'],
      project: ['.storybook/**/*.{ts,tsx}!'],
    },
    e2e: {
      // overhead-bench.ts: the bench's gateway overhead section alone (npx tsx e2e/bench/overhead-bench.ts).
      entry: ['tests/**/*.spec.ts', 'bench/overhead-bench.ts'],
      project: ['**/*.ts'],
    },
  },
};

export default config;
