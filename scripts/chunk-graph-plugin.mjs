// Records, for each production build, which chunks load for what: the entry, each dynamic import() and
// each shared module the app provides, and which shared modules every chunk consumes. The route budget
// check (scripts/route-budgets.mjs) adds up from it what a route transfers. Written outside dist/: it
// names source modules, which visitors have no business reading.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Where the build of `app` (its folder name) records its chunk graph. */
export const chunkGraphFile = (app, root = ROOT) => path.join(root, 'node_modules', '.cache', 'chunk-graph', `${app}.json`);

/** "consume shared module (default) @tanstack/react-query@^5.1.0 (strict) (fallback: …)" → kind and share key. */
const SHARED_MODULE = /^(provide|consume) shared module \([^)]*\) (@?[^@]+)@/;

/**
 * The graph of a stats JSON (chunks with origins and modules, entrypoints):
 * `entry` the entry chunk ids; `chunks[id]` its JavaScript files and the share keys it consumes;
 * `groups[key]` the chunk ids loaded together for `import:<module>|<request>` or `provide:<share key>`.
 * @example chunkGraph(stats.toJson(GRAPH_STATS)).groups['import:./src/index.ts|./bootstrap'] // → [79, 452, 988]
 */
export function chunkGraph(json) {
  const chunks = {};
  const groups = {};
  const join = (key, id) => {
    groups[key] ??= [];
    if (!groups[key].includes(id)) groups[key].push(id);
  };
  for (const chunk of json.chunks) {
    const consumes = chunk.modules
      .filter((module) => module.moduleType === 'consume-shared-module')
      .map((module) => SHARED_MODULE.exec(module.identifier ?? module.name)?.[2])
      .filter(Boolean);
    chunks[chunk.id] = { files: chunk.files.filter((file) => file.endsWith('.js')), consumes: [...new Set(consumes)] };
    for (const origin of chunk.origins) {
      const shared = SHARED_MODULE.exec(origin.moduleName ?? '');
      if (shared?.[1] === 'provide') join(`provide:${shared[2]}`, chunk.id);
      else if (!shared && origin.moduleName && origin.request) join(`import:${origin.moduleName}|${origin.request}`, chunk.id);
    }
  }
  return { entry: json.entrypoints.main?.chunks ?? [], chunks, groups };
}

// Every module of every chunk: by default stats list only a few per chunk and fold the rest into summaries.
export const GRAPH_STATS = {
  all: false,
  ids: true,
  chunks: true,
  chunkOrigins: true,
  chunkModules: true,
  chunkModulesSpace: Infinity,
  dependentModules: true,
  entrypoints: true,
};

export class ChunkGraphPlugin {
  /** @param {{ file: string }} options */
  constructor({ file }) {
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.done.tap('ChunkGraphPlugin', (stats) => {
      if (stats.hasErrors()) return;
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, JSON.stringify(chunkGraph(stats.toJson(GRAPH_STATS))));
    });
  }
}
