import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkGraph, chunkGraphFile } from '../../scripts/chunk-graph-plugin.mjs';

// scripts/route-budgets.mjs on a fake repository: three built apps whose chunk graphs come from stats
// shaped as rspack writes them (through chunk-graph-plugin's own chunkGraph). Files are random bytes,
// which brotli cannot shrink (their .br copies are no smaller), so a file of N KB transfers N KB plus the
// script's headers (SCRIPT_HEADER_BYTES, 660 B: 0.64 KB each), and the totals below are exact.

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/route-budgets.mjs');
const KB = 1024;
let root: string;

type FakeChunk = { id: number; files?: Record<string, number>; consumes?: string[]; origins?: [string, string?][] };

const provide = (key: string) => `provide shared module (default) ${key}@1.0.0 = /x/${key}/index.js`;

/** Writes an app's files (sizes in KB) and the chunk graph its build would record. */
function app(name: string, chunks: FakeChunk[], entry: number[], extra: Record<string, string> = {}) {
  const dist = path.join(root, name, 'dist');
  mkdirSync(dist, { recursive: true });
  const stats = {
    entrypoints: { main: { chunks: entry } },
    chunks: chunks.map(({ id, files = {}, consumes = [], origins = [] }) => {
      for (const [file, size] of Object.entries(files)) {
        const bytes = randomBytes(size * KB);
        writeFileSync(path.join(dist, file), bytes);
        // As the build leaves them: a .br beside each file but the smallest, which the script compresses itself.
        if (size > 1) writeFileSync(path.join(dist, `${file}.br`), bytes);
      }
      return {
        id,
        files: Object.keys(files),
        modules: consumes.map((key) => ({ moduleType: 'consume-shared-module', identifier: `consume shared module (default) ${key}@^1.0.0 (strict) (fallback: /x)` })),
        origins: origins.map(([moduleName, request]) => ({ moduleName, request })),
      };
    }),
  };
  mkdirSync(path.dirname(chunkGraphFile(name, root)), { recursive: true });
  writeFileSync(chunkGraphFile(name, root), JSON.stringify(chunkGraph(stats)));
  for (const [file, text] of Object.entries(extra)) {
    mkdirSync(path.dirname(path.join(root, name, file)), { recursive: true });
    writeFileSync(path.join(root, name, file), text);
  }
}

/** A remote: its entry, a screens module consuming react, and one chunk group per lazy screen. */
function remote(name: string, screens: Record<string, number>, own: FakeChunk[] = []) {
  const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [{ path: './screens', assets: { js: { sync: ['expose.js'] } } }] };
  const source = Object.keys(screens)
    .map((screen) => `export const ${screen} = lazy(() =>\n  import('./features/${screen}').then((m) => ({ default: m.${screen} })),\n);`)
    .join('\n');
  const screenChunks = Object.entries(screens).map(([screen, size], i) => ({
    id: 20 + i,
    files: { [`${screen}.js`]: size },
    consumes: ['react', 'football-ui'],
    origins: [['./src/screens.ts', `./features/${screen}`]] as [string, string][],
  }));
  app(
    name,
    [
      { id: 10, files: { 'remoteEntry.js': 20 } },
      { id: 11, files: { 'expose.js': 1 }, consumes: ['react'] },
      // The remote's own React, never fetched: the shell provides it. Its football kit, which the shell lacks.
      { id: 12, files: { 'react.js': 40 }, origins: [[provide('react')]] },
      { id: 13, files: { 'football-ui.js': 4 }, consumes: ['react'], origins: [[provide('football-ui')]] },
      ...screenChunks,
      ...own,
    ],
    [10],
    { 'dist/mf-manifest.json': JSON.stringify(manifest), 'src/screens.ts': source },
  );
}

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [SCRIPT, '--root', root, ...args], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'route-budgets-'));
  app(
    'shell',
    [
      { id: 1, files: { 'main.js': 30 }, origins: [['', './src/index.ts']] },
      { id: 2, files: { 'bootstrap.js': 10 }, consumes: ['react', 'shared-data'], origins: [['./src/index.ts', './bootstrap']] },
      { id: 3, files: { 'react.js': 40 }, origins: [[provide('react')]] },
      { id: 4, files: { 'shared-data.js': 20 }, consumes: ['react'], origins: [[provide('shared-data')]] },
      { id: 5, files: { 'dynamodb-client.js': 50 }, origins: [['../shared-data/src/clients/lazy-sdk-storage.ts', '../storage/sdk-storage']] },
      { id: 6, files: { 's3-client.js': 60 }, origins: [['../shared-data/src/images/image-store.ts', '../clients/s3-client']] },
      { id: 7, files: { 'stored-item-schemas.js': 8 }, origins: [['../shared-data/src/repositories/stored-items.ts', 'shared-domain/schemas']] },
    ],
    [1],
  );
  remote('mf-public', { HomeScreen: 2, PublicTournamentScreen: 5, PublicTeamScreen: 9, PublicPlayerScreen: 3, PitchBoardScreen: 4 });
  remote('mf-match-center', { MatchDetailScreen: 30, PublicMatchScreen: 3 });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const line = (output: string, route: string) => output.split('\n').find((l) => l.trimStart().startsWith(`${route} `)) ?? '';

