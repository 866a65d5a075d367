#!/usr/bin/env node
// The static checks of `npm test`: every workspace's type check, lint, unused code (knip, both modes) and the
// import rules (depcruise). Each is one single-threaded process, so run one after another they left a core of
// CI's two idle for two minutes; here they run side by side, as many at once as the machine has cores. Each
// check's output is printed whole when it ends, and every check runs even when one fails, so one run shows
// every failure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps.mjs';

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const rootPackage = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const typedWorkspaces = rootPackage.workspaces.filter((workspace) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8'));
  return Boolean(manifest.scripts?.typecheck);
});

/**
 * The type check as three programs instead of one per workspace: each workspace's own program checked again the
 * shared sources it imports (eleven programs, 198 s of CPU in a clean CI run; these three about 55 s). The browser
 * packages and the stories share one set of options, the Node packages another; shared-domain keeps its own (no
 * DOM library: the rules must run anywhere). Each workspace's tsconfig.json stays for editors and its own
 * `npm run typecheck`.
 */
const TYPE_PROGRAMS = [
  { name: 'shared-domain', project: 'shared-domain', workspaces: ['shared-domain'] },
  { name: 'browser packages and stories', project: 'typecheck/browser.json', workspaces: ['shared-ui', 'shared-football-ui', 'mf-admin', 'mf-public', 'mf-match-center', 'shell', 'storybook'] },
  { name: 'Node packages', project: 'typecheck/node.json', workspaces: ['shared-data', 'gateway', 'e2e'] },
];
const unchecked = typedWorkspaces.filter((workspace) => !TYPE_PROGRAMS.some((program) => program.workspaces.includes(workspace)));
if (unchecked.length > 0) {
  console.error(`No type-check program covers ${unchecked.join(', ')}: add it to TYPE_PROGRAMS in scripts/checks.mjs (and its typecheck/*.json).`);
  process.exit(1);
}

/** The slowest first (lint, then the type checks), so no long check starts last. */
const CHECKS = [
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  ...TYPE_PROGRAMS.map(({ name, project }) => ({ name: `typecheck ${name}`, command: bin('tsc'), args: ['-p', project] })),
  { name: 'unused code', command: bin('knip'), args: ['--no-progress'] },
  { name: 'unused code (production)', command: bin('knip'), args: ['--no-progress', '--production'] },
  { name: 'imports', command: bin('depcruise'), args: ['.', '--config', '.dependency-cruiser.cjs'] },
];

function run({ name, command, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ name, ok: false, output: `${output}${error.message}\n`, seconds: 0 }));
    child.on('close', (code) => resolve({ name, ok: code === 0, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const limit = Math.max(os.availableParallelism(), 1);
const queue = [...CHECKS];
const results = [];
async function worker() {
  for (let check = queue.shift(); check; check = queue.shift()) {
    const result = await run(check);
    results.push(result);
    const mark = result.ok ? '✓' : '✗';
    console.log(`${mark} ${result.name} (${result.seconds.toFixed(1)} s)`);
    if (!result.ok || result.output.trim() !== '') console.log(result.output.trimEnd());
  }
}
await Promise.all(Array.from({ length: Math.min(limit, CHECKS.length) }, worker));

const failed = results.filter((result) => !result.ok).map((result) => result.name);
if (failed.length > 0) {
  console.error(`\n${failed.length} of ${CHECKS.length} checks failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`\nAll ${CHECKS.length} checks passed.`);
