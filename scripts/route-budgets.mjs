#!/usr/bin/env node
// The JavaScript each route transfers on a cold cache, as the browser counts it (brotli bodies as the gateway
// serves them, plus each script answer's headers), against its budget (issue 10): the shell's start (its entry, the bootstrap and the shared modules they consume),
// the data client when the route reads data, then the route's remote: its entry, its screens module and the
// chunks of the one screen shown, with the shared modules those consume that the shell does not provide.
// Reads the last builds: each app's dist/ (mf-manifest.json, files and their .br copies) and the chunk
// graphs the builds record (scripts/chunk-graph-plugin.mjs). Exits 1 when a route is over its budget.
//   node scripts/route-budgets.mjs [--verbose] [--max-kb <n>] [--root <repository>]
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import zlib from 'node:zlib';
import { chunkGraphFile } from './chunk-graph-plugin.mjs';

/** The match editor's budget: its measured 256 KB with room for what issue 11 adds; a guard, not a product goal. */
const BUDGET_EDITOR_KB = 300;

/** `data`: the route reads through the DynamoDB client, which shared-data loads on its first read. */
const ROUTES = [
  { route: '/admin/login (and the 404 page)', budgetKb: 150 },
  { route: '/', budgetKb: 250, remote: 'mf-public', screen: 'HomeScreen' },
  { route: '/public/tournaments/:id', budgetKb: 250, remote: 'mf-public', screen: 'PublicTournamentScreen' },
  // The team and player pages read the gateway's public team document, not the tables.
  { route: '/public/teams/:id', budgetKb: 250, remote: 'mf-public', screen: 'PublicTeamScreen' },
  { route: '/public/players/:id', budgetKb: 250, remote: 'mf-public', screen: 'PublicPlayerScreen' },
  { route: '/public/tournaments/:id/pitches', budgetKb: 250, remote: 'mf-public', screen: 'PitchBoardScreen' },
  // The public match centre reads the gateway's public match view, not the tables.
  { route: '/public/tournaments/:t/matches/:m', budgetKb: 250, remote: 'mf-match-center', screen: 'PublicMatchScreen' },
  // The organizer's match editor reads and writes the tables: the heaviest signed-in screen, kept in check too.
  { route: '/admin/tournaments/:t/matches/:m', budgetKb: BUDGET_EDITOR_KB, data: true, remote: 'mf-match-center', screen: 'MatchDetailScreen' },
];

/** The shell's entry module starts the app with `import('./bootstrap')`. */
const BOOTSTRAP = 'import:./src/index.ts|./bootstrap';
/**
 * shared-data's modules whose import() a route that reads tables waits for: the DynamoDB client with the
 * storage adapter on it, and the stored items' schemas that check what it reads.
 */
const DATA_LOADERS = ['shared-data/src/clients/lazy-sdk-storage.ts', 'shared-data/src/repositories/stored-items.ts'];

/**
 * What one script answer's headers add to its body on the wire (the browser's transfer size counts both).
 * Measured on the gateway: `curl -s -D - -o /dev/null -H 'Accept-Encoding: br' http://localhost:8080/main.<hash>.js`
 * prints 656 bytes (status line, the security headers, cache, ETag and content headers; 866 before issue 12
 * left helmet's legacy headers out and CORS to the widget's paths); rounded up. Fifteen small chunks cost
 * 13 KB of headers, which a total of bodies alone hid.
 */
export const SCRIPT_HEADER_BYTES = 660;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function readJson(file, hint) {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: ${hint}`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** One built app: its chunk graph, manifest and the transferred size of its files (body and headers). */
function loadApp(root, app, headerBytes) {
  const dist = path.join(root, app, 'dist');
  const hint = `build ${app} first (npm run build -w ${app})`;
  const graph = readJson(chunkGraphFile(app, root), hint);
  // A remote's manifest names its entry and screens module; the shell's chunk graph says it all.
  const manifest = app === 'shell' ? null : readJson(path.join(dist, 'mf-manifest.json'), hint);
  const chunkOfFile = new Map(Object.entries(graph.chunks).flatMap(([id, chunk]) => chunk.files.map((f) => [f, id])));
  const transferred = (file) => {
    const raw = fs.readFileSync(path.join(dist, file));
    const precompressed = `${path.join(dist, file)}.br`;
    const br = fs.existsSync(precompressed)
      ? fs.statSync(precompressed).size
      : zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    return Math.min(raw.length, br) + headerBytes;
  };
  return { app, root, graph, manifest, chunkOfFile, transferred };
}

/**
 * Collects the files a route loads, app by app. A shared module resolves to the shell's copy when the
 * shell provides it (the page loaded the shell first; `loaded-first` keeps it), else to the remote's own.
 */
function createLoader(shell) {
  const files = new Map();
  const loadedChunks = new Set();
  const addFile = (app, file, part) => {
    const key = `${app.app}/${file}`;
    if (!files.has(key)) files.set(key, { part, bytes: app.transferred(file) });
  };
  const loadChunks = (app, ids, part) => {
    for (const id of ids) {
      if (loadedChunks.has(`${app.app}#${id}`)) continue;
      loadedChunks.add(`${app.app}#${id}`);
      const chunk = app.graph.chunks[id];
      for (const file of chunk.files) addFile(app, file, part);
      for (const key of chunk.consumes) {
        const provider = shell.graph.groups[`provide:${key}`] ? shell : app;
        const group = provider.graph.groups[`provide:${key}`];
        if (!group) throw new Error(`${app.app} consumes ${key}, which neither it nor the shell provides`);
        loadChunks(provider, group, provider === app ? part : 'shell');
      }
    }
  };
  const loadGroup = (app, key, part) => {
    const group = app.graph.groups[key];
    if (!group) throw new Error(`${app.app}'s chunk graph has no ${key}`);
    loadChunks(app, group, part);
  };
  const loadFiles = (app, names, part) => {
    for (const file of names) {
      addFile(app, file, part);
      const id = app.chunkOfFile.get(file);
      if (id !== undefined) loadChunks(app, [id], part);
    }
  };
  return { files, loadChunks, loadGroup, loadFiles };
}

