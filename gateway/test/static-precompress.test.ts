import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeSummary, precompressDir, type PrecompressSummary } from '../../scripts/precompress.mjs';

const text = (bytes: number) =>
  Array.from({ length: Math.ceil(bytes / 20) }, (_, i) => `const row${i} = { id: ${i}, label: "r${i}" };\n`)
    .join('')
    .slice(0, bytes);

const FILES: Record<string, string | Buffer> = {
  'main.0123456789.js': text(20_000),
  'static/css/async/page.0123456789.css': text(3_000),
  'index.html': text(1_024),
  'mf-manifest.json': JSON.stringify({ rows: text(4_000) }),
  'main.0123456789.js.map': text(20_000),
  'tiny.js': text(1_023),
  'logo.png': text(5_000),
  // Random bytes do not compress: no copy is written that would be larger than the original.
  'noise.txt': randomBytes(4_096),
};
const COMPRESSED = ['main.0123456789.js', 'static/css/async/page.0123456789.css', 'index.html', 'mf-manifest.json'];
const SKIPPED = ['main.0123456789.js.map', 'tiny.js', 'logo.png', 'noise.txt'];

let dist: string;
let summary: PrecompressSummary;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
  for (const [file, content] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await writeFile(path.join(dist, file), content);
  }
  summary = precompressDir(dist);
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('precompressDir', () => {
  it.each(COMPRESSED)('writes a smaller .br and .gz of %s that decompress to the original', async (file) => {
    const original = await readFile(path.join(dist, file));
    const br = await readFile(path.join(dist, `${file}.br`));
    const gz = await readFile(path.join(dist, `${file}.gz`));
    expect(br.length).toBeLessThan(original.length);
    expect(gz.length).toBeLessThan(original.length);
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(gz).equals(original)).toBe(true);
  });

  it.each(SKIPPED)('leaves %s alone (a source map, under 1 KB, not text, or incompressible)', (file) => {
    expect(existsSync(path.join(dist, `${file}.br`))).toBe(false);
    expect(existsSync(path.join(dist, `${file}.gz`))).toBe(false);
  });

  it('compresses the 20 KB script at brotli maximum quality, smaller than gzip level 9', async () => {
    const br = await readFile(path.join(dist, 'main.0123456789.js.br'));
    const gz = await readFile(path.join(dist, 'main.0123456789.js.gz'));
    expect(br.length).toBeLessThan(gz.length);
  });

  it('reports what it compressed', async () => {
    const sizes = async (suffix: string) => {
      const stats = await Promise.all(COMPRESSED.map((f) => readFile(path.join(dist, f + suffix))));
      return stats.reduce((sum, b) => sum + b.length, 0);
    };
    expect(summary).toEqual({ files: 4, bytes: await sizes(''), br: await sizes('.br'), gz: await sizes('.gz') });
    expect(describeSummary({ files: 2, bytes: 2048, br: 512, gz: 1024 })).toBe('2 files, 2.0 KB → 0.5 KB br, 1.0 KB gzip');
  });

  it('rewrites its copies on a second run and never compresses them again', async () => {
    expect(precompressDir(dist)).toEqual(summary);
    expect(existsSync(path.join(dist, 'main.0123456789.js.br.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'main.0123456789.js.gz.gz'))).toBe(false);
  });
});