describe('route-budgets', () => {
  it("adds up each route's JavaScript: the shell's start, the data client and schemas where the route reads data, the remote's entry and that screen only", () => {
    const { status, output } = run();
    expect(status).toBe(0);
    // main 30 + bootstrap 10 + react 40 + shared-data 20, and 4 scripts' headers: no data client, no remote.
    expect(line(output, '/admin/login (and the 404 page)')).toMatch(/102\.6 KB of\s+150\.0 KB\s+ok\s+\(shell 102\.6 KB; 4 scripts\)/);
    // The tournament page reads the gateway's public document: entry 20, screens 1, football kit 4, the tournament
    // screen 5 (not the others, not a second React), no data client; 4 more scripts.
    expect(line(output, '/public/tournaments/:id')).toMatch(/135\.2 KB of\s+250\.0 KB\s+ok\s+\(shell 102\.6 KB \+ mf-public 32\.6 KB; 8 scripts\)/);
    // The team page reads its public document too: the team screen 9, no data client.
    expect(line(output, '/public/teams/:id')).toMatch(/139\.2 KB of\s+250\.0 KB\s+ok\s+\(shell 102\.6 KB \+ mf-public 36\.6 KB; 8 scripts\)/);
    // The match editor reads tables: + DynamoDB 50 and the stored items' schemas 8 (not S3), two more scripts.
    expect(line(output, '/admin/tournaments/:t/matches/:m')).toMatch(/\+ data 59\.3 KB \+ mf-match-center/);
    // The public match centre reads no tables: no data client.
    expect(line(output, '/public/tournaments/:t/matches/:m')).toMatch(/133\.2 KB of\s+250\.0 KB\s+ok/);
  });

  it('lists the files of each route with --verbose', () => {
    const { output } = run('--verbose');
    expect(output).toMatch(/50\.6 KB\s+shell\/dynamodb-client\.js/);
    expect(output).toMatch(/8\.6 KB\s+shell\/stored-item-schemas\.js/);
    expect(output).not.toMatch(/s3-client\.js|mf-public\/react\.js/);
    // Each route lists its own screen only: the editor's screen appears under the editor's route, not the public one.
    const publicMatch = output.slice(output.indexOf('/public/tournaments/:t/matches/:m'), output.indexOf('/admin/tournaments/:t/matches/:m'));
    expect(publicMatch).toMatch(/PublicMatchScreen/);
    expect(publicMatch).not.toMatch(/MatchDetailScreen/);
  });

  it('fails the build (exit 1) when a route is over its budget', () => {
    const { status, output } = run('--max-kb', '150');
    expect(status).toBe(1);
    expect(line(output, '/admin/login (and the 404 page)')).toMatch(/ok/);
    expect(line(output, '/admin/tournaments/:t/matches/:m')).toMatch(/of\s+150\.0 KB\s+OVER BUDGET/);
  });

  it("counts each script's headers: bodies of 100 KB within a 102 KB budget still fail it", () => {
    const { status, output } = run('--max-kb', '102');
    expect(status).toBe(1);
    expect(line(output, '/admin/login (and the 404 page)')).toMatch(/102\.6 KB of\s+102\.0 KB\s+OVER BUDGET/);
  });

  it('fails, naming what to build, when an app has not been built', () => {
    rmSync(path.join(root, 'mf-match-center', 'dist', 'mf-manifest.json'));
    const { status, output } = run();
    expect(status).toBe(1);
    expect(output).toMatch(/build mf-match-center first/);
  });
});
