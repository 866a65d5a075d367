#!/usr/bin/env node
// Builds the shell and the remotes. `--all` rebuilds everything; otherwise only apps whose
// sources changed since their last build (what `npm start` needs to start fast).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT, appInputs } from './apps.mjs';
import { describeSummary, precompressDir } from './precompress.mjs';

const STAMP = '.build-stamp';

function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function isStale(app) {
  const stamp = path.join(ROOT, app, 'dist', STAMP);
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  return appInputs(app).some((input) => newestMtime(input) > built);
}

export function buildApps({ all = false } = {}) {
  const rspack = path.join(ROOT, 'node_modules', '.bin', 'rspack');
  const built = [];
  for (const app of APPS) {
    if (!all && !isStale(app)) {
      console.log(`✓ ${app} is up to date`);
      continue;
    }
    console.log(`▶ building ${app}…`);
    const started = Date.now();
    const result = spawnSync(rspack, ['build'], {
      cwd: path.join(ROOT, app),
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      console.error(`✗ ${app} failed to build`);
      process.exit(result.status ?? 1);
    }
    console.log(`  precompressed ${describeSummary(precompressDir(path.join(ROOT, app, 'dist')))}`);
    if (fs.existsSync(path.join(ROOT, app, SSR_CONFIG))) buildServerEntry(rspack, app);
    if (BUDGET_SCRIPTS[app]) checkBudget(app, BUDGET_SCRIPTS[app]);
    console.log(`✓ ${app} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    built.push(app);
  }
  if (built.length === 0) return;
  checkBudget('a route', ROUTE_BUDGETS);
  // Stamped only once every budget holds, so a build over budget is built (and checked) again next time.
  for (const app of built) fs.writeFileSync(path.join(ROOT, app, 'dist', STAMP), new Date().toISOString());
}

/** An app's server build (the gateway renders public pages with it), next to its browser build. */
const SSR_CONFIG = 'rspack.ssr.config.mjs';

function buildServerEntry(rspack, app) {
  const result = spawnSync(rspack, ['build', '-c', SSR_CONFIG], {
    cwd: path.join(ROOT, app),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error(`✗ ${app}'s server build failed`);
    process.exit(result.status ?? 1);
  }
}

/** Size budgets the build enforces: the embeddable widget's cold-cache weight (issue 9: ≤ 150 KB compressed). */
const BUDGET_SCRIPTS = { 'mf-match-center': 'mf-match-center/scripts/widget-size.mjs' };
/** The JavaScript each route transfers (issue 10), checked once all apps are built: a route spans the shell and a remote. */
const ROUTE_BUDGETS = 'scripts/route-budgets.mjs';

function checkBudget(what, script) {
  const result = spawnSync(process.execPath, [path.join(ROOT, script)], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✗ ${what} is over its size budget (${script})`);
    process.exit(result.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildApps({ all: process.argv.includes('--all') });
}
