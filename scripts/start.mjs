#!/usr/bin/env node
// `npm start`: build what is stale, then run the gateway with the embedded stores, serving
// every app on one origin. Ctrl-C stops the gateway, which stops the stores it started.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { buildApps } from './build.mjs';

buildApps();

const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const gateway = spawn(tsx, [path.join(ROOT, 'gateway', 'src', 'main.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { APPS_DIR: ROOT, ...process.env },
});

// The terminal sends Ctrl-C to the whole process group; forward other stops explicitly.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => gateway.kill(signal));
}
gateway.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