/** The dynamic import behind each screen of a remote's src/screens.ts (`lazy(() => import('./x'))` or preloadableLazy). */
function screenImports(root, remote) {
  const source = fs.readFileSync(path.join(root, remote, 'src', 'screens.ts'), 'utf8');
  const found = source.matchAll(/export const (\w+) = (?:lazy|preloadableLazy)\(\s*\(\) =>\s*import\('([^']+)'\)/g);
  return new Map([...found].map(([, screen, request]) => [screen, `import:./src/screens.ts|${request}`]));
}

function measureRoute(root, apps, { data, remote: remoteName, screen }) {
  const shell = apps.get('shell');
  const loader = createLoader(shell);
  loader.loadChunks(shell, shell.graph.entry, 'shell');
  loader.loadGroup(shell, BOOTSTRAP, 'shell');
  if (data) {
    for (const module of DATA_LOADERS) {
      const key = Object.keys(shell.graph.groups).find((k) => k.startsWith('import:') && k.split('|')[0].endsWith(module));
      if (!key) throw new Error(`the shell's chunk graph has no dynamic import in ${module}`);
      loader.loadGroup(shell, key, 'data');
    }
  }
  if (remoteName) {
    const remote = apps.get(remoteName);
    const expose = remote.manifest.exposes.find((e) => e.path === './screens');
    if (!expose) throw new Error(`${remoteName}'s mf-manifest.json exposes no ./screens`);
    loader.loadFiles(remote, [remote.manifest.metaData.remoteEntry.name, ...expose.assets.js.sync], remoteName);
    const key = screenImports(root, remoteName).get(screen);
    if (!key) throw new Error(`${remoteName}/src/screens.ts loads no ${screen} with lazy(() => import(…))`);
    loader.loadGroup(remote, key, remoteName);
  }
  return [...loader.files].map(([file, { part, bytes }]) => ({ file, part, bytes }));
}

/**
 * Every route's transferred JavaScript against its budget (capped at `maxKb` when given).
 * @example checkRouteBudgets({ root: '.' }) // → [{ route: '/admin/login …', total: 131072, budget: 153600, … }]
 */
export function checkRouteBudgets({ root, maxKb = Infinity, routes = ROUTES, headerBytes = SCRIPT_HEADER_BYTES }) {
  const names = new Set(['shell', ...routes.flatMap((r) => (r.remote ? [r.remote] : []))]);
  const apps = new Map([...names].map((name) => [name, loadApp(root, name, headerBytes)]));
  return routes.map((route) => {
    const files = measureRoute(root, apps, route);
    const total = files.reduce((sum, f) => sum + f.bytes, 0);
    return { route: route.route, files, total, budget: Math.min(route.budgetKb, maxKb) * 1024 };
  });
}

function report(results, verbose) {
  console.log(`Route budgets (JavaScript transferred on a cold cache: brotli bodies + ${SCRIPT_HEADER_BYTES} B of headers per script):`);
  for (const { route, files, total, budget } of results) {
    const byPart = new Map();
    for (const f of files) byPart.set(f.part, (byPart.get(f.part) ?? 0) + f.bytes);
    const parts = `${[...byPart].map(([part, bytes]) => `${part} ${kb(bytes)}`).join(' + ')}; ${files.length} scripts`;
    const verdict = total <= budget ? 'ok' : 'OVER BUDGET';
    console.log(`  ${route.padEnd(34)} ${kb(total).padStart(9)} of ${kb(budget).padStart(8)}  ${verdict}  (${parts})`);
    if (verbose) for (const f of files) console.log(`      ${kb(f.bytes).padStart(9)}  ${f.file}`);
  }
}

function option(name) {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const root = path.resolve(option('--root') ?? path.join(import.meta.dirname, '..'));
    const maxKb = option('--max-kb') === undefined ? Infinity : Number(option('--max-kb'));
    const results = checkRouteBudgets({ root, maxKb });
    report(results, process.argv.includes('--verbose'));
    if (results.some((r) => r.total > r.budget)) process.exitCode = 1;
  } catch (error) {
    console.error(`route-budgets: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
