// ESLint over every workspace's hand-written sources. Not type-aware on purpose: the typed presets
// take minutes on our 2-core machines, and `tsc` already runs in `npm test`.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CODE = ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'];
const BROWSER = ['{shell,mf-*,shared-*,storybook}/**/*.{ts,tsx}', 'scripts/standalone/**/*.{ts,tsx}'];
const TESTS = ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**', '**/*.stories.{ts,tsx}', '**/*.bench.ts'];
// Code that runs in Node: the gateway, build scripts, tool configs and the e2e harness.
const NODE = [
  'gateway/**',
  'scripts/**/*.mjs',
  'e2e/**',
  '*.{js,ts,mjs,cjs}',
  '*/*.config.{js,ts,mjs,cjs}',
  'storybook/.storybook/**',
];

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/dist-ssr/',
    '**/storybook-static/',
    'test-results/',
    'playwright-report/',
    '.data/',
    '.tmp/',
  ]),
  {
    // A disable comment for a rule that no longer fires hides the next real violation.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: globals.browser },
  },
  {
    // React code only: Playwright fixtures call a `use` that is not React's.
    files: BROWSER,
    extends: [reactHooks.configs.flat['recommended-latest']],
    rules: {
      // A missing dependency is a stale-closure bug; a deliberate omission says why in a disable comment.
      'react-hooks/exhaustive-deps': 'error',
      // Only says the React Compiler would skip a component (e.g. react-hook-form's watch()); we do not run it.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    files: CODE,
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // `import { type A }` alone still imports the module for its side effects under verbatimModuleSyntax.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      // `/// <reference path="./css.d.ts" />` is how a package entry carries its ambient CSS Module types.
      '@typescript-eslint/triple-slash-reference': ['error', { path: 'always', types: 'prefer-import', lib: 'always' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-param-reassign': 'error',
      'object-shorthand': 'error',
      // The project's hard limits (issue 7): files under 300 lines, functions (components) at most 120.
      'max-lines': ['error', { max: 299 }],
      'max-lines-per-function': ['error', { max: 120 }],
    },
  },
  {
    // A `describe` block is one long function by nature; the file limit still applies.
    files: TESTS,
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    files: NODE,
    languageOptions: { globals: globals.node },
  },
);
