#!/usr/bin/env node
// `npm run dev`: hot reload. The gateway (port 8080) serves the API and a remotes.json that points
// at each remote's dev server; the shell's dev server (port 3000) proxies the API to the gateway.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from './apps.mjs';
import { DEV_PORTS } from './federation-config.mjs';

const remotesFile = path.join(ROOT, '.tmp', 'remotes.dev.json');
fs.mkdirSync(path.dirname(remotesFile), { recursive: true });
fs.writeFileSync(
  remotesFile,
  JSON.stringify({
    mf_admin: `http://localhost:${DEV_PORTS['mf-admin']}/mf-manifest.json`,
    mf_public: `http://localhost:${DEV_PORTS['mf-public']}/mf-manifest.json`,
    mf_match_center: `http://localhost:${DEV_PORTS['mf-match-center']}/mf-manifest.json`,
  }),
);

// The remotes' standalone pages call the gateway from their own origins, which it answers only when
// named (CORS). In development every page comes from a dev server, which sends no Content-Security-Policy
// (its eval source maps and hot-update socket would need a looser one); the gateway's own port keeps the
// production policy for the built pages it serves, so open the dev shell, not the gateway's port.
const devOrigins = Object.values(DEV_PORTS).map((port) => `http://localhost:${port}`);

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', path.join(ROOT, 'gateway', 'src', 'main.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { APPS_DIR: ROOT, REMOTES_JSON: remotesFile, ALLOWED_ORIGINS: devOrigins.join(','), ...process.env },
  }),
  ...APPS.map((app) =>
    spawn(bin('rspack'), ['dev'], {
      cwd: path.join(ROOT, app),
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'development' },
    }),
  ),
];
console.log(`Dev shell: http://localhost:${DEV_PORTS.shell} (gateway on http://localhost:8080)`);

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', () => stop()));
