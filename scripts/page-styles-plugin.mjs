// Records, for each production build, the stylesheets each first view of the app loads (issue 23): the
// host's start (its entry and the bootstrap it imports), and every screen of a remote's src/screens.ts
// (the screen's lazy chunks, the `./screens` expose it is loaded through, and the shared modules they
// consume). The gateway links them in the head of the HTML it serves (gateway/src/ssr/page-stylesheets.ts),
// so the first paint is styled before any script runs. Written into dist/ as page-styles.json: it is
// deployed with the files it names, so a redeployed app's new stylesheets are read with its new build.
import fs from 'node:fs';
import path from 'node:path';
import { GRAPH_STATS } from './chunk-graph-plugin.mjs';

/** The file the gateway reads in each app's dist/. */
const PAGE_STYLES_FILE = 'page-styles.json';

/** "consume shared module (default) shared-football-ui@^0.1.0 (strict) (…)" → its kind and share key. */
const SHARED_MODULE = /^(provide|consume) shared module \([^)]*\) (@?[^@]+)@/;

/** A screen of src/screens.ts: `export const X = lazy(() => import('./y')…` or `preloadableLazy(…)` (as scripts/route-budgets.mjs reads them). */
const SCREEN_IMPORT = /export const (\w+) = (?:lazy|preloadableLazy)\(\s*\(\) =>\s*import\('([^']+)'\)/g;

// The chunk graph's stats (every chunk with its files, origins and modules: the consume modules name the
// shared keys it needs), with the named chunk groups (the `./screens` expose's).
const STATS = { ...GRAPH_STATS, chunkGroups: true };

/** The chunk group Module Federation names for the `./screens` expose. */
const SCREENS_EXPOSE = '__federation_expose_screens';

/**
 * The stylesheets of a set of chunks, in the order the browser inserts them: the chunks' own CSS in the
 * order they are loaded, then the CSS of the shared modules they consume (the runtime resolves a shared
 * module asynchronously, after the chunks' own links are in), each share key as the list of its provider's
 * stylesheets in this build, so the gateway can take the host's copy instead when the host provides it.
 */
function stylesOf(chunkIds, graph) {
  const own = [];
  const shared = {};
  for (const id of chunkIds) {
    const chunk = graph.chunks.get(String(id));
    if (!chunk) continue;
    own.push(...chunk.css);
    for (const key of chunk.consumes) {
      const sheets = graph.provided(key);
      if (sheets.length > 0) shared[key] ??= sheets;
    }
  }
  return { own: unique(own), shared };
}

const unique = (sheets) => [...new Map(sheets.map((sheet) => [sheet.file, sheet])).values()];

/** Chunks by id (their CSS files and consumed share keys) and chunk groups by origin, from a stats JSON. */
function readGraph(json) {
  const chunks = new Map();
  const groups = new Map();
  const join = (key, id) => groups.set(key, [...(groups.get(key) ?? []), id]);
  for (const chunk of json.chunks) {
    const consumes = chunk.modules
      .filter((module) => module.moduleType === 'consume-shared-module')
      .map((module) => SHARED_MODULE.exec(module.identifier ?? module.name)?.[2])
      .filter(Boolean);
    const css = chunk.files.filter((file) => file.endsWith('.css')).map((file) => ({ file, chunk: String(chunk.id) }));
    chunks.set(String(chunk.id), { css, consumes: [...new Set(consumes)] });
    for (const origin of chunk.origins) {
      const sharedOrigin = SHARED_MODULE.exec(origin.moduleName ?? '');
      if (sharedOrigin?.[1] === 'provide') join(`provide:${sharedOrigin[2]}`, chunk.id);
      else if (!sharedOrigin && origin.request) join(`import:${origin.moduleName ?? ''}|${origin.request}`, chunk.id);
    }
  }
  const provided = (key) => (groups.get(`provide:${key}`) ?? []).flatMap((id) => chunks.get(String(id))?.css ?? []);
  return { chunks, groups, provided };
}

/** The chunks of the first group whose origin is `request` imported from a module whose name ends with `moduleSuffix`. */
function groupOf(graph, moduleSuffix, request) {
  for (const [key, ids] of graph.groups) {
    const [, moduleName = '', req] = /^import:(.*)\|([^|]*)$/.exec(key) ?? [];
    if (req === request && moduleName.endsWith(moduleSuffix)) return ids;
  }
  return null;
}

/**
 * The page-styles.json of a build: `name` (the build's uniqueName, which the CSS loading runtime marks its
 * links with: `data-rspack="<name>:chunk-<id>"`), `provides` (each shared module this build provides, by
 * its stylesheets), `start` (a host: what its entry and bootstrap load) and `screens` (a remote: each
 * screen's stylesheets, `own` and by `shared` key).
 * @example pageStyles(stats.toJson(STATS), { name: 'mf_public', screens: new Map([['HomeScreen', './features/home/…']]) })
 * // → { name: 'mf_public', provides: { 'shared-football-ui': [{ file: '1998.5aa158aa3a.css', chunk: '1998' }] }, screens: { HomeScreen: { own: […], shared: {…} } } }
 */
export function pageStyles(json, { name, host = false, screens = new Map() }) {
  const graph = readGraph(json);
  const provides = {};
  for (const key of graph.groups.keys()) {
    if (key.startsWith('provide:')) provides[key.slice('provide:'.length)] = graph.provided(key.slice('provide:'.length));
  }
  const result = { name, provides };
  if (host) {
    // The entry chunk and what its module imports right away (the bootstrap): the page's start.
    const entry = json.entrypoints.main?.chunks ?? [];
    const started = [...graph.groups].filter(([key]) => /^import:\.\/src\/index\.ts\|/.test(key)).flatMap(([, ids]) => ids);
    result.start = stylesOf([...entry, ...started], graph);
  }
  // A screen is loaded through the remote's `./screens` expose: its chunks come first.
  const expose = json.namedChunkGroups?.[SCREENS_EXPOSE]?.chunks ?? [];
  result.screens = Object.fromEntries(
    [...screens].map(([screen, request]) => {
      const ids = groupOf(graph, 'src/screens.ts', request);
      if (!ids) throw new Error(`${name}: no chunk group for ${screen} (import('${request}') in src/screens.ts)`);
      return [screen, stylesOf([...expose, ...ids], graph)];
    }),
  );
  return result;
}

/** The screens of `<appDir>/src/screens.ts` and the module each one imports, or none when the app has no screens module. */
function screenImports(appDir) {
  const file = path.join(appDir, 'src', 'screens.ts');
  if (!fs.existsSync(file)) return new Map();
  return new Map([...fs.readFileSync(file, 'utf8').matchAll(SCREEN_IMPORT)].map(([, screen, request]) => [screen, request]));
}

export class PageStylesPlugin {
  /** @param {{ appDir: string, host?: boolean }} options */
  constructor({ appDir, host = false }) {
    this.appDir = appDir;
    this.host = host;
  }

  apply(compiler) {
    compiler.hooks.done.tap('PageStylesPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const { options } = stats.compilation;
      const styles = pageStyles(stats.toJson(STATS), { name: options.output.uniqueName, host: this.host, screens: screenImports(this.appDir) });
      fs.writeFileSync(path.join(options.output.path, PAGE_STYLES_FILE), `${JSON.stringify(styles)}\n`);
    });
  }
}
