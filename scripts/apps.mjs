// The browser apps and what each build depends on, for the build, start and dev scripts.
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Remotes first, shell last: the order only matters for readable logs. */
export const APPS = ['mf-admin', 'mf-public', 'mf-match-center', 'shell'];

/** Sources whose change makes an app's build stale: its own folder and the shared packages. */
export const appInputs = (app) => [
  path.join(ROOT, app, 'src'),
  path.join(ROOT, app, 'rspack.config.mjs'),
  path.join(ROOT, app, 'rspack.ssr.config.mjs'),
  path.join(ROOT, app, 'package.json'),
  ...(app === 'shell' ? [path.join(ROOT, app, 'index.html'), path.join(ROOT, app, 'favicon.svg')] : []),
  path.join(ROOT, 'shared-domain', 'src'),
  path.join(ROOT, 'shared-data', 'src'),
  path.join(ROOT, 'shared-ui', 'src'),
  path.join(ROOT, 'shared-football-ui', 'src'),
  path.join(ROOT, 'shared-football-ui', 'src'),
  path.join(ROOT, 'scripts'),
  path.join(ROOT, 'package-lock.json'),
];
