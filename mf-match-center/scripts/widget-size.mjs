#!/usr/bin/env node
// The embeddable widget's weight on a cold cache (issue 9: at most 150 KB compressed): widget.js plus
// everything it loads from our origin for one match, brotli-compressed as the gateway serves them.
// Reads the last build of mf-match-center (run `npm run build -w mf-match-center` first); exits 1 over
// budget, or when the widget's expose pulls in a stylesheet.
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import zlib from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
/** The public match view and the event stream's first lines, which are not files of the build. */
const DATA_ALLOWANCE_BYTES = 2 * 1024;
/** Shared modules the widget imports; with no host to provide them, the remote serves its own. */
const WIDGET_SHARED = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'shared-domain'];
const WIDGET_EXPOSE = './widget';
const LOADER = /^widget\.[0-9a-f]{10}\.js$/;

const dist = path.resolve(import.meta.dirname, '..', 'dist');

const brotliSize = (file) =>
  zlib.brotliCompressSync(fs.readFileSync(path.join(dist, file)), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
  }).length;

/** The newest loader, as the gateway's /widget.js picks it. */
function loaderFile() {
  const [newest] = fs
    .readdirSync(dist)
    .filter((name) => LOADER.test(name))
    .sort((a, b) => fs.statSync(path.join(dist, b)).mtimeMs - fs.statSync(path.join(dist, a)).mtimeMs);
  if (!newest) throw new Error(`No widget.<hash>.js in ${dist}: build mf-match-center first.`);
  return newest;
}

/** Every file one widget needs, in load order, each once; throws when the expose carries CSS. */
function widgetFiles() {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const expose = manifest.exposes.find((e) => e.path === WIDGET_EXPOSE);
  if (!expose) throw new Error(`mf-manifest.json exposes no ${WIDGET_EXPOSE}.`);
  const css = [...expose.assets.css.sync, ...expose.assets.css.async];
  if (css.length > 0) throw new Error(`The widget's expose pulls in stylesheets (${css.join(', ')}): they would land in the page's <head>.`);
  const shared = WIDGET_SHARED.map((name) => {
    const entry = manifest.shared.find((s) => s.name === name);
    if (!entry) throw new Error(`mf-manifest.json shares no ${name}.`);
    return entry.assets.js.sync;
  });
  const files = [loaderFile(), 'mf-manifest.json', manifest.metaData.remoteEntry.name, ...expose.assets.js.sync, ...shared.flat()];
  return [...new Set(files)];
}

function main() {
  const rows = widgetFiles().map((file) => ({ file, bytes: brotliSize(file) }));
  const total = rows.reduce((sum, row) => sum + row.bytes, 0) + DATA_ALLOWANCE_BYTES;
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const { file, bytes } of rows) console.log(`  ${kb(bytes).padStart(9)}  ${file}`);
  console.log(`  ${kb(DATA_ALLOWANCE_BYTES).padStart(9)}  (match view and event stream)`);
  const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
  console.log(`widget: ${kb(total)} brotli on a cold cache, ${verdict} the ${kb(BUDGET_BYTES)} budget`);
  if (total > BUDGET_BYTES) process.exitCode = 1;
}

try {
  main();
} catch (error) {
  console.error(`widget-size: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
