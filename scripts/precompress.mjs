#!/usr/bin/env node
// Writes `<file>.br` and `<file>.gz` next to every text asset of a built app, so the gateway sends
// compressed bytes without compressing on each request (brotli at quality 11 is far too slow for that).
//   node scripts/precompress.mjs <dist folder>...
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.cjs', '.css', '.html', '.json', '.svg', '.txt', '.webmanifest']);
/** Below this, the framing overhead and an extra file cost more than the bytes saved. */
const MIN_BYTES = 1024;

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

function brotli(bytes) {
  return zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/**
 * Compresses every text asset of at least `minBytes` under `dir` (source maps excluded: only developer
 * tools fetch them). A compressed copy that is not smaller than its original is not written, so the
 * gateway sends the original.
 * @example precompressDir('mf-public/dist') // → { files: 12, bytes: 612345, br: 150321, gz: 181002 }
 * @returns how many originals were compressed, their total size and the total sizes written.
 */
export function precompressDir(dir, { minBytes = MIN_BYTES } = {}) {
  const summary = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const file of walk(dir)) {
    if (!TEXT_EXTENSIONS.has(path.extname(file).toLowerCase())) continue;
    const bytes = fs.readFileSync(file);
    if (bytes.length < minBytes) continue;
    const variants = { br: brotli(bytes), gz: zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }) };
    let wrote = false;
    for (const [suffix, compressed] of Object.entries(variants)) {
      if (compressed.length >= bytes.length) {
        // A copy left by an earlier run would no longer match the original.
        fs.rmSync(`${file}.${suffix}`, { force: true });
        continue;
      }
      fs.writeFileSync(`${file}.${suffix}`, compressed);
      summary[suffix] += compressed.length;
      wrote = true;
    }
    if (!wrote) continue;
    summary.files += 1;
    summary.bytes += bytes.length;
  }
  return summary;
}

/** "12 files, 598.0 KB → 146.8 KB br, 176.8 KB gzip" */
export function describeSummary({ files, bytes, br, gz }) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  return `${files} files, ${kb(bytes)} → ${kb(br)} br, ${kb(gz)} gzip`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error('usage: node scripts/precompress.mjs <dist folder>...');
    process.exit(2);
  }
  for (const dir of dirs) console.log(`${dir}: ${describeSummary(precompressDir(dir))}`);
}
