// dependency-cruiser: the layering of ARCHITECTURE §1 as rules, so a wrong import fails `npm test`
// instead of waiting for a reviewer. Workspace packages resolve through their node_modules symlinks
// to their real folders (`shared-domain/src/...`), so every rule below speaks in repository paths.

const REMOTES = '(mf-admin|mf-public|mf-match-center)';
const SHARED = '(shared-domain|shared-data|shared-ui|shared-football-ui)';
// Tests, stories and benchmarks may reach further than production code (fixtures, other sources).
const NOT_PRODUCTION = ['\\.(test|bench|stories)\\.tsx?$', '/testing/', '^e2e/', '^storybook/', '^gateway/test/', '^shared-domain/test/'];
const npm = (names) => `node_modules/(${names.join('|')})/`;

/** `from` may import only its own folder, the listed workspace packages and the listed npm packages. */
const onlyImports = (name, from, packages, libraries, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: `^${from}/`, pathNot: NOT_PRODUCTION },
  to: {
    pathNot: [`^${from}/`, ...packages.map((p) => `^${p}/`), ...(libraries.length ? [npm(libraries)] : [])],
  },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Import cycles make load order matter and hide a missing layer.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import that does not resolve fails at build time in one app and silently in another.',
      severity: 'error',
      from: {},
      // Stories resolve Storybook from the storybook workspace, as its tsconfig paths do.
      to: { couldNotResolve: true, pathNot: '^storybook-react-rsbuild$' },
    },
    {
      name: 'no-outside-repo',
      comment: 'The repository is self-contained: nothing reads ../shared (or anything else above the root).',
      severity: 'error',
      from: {},
      to: { path: '^\\.\\./' },
    },
    onlyImports(
      'domain-is-pure',
      'shared-domain',
      [],
      ['@date-fns/tz', 'papaparse', 'fflate', 'pure-rand'],
      'shared-domain is pure TypeScript rules: no other package of ours, no React, no AWS SDK, no DOM or Node library ' +
        '(a time-zone library for the calendar feeds, a CSV parser for imports, a zip library for exports and a seeded ' +
        'random generator for the group draw are pure too).',
    ),
    {
      name: 'domain-entry-stays-light',
      comment:
        "The package entry is the browser's shared shared-domain (on every page, the login's included): the time-zone " +
        "library, the CSV parser, the zip library, the schema library (valibot) and the seeded random generator (pure-rand) are " +
        "reached only through the 'shared-domain/calendar-feeds', 'shared-domain/csv', 'shared-domain/organizer-export', " +
        "'shared-domain/schemas', 'shared-domain/stored-writes' and 'shared-domain/groups-knockout' entries.",
      severity: 'error',
      from: { path: '^shared-domain/src/index\\.ts$' },
      to: { path: npm(['@date-fns/tz', 'papaparse', 'fflate', 'valibot', 'pure-rand']), reachable: true },
    },
    {
      name: 'domain-no-node-builtins',
      comment: 'shared-domain runs in the browser and in the gateway: no Node built-ins.',
      severity: 'error',
      from: { path: '^shared-domain/', pathNot: NOT_PRODUCTION },
      to: { dependencyTypes: ['core'] },
    },
    onlyImports(
      'ui-imports-domain-and-react-only',
      'shared-ui',
      ['shared-domain'],
      ['react', 'react-dom'],
      'shared-ui takes data as props: it imports shared-domain and React, never data, apps or other libraries.',
    ),
    onlyImports(
      'football-ui-layer',
      'shared-football-ui',
      ['shared-domain', 'shared-ui'],
      ['react', 'react-dom', 'date-fns'],
      'The football view kit builds on shared-domain and shared-ui with React and date-fns; it never fetches.',
    ),
    {
      name: 'data-imports-domain-only',
      comment: 'shared-data depends on shared-domain and on nothing else of ours.',
      severity: 'error',
      from: { path: '^shared-data/', pathNot: NOT_PRODUCTION },
      to: { path: '^(shared-ui|shared-football-ui|shell|gateway|mf-[^/]+)/' },
    },
    {
      name: 'no-remote-to-remote',
      comment: 'Remotes are deployed alone: one never imports another (share through a shared-* package).',
      severity: 'error',
      from: { path: `^${REMOTES}/` },
      to: { path: `^${REMOTES}/`, pathNot: '^$1/' },
    },
    {
      name: 'remotes-not-into-host',
      comment: 'A remote never imports the shell or the gateway.',
      severity: 'error',
      from: { path: `^${REMOTES}/` },
      to: { path: '^(shell|gateway)/' },
    },
    {
      name: 'shell-loads-remotes-by-federation',
      comment:
        'The shell loads a remote only through federation (loadRemote). Its contract test may import a ' +
        "remote's screens module to check the route table against it.",
      severity: 'error',
      from: { path: '^shell/', pathNot: NOT_PRODUCTION },
      to: { path: `^(${REMOTES}|gateway)/` },
    },
    {
      name: 'gateway-imports-domain-only',
      comment: 'The gateway may use shared-domain rules and nothing from the browser packages.',
      severity: 'error',
      from: { path: '^gateway/' },
      to: { path: '^(shared-data|shared-ui|shared-football-ui|shell|mf-[^/]+|storybook)/' },
    },
    {
      name: 'no-cross-feature-imports',
      comment:
        'Inside a remote, a feature never reaches into another feature; what two features share moves to ' +
        "the remote's src/common/ (or to a shared-* package).",
      severity: 'error',
      from: { path: '^(mf-[^/]+)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'shared-packages-by-entry',
      comment:
        'Federation shares shared-* as singletons by package name: import the package entry ' +
        "('shared-domain'), never a file inside another package. shared-data/live is shared-data's light public " +
        'read path (no AWS SDK), bundled into each app that imports it so the widget stays small; shared-domain/calendar-feeds, ' +
        'shared-domain/csv, shared-domain/groups-knockout, shared-domain/kickoff, shared-domain/match-clock, shared-domain/match-day, shared-domain/organizer-export, shared-domain/organizer-profile, shared-domain/playoff-editing, shared-domain/schemas, shared-domain/score-entry, shared-domain/search, shared-domain/season-page, shared-domain/squad-editing, shared-domain/stored-writes and shared-domain/team-colours hold what the browser\'s shared bundle must not carry (the ' +
        'gateway\'s feeds and write checks, the imports, the groups + knockout cup\'s rules, the public pages\' kick-off text, the touchline clock, the match-day planner\'s schedule rules, the season page\'s first view, the admin\'s playoff editing, the score as typed, home search\'s teams and players, the organizer\'s public contact, the squad editors\' checks, the team badges\' colours and initials); shared-ui/second-factor is the kit for the two lazy ' +
        'second-factor screens; shared-data/editing (drafts, merged saves) and shared-ui/merge-choice serve the editors only; shared-data/scorekeeper is the score screen\'s own client and queue; shared-ui/ssr serves the remotes\' server entries only.',
      severity: 'error',
      from: { path: '^([^/]+)/' },
      to: {
        path: `^${SHARED}/src/`,
        pathNot: [
          '^$1/',
          `^${SHARED}/src/index\\.tsx?$`,
          `^${SHARED}/src/testing/index\\.tsx?$`,
          '^shared-data/src/(live|editing|scorekeeper)/index\\.ts$',
          '^shared-domain/src/(calendar-feeds|csv|groups-knockout|kickoff|match-clock|match-day|organizer-export|organizer-profile|playoff-editing|schemas|score-entry|search|season-page|squad-editing|stored-writes|team-colours)/index\\.ts$',
          '^shared-ui/src/(second-factor|merge-choice|ssr)/index\\.ts$',
        ],
      },
    },
    {
      name: 'shared-packages-by-name',
      comment:
        'A relative path into another package bypasses the federation singleton: import it by its name.',
      severity: 'error',
      from: { path: '^([^/]+)/' },
      to: { path: `^${SHARED}/`, pathNot: '^$1/', dependencyTypesNot: ['aliased-workspace'] },
    },
    {
      name: 'widget-stays-light',
      comment:
        'The embeddable widget (issue 9) loads on other sites within 150 KB and never touches their <head>: ' +
        'React, shared-domain and the light shared-data/live only; no shared-data (AWS SDK), no UI kits or ' +
        'CSS Modules (the bundler would inject their styles into the host page), no other feature.',
      severity: 'error',
      from: { path: '^mf-match-center/src/(features/widget/|widget\\.ts$|widget-loader/)', pathNot: NOT_PRODUCTION },
      to: {
        pathNot: [
          '^mf-match-center/src/(features/widget/|widget\\.ts$|widget-loader/)',
          '^shared-domain/',
          '^shared-data/src/live/',
          npm(['react', 'react-dom', '@module-federation/[^/]+', 'scheduler']),
        ],
      },
    },
    {
      name: 'no-testing-in-production',
      comment: 'shared-data/testing (in-memory adapters, builders) is for tests only.',
      severity: 'error',
      from: { pathNot: NOT_PRODUCTION },
      to: { path: `^${SHARED}/src/testing/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)(dist|dist-ssr|storybook-static|test-results|\\.data|\\.tmp)/'] },
    // `import type` edges count too: a type-only cycle or layer breach is still a design breach.
    tsPreCompilationDeps: true,
    // Reads each package.json up the tree, so `shared-*` resolve as workspace packages (internal
    // modules, dependency type aliased-workspace) rather than undetermined ones.
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
