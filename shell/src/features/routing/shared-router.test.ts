import * as reactRouterDom from 'react-router-dom';
import { describe, expect, it } from 'vitest';

// The federation shares only part of react-router-dom (scripts/shared-router.mjs): an app importing
// anything else would build, then get `undefined` in the browser. This holds every production import
// of react-router-dom in the repository to what that module provides. Files are read as text through
// Vite's glob (resolved at transform time), so tsc never follows them into the other packages.
declare global {
  interface ImportMeta {
    glob(pattern: string[], options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
  }
}

const sources = import.meta.glob(
  [
    '../../../../{shell,mf-*,shared-*}/src/**/*.{ts,tsx}',
    '../../../../scripts/**/*.{mjs,tsx}',
    '!**/*.{test,stories,bench}.{ts,tsx}',
    '!**/testing/**',
  ],
  { query: '?raw', import: 'default', eager: true },
);
const [subsetSource] = Object.values(
  import.meta.glob(['../../../../scripts/shared-router.mjs'], { query: '?raw', import: 'default', eager: true }),
);

/** The names of `import { A, type B, C as D } from 'react-router-dom'` (values only). */
function importedNames(source: string): string[] {
  const imports = source.matchAll(/import\s+(?!type\s)\{([^}]*)\}\s*from\s*'react-router-dom'/g);
  return [...imports].flatMap(([, names]) =>
    (names ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]!),
  );
}

const provided = [...(subsetSource ?? '').matchAll(/^\s+(\w+),$/gm)].map(([, name]) => name!);

describe('the shared router subset', () => {
  it('provides real exports of react-router-dom', () => {
    expect(provided.length).toBeGreaterThan(5);
    for (const name of provided) expect(reactRouterDom, name).toHaveProperty(name);
  });

  it('provides every name a production module imports from react-router-dom', () => {
    const used = Object.entries(sources).flatMap(([file, source]) => importedNames(source).map((name) => ({ file, name })));
    expect(used.map((u) => u.name)).toContain('BrowserRouter');
    expect(used.filter((u) => !provided.includes(u.name))).toEqual([]);
  });
});
