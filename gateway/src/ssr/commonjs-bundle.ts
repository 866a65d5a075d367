import fs from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

const nodeRequire = createRequire(import.meta.url);

/** The parameters Node gives a CommonJS module's code. */
const MODULE_PARAMETERS = ['exports', 'require', 'module', '__filename', '__dirname'];

/** A server build as read from disk: its folder's `.cjs` files (the entry and its chunks) by absolute path. */
export interface BuildFiles {
  entry: string;
  sources: ReadonlyMap<string, string>;
}

/** Reads every `.cjs` file of the build folder holding `entry` (in one pass, so a later deploy cannot swap a chunk under it). */
export async function readBuild(entry: string): Promise<BuildFiles> {
  const dir = path.dirname(path.resolve(entry));
  const names = (await fs.promises.readdir(dir)).filter((name) => name.endsWith('.cjs')).sort();
  const sources = await Promise.all(names.map(async (name) => [path.join(dir, name), await fs.promises.readFile(path.join(dir, name), 'utf8')] as const));
  return { entry: path.resolve(entry), sources: new Map(sources) };
}

/**
 * Runs a self-contained CommonJS server build (an app's `dist-ssr/render.cjs`: everything bundled but
 * Node's built-ins, its lazy chunks next to it) from the sources read and returns its entry's exports.
 *
 * Why not `require`: Node's module cache keeps the first build loaded at a path for the life of the
 * process, so a redeployed build would never be seen; and under tsx (`npm start`) every `require`d file
 * goes through its TypeScript transform, which took 1–2.5 s of CPU for the two 1.6 MB builds against
 * ~70 ms evaluated as they are. Each call here gets its own module registry over its own sources, so two
 * versions of a build live side by side (the old one's chunks load even after a deploy deleted them) and
 * the old one is collected once nothing holds it.
 * @throws Error when the code throws while loading, or requires anything but a built-in or a chunk of its build
 */
export function evaluateCommonJs({ entry, sources }: BuildFiles): unknown {
  const registry = new Map<string, { exports: unknown }>();
  const run = (filename: string): void => {
    const code = sources.get(filename);
    if (code === undefined) throw new Error(`The server build has no ${filename}`);
    const module = { exports: {} as unknown };
    registry.set(filename, module);
    const dirname = path.dirname(filename);
    const localRequire = (id: string): unknown => {
      if (isBuiltin(id)) return nodeRequire(id);
      if (!id.startsWith('./') && !id.startsWith('../')) throw new Error(`${filename} requires ${id}: a server build may require only built-ins and its own chunks`);
      const chunk = path.resolve(dirname, id);
      if (!registry.has(chunk)) run(chunk);
      return registry.get(chunk)?.exports;
    };
    const body = vm.compileFunction(code, MODULE_PARAMETERS, { filename });
    body.call(module.exports, module.exports, localRequire, module, filename, dirname);
  };
  run(entry);
  return registry.get(entry)?.exports;
}
