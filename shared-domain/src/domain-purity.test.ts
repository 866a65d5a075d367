import { describe, expect, it } from 'vitest';

// Vite/Vitest resolve import.meta.glob at transform time, so this test reads the sources without
// importing a node: module (which shared-domain must not do, even in tests).
declare global {
  interface ImportMeta {
    glob(pattern: string, options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
  }
}

const allFiles = import.meta.glob('./**/*.ts', { query: '?raw', import: 'default', eager: true });
/** The package's entries (package.json "exports"): '.' is the shared bundle, the others are concepts kept out of it. */
const packageExports = (JSON.parse(Object.values(import.meta.glob('../package.json', { query: '?raw', import: 'default', eager: true }))[0] ?? '{}') as { exports: Record<string, string> }).exports;
const isTest = (path: string) => /\.(test|bench)\.ts$/.test(path);
const sourceFiles = Object.entries(allFiles).filter(([path]) => !isTest(path));

/** Removes comments and string contents, so "new Date()" in a JSDoc example is not a finding. */
function codeOnly(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''");
}

// Built from parts so this file does not match its own patterns.
const forbiddenInRules: { rule: string; pattern: RegExp }[] = [
  { rule: 'reads the clock with Date' + '.now', pattern: new RegExp('\\bDate\\s*\\.\\s*now\\b') },
  { rule: 'reads the clock with new Date' + '()', pattern: new RegExp('\\bnew\\s+Date\\s*\\(\\s*\\)') },
  { rule: 'reads the clock with new Date without arguments', pattern: new RegExp('\\bnew\\s+Date\\b(?!\\s*\\()') },
  { rule: 'uses Math' + '.random', pattern: new RegExp('\\bMath\\s*\\.\\s*random\\b') },
  { rule: 'uses crypto' + ' randomness', pattern: new RegExp('\\bcrypto\\s*\\.\\s*(getRandomValues|randomUUID)\\b') },
  { rule: 'uses performance' + '.now', pattern: new RegExp('\\bperformance\\s*\\.\\s*now\\b') },
];

const forbiddenImports: { rule: string; pattern: RegExp }[] = [
  { rule: 'imports React', pattern: /from\s+['"](react|react-dom)(\/[^'"]*)?['"]/ },
  { rule: 'imports the AWS SDK', pattern: /from\s+['"]@aws-sdk\// },
  { rule: 'imports a node: module', pattern: new RegExp('from\\s+[\'"]' + 'node' + ':') },
  { rule: 'imports a Node built-in', pattern: /from\s+['"](fs|path|crypto|os|child_process|http|https|url|util|buffer|stream)['"]/ },
  { rule: 'requires a module', pattern: /\brequire\s*\(/ },
  { rule: 'imports dynamically', pattern: /\bimport\s*\(/ },
];

describe('shared-domain stays pure', () => {
  it('finds the source files to scan', () => {
    expect(sourceFiles.length).toBeGreaterThan(20);
    expect(sourceFiles.map(([p]) => p)).toContain('./league/standings.ts');
  });

  it.each(sourceFiles)('%s reads no clock and no randomness', (_path, text) => {
    const code = codeOnly(text);
    for (const { rule, pattern } of forbiddenInRules) expect(pattern.test(code), rule).toBe(false);
  });

  it.each(Object.entries(allFiles))('%s imports no React, AWS SDK or Node modules', (_path, text) => {
    for (const { rule, pattern } of forbiddenImports) expect(pattern.test(text), rule).toBe(false);
  });

  it('the scanner catches what it must', () => {
    const bad = ['Date' + '.now()', 'new Date' + '()', 'const d = new Date;', 'Math' + '.random()', 'crypto.randomUUID' + '()'];
    for (const snippet of bad) expect(forbiddenInRules.some(({ pattern }) => pattern.test(codeOnly(snippet))), snippet).toBe(true);
    const fine = ['new Date(now)', 'new Date(Date.UTC(2024, 0, 1))'.replace('Date.UTC', 'Date' + '.UTC'), "// Date" + ".now() in a comment", "'Math" + ".random'"];
    for (const snippet of fine) expect(forbiddenInRules.some(({ pattern }) => pattern.test(codeOnly(snippet))), snippet).toBe(false);
    expect(forbiddenImports.some(({ pattern }) => pattern.test("import x from 'react';"))).toBe(true);
    expect(forbiddenImports.some(({ pattern }) => pattern.test("import { S3Client } from '@aws-sdk/client-s3';"))).toBe(true);
    expect(forbiddenImports.some(({ pattern }) => pattern.test("import fs from '" + 'node' + ":fs';"))).toBe(true);
  });
});

describe('house style of shared-domain', () => {
  /** './league/standings.ts' → 'league'; files directly under src/ have no concept. */
  const conceptOf = (path: string): string | null => /^\.\/([^/]+)\//.exec(path)?.[1] ?? null;
  const concepts = [...new Set(sourceFiles.map(([p]) => conceptOf(p)).filter((c): c is string => c !== null))];

  it.each(sourceFiles)('%s has a kebab-case name inside a concept folder (or is the package entry)', (path) => {
    if (path === './index.ts') return;
    expect(path).toMatch(/^\.\/[a-z0-9]+(-[a-z0-9]+)*\/[a-z0-9]+(-[a-z0-9]+)*\.ts$/);
  });

  it.each(concepts)('%s re-exports every module of its folder from its index.ts', (concept) => {
    const index = allFiles[`./${concept}/index.ts`];
    expect(index, `${concept}/index.ts`).toBeDefined();
    const modules = sourceFiles
      .map(([p]) => p)
      .filter((p) => conceptOf(p) === concept && !p.endsWith('/index.ts'))
      .map((p) => `./${p.slice(concept.length + 3, -'.ts'.length)}`);
    for (const m of modules) expect(index, m).toContain(`export * from '${m}';`);
  });

  it('the package entry re-exports every concept but those published as their own entry, and nothing else', () => {
    const index = allFiles['./index.ts'] ?? '';
    const reexported = [...index.matchAll(/^export \* from '\.\/([a-z-]+)';$/gm)].map((m) => m[1]);
    const ownEntries = Object.keys(packageExports).filter((e) => e !== '.').map((e) => e.slice('./'.length));
    expect(ownEntries.every((e) => concepts.includes(e)), 'every extra entry is a concept folder').toBe(true);
    expect([...reexported].sort()).toEqual(concepts.filter((c) => !ownEntries.includes(c)).sort());
    for (const entry of ownEntries) expect(packageExports[`./${entry}`]).toBe(`./src/${entry}/index.ts`);
    expect(index.replace(/^\/\/.*$/gm, '').replace(/^export \* from '\.\/[a-z-]+';$/gm, '').trim()).toBe('');
  });

  it.each(concepts)('%s imports other concepts by file, never through their entry (no cycles through index.ts)', (concept) => {
    for (const [path, text] of sourceFiles.filter(([p]) => conceptOf(p) === concept)) {
      expect(text, path).not.toMatch(/from '\.\.\/[a-z-]+'/);
      expect(text, path).not.toMatch(/from '\.\.?\/(index)?'/);
    }
  });

  it.each(sourceFiles.filter(([p]) => !p.endsWith('/index.ts') && p !== './index.ts'))('%s documents every exported function with an @example', (_path, text) => {
    const exported = [...text.matchAll(/export function (\w+)/g)].map((m) => m[1] ?? '');
    for (const name of exported) {
      const at = text.indexOf(`export function ${name}`);
      const before = text.slice(0, at);
      const doc = before.slice(before.lastIndexOf('/**'));
      expect(doc.trimEnd().endsWith('*/') && doc.includes('@example'), `${name} needs JSDoc with @example`).toBe(true);
    }
  });
});
