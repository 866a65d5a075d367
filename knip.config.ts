// knip: unused files, exports and dependencies. `npm run check:unused` runs it twice: the default
// mode (tests and tools included: unused test helpers and devDependencies) and --production, which
// follows only the `!` patterns below, so an export that only tests use is reported as unused.
import type { KnipConfig } from 'knip';

const TESTS = 'src/**/*.test.{ts,tsx}';
const STORIES = 'src/**/*.stories.{ts,tsx}';

// Public packages (their `main` is a production entry): what the entry exports is checked too
// (includeEntryExports), so an export nobody imports, or in --production only tests import, is reported.
const sharedPackage = (extraEntries: string[] = []) => ({
  entry: [TESTS, ...extraEntries],
  // `src/testing` holds test-only entries (e.g. `shared-data/testing`): never production code.
  project: ['src/**/*.{ts,tsx}!', '!src/testing/**!'],
  includeEntryExports: true,
  // Storybook reads a story file's exports; nothing imports them.
  ignoreIssues: { [STORIES]: ['exports' as const] },
});

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs!'],
      project: ['scripts/**/*.{mjs,ts,tsx}!', '*.{js,cjs,mjs,ts}'],
      // render-standalone.tsx is compiled into each remote's standalone page; the remotes list these.
      ignoreDependencies: ['react-dom', 'react-router-dom'],
    },
    shell: {
      entry: [TESTS],
      project: ['src/**/*.{ts,tsx}!'],
    },
    // The shell reaches `./screens` only through federation: it is an entry of each remote.
    'mf-*': {
      entry: ['src/screens.ts!', TESTS],
      project: ['src/**/*.{ts,tsx}!'],
    },
    'shared-domain': sharedPackage(['src/**/*.bench.ts']),
    'shared-data': sharedPackage(),
    'shared-ui': {
      ...sharedPackage([STORIES]),
      // Stories are built by the storybook workspace, which owns the Storybook packages.
      ignoreDependencies: ['storybook-react-rsbuild'],
    },
    'shared-football-ui': sharedPackage([STORIES]),
    gateway: {
      // print-policy-table regenerates the README's policy table from the policy definition.
      entry: ['scripts/*.ts!', 'test/**/*.test.ts'],
      project: ['src/**/*.ts!', 'scripts/**/*.ts!', 'test/**/*.ts'],
    },
    storybook: {
      entry: ['.storybook/*.{ts,tsx}'],
      project: ['.storybook/**/*.{ts,tsx}'],
    },
    e2e: {
      entry: ['tests/**/*.spec.ts', 'support/global-setup.ts'],
      project: ['**/*.ts'],
    },
  },
};

export default config;
