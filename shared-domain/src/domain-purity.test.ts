import { describe, expect, it } from 'vitest';

// Vite/Vitest resolve import.meta.glob at transform time, so this test reads the sources without
// importing a node: module (which shared-domain must not do, even in tests).
declare global {
  interface ImportMeta {
    glob(pattern: string, options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
  }
}

const allFiles = import.meta.glob('./**/*.ts', { query: '?raw', import: 'default', eager: true });
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
    expect(sourceFiles.map(([p]) => p)).toContain('./standings.ts');
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
  it.each(sourceFiles)('%s has a kebab-case name', (path) => {
    expect(path).toMatch(/^\.\/[a-z0-9]+(-[a-z0-9]+)*\.ts$/);
  });

  it('re-exports every module from index.ts', () => {
    const index = allFiles['./index.ts'] ?? '';
    const modules = sourceFiles.map(([p]) => p.replace(/\.ts$/, '')).filter((p) => p !== './index');
    for (const m of modules) expect(index, m).toContain(`export * from '${m}';`);
  });

  it.each(sourceFiles.filter(([p]) => p !== './index.ts'))('%s documents every exported function with an @example', (_path, text) => {
    const exported = [...text.matchAll(/export function (\w+)/g)].map((m) => m[1] ?? '');
    for (const name of exported) {
      const at = text.indexOf(`export function ${name}`);
      const before = text.slice(0, at);
      const doc = before.slice(before.lastIndexOf('/**'));
      expect(doc.trimEnd().endsWith('*/') && doc.includes('@example'), `${name} needs JSDoc with @example`).toBe(true);
    }
  });
});
