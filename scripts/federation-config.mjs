// One Rspack + Module Federation configuration for the shell and every remote, so the
// shared singletons, loaders and output rules cannot drift between apps.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { ChunkGraphPlugin, chunkGraphFile } from './chunk-graph-plugin.mjs';
import { EntryMetaPlugin } from './entry-meta-plugin.mjs';
import { PageStylesPlugin } from './page-styles-plugin.mjs';

const require = createRequire(import.meta.url);
const rootPackage = (name) => require(`${name}/package.json`);
/** A workspace package's version, read from its folder (its `exports` need not expose package.json). */
const workspaceVersion = (name) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', name, 'package.json'), 'utf8')).version;

/**
 * Both the build and the shell's runtime (shell/src/features/remotes/remote-registry.ts) use
 * `loaded-first`: a singleton already on the page (the shell's) is used as is, and no remote entry is
 * fetched just to compare versions. Under `version-first` the first shared import would load every
 * remote's entry, so one unreachable remote would delay or break the others and the shell.
 */
export const SHARE_STRATEGY = 'loaded-first';

/** Dev ports: each remote also runs standalone. */
export const DEV_PORTS = { shell: 3000, 'mf-admin': 3001, 'mf-public': 3002, 'mf-match-center': 3003 };

/**
 * Singletons shared by the host and every remote (ARCHITECTURE §2): one React, one router, one
 * jotai store, one QueryClient context, and one copy of our shared packages so the session and the
 * SDK clients exist once.
 */
export function sharedSingletons() {
  const external = (name, pkg = name) => ({
    singleton: true,
    requiredVersion: `^${rootPackage(pkg).version}`,
  });
  // Our packages at their real versions, and checked strictly: a remote built against an incompatible
  // shared package fails to load (its route shows Retry) instead of running on the wrong singleton.
  const workspace = (name) => {
    const version = workspaceVersion(name);
    return { singleton: true, version, requiredVersion: `^${version}`, strictVersion: true };
  };
  return {
    react: external('react'),
    'react/jsx-runtime': external('react/jsx-runtime', 'react'),
    'react-dom': external('react-dom'),
    'react-dom/client': external('react-dom/client', 'react-dom'),
    // Provided as the subset of the router the apps use (shared-router.mjs), at the package's version.
    'react-router-dom': {
      ...external('react-router-dom'),
      import: path.join(import.meta.dirname, 'shared-router.mjs'),
      version: rootPackage('react-router-dom').version,
    },
    jotai: external('jotai'),
    '@tanstack/react-query': external('@tanstack/react-query'),
    'shared-domain': workspace('shared-domain'),
    'shared-data': workspace('shared-data'),
    'shared-ui': workspace('shared-ui'),
    'shared-football-ui': workspace('shared-football-ui'),
  };
}

/**
 * An SVG file as a data: URL (percent-encoded text, smaller than base64 for SVG), for the shell page's icon: without
 * one, browsers ask for /favicon.ico (a 404 in every console); as a file it was one more request before a
 * server-rendered page's first paint (high priority, beside its stylesheet on a slow phone's link).
 */
const svgDataUrl = (file) => `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(file, 'utf8').trim())}`;

/**
 * One federation runtime per page: the shell's entry provides its runtime core (a global), and the remotes that
 * only ever load into the shell (mf-public, mf-admin) use it instead of bundling and evaluating their own, which was
 * most of each remote entry (31 KB brotli) and a long task on a phone. mf-match-center keeps its own: its widget
 * loads it into other sites' pages, where no shell provides one.
 */
function federationRuntimeOf(folder, isHost) {
  if (isHost) return { provideExternalRuntime: true };
  return folder === 'mf-public' || folder === 'mf-admin' ? { externalRuntime: true } : {};
}

/**
 * React Router's production build for production bundles. Its package exports name only its development build
 * (`dist/development`), whose dev warnings run on every render (building messages for each <Routes> and <Link>)
 * and ship in every page's start chunk; `dist/production` is the same code with them compiled out.
 */
function reactRouterProductionBuild() {
  // The router the apps declare (the shell's dependency), resolved from the shell's folder.
  const fromShell = createRequire(path.join(import.meta.dirname, '..', 'shell', 'package.json'));
  const dist = path.join(path.dirname(fromShell.resolve('react-router/package.json')), 'dist', 'production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

/**
 * @param {{ appDir: string, name: string, federationName: string, exposes?: Record<string,string>,
 *   isHost?: boolean, title?: string, mode?: 'production'|'development', extraEntries?: Record<string,string> }} options
 */
export function createFederatedConfig(options) {
  const { appDir, federationName, exposes = {}, isHost = false, title = 'Football Tournaments' } = options;
  const mode = options.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const dev = mode === 'development';
  const folder = path.basename(appDir);

  return {
    mode,
    context: appDir,
    entry: { main: './src/index.ts', ...(options.extraEntries ?? {}) },
    devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(appDir, 'dist'),
      // The shell serves deep links (/admin/teams/x), so its assets need absolute paths;
      // remotes resolve theirs from wherever their manifest was loaded.
      publicPath: isHost ? '/' : 'auto',
      filename: dev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
      cssFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
      cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
      uniqueName: federationName,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: dev ? {} : reactRouterProductionBuild() },
    module: {
      // A missing export is a bug, not a warning: fail the build instead of shipping `undefined`.
      // CSS Modules are imported as one default map (`import styles from './x.module.css'`), as in the kit.
      parser: { javascript: { exportsPresence: 'error' }, 'css/auto': { namedExports: false } },
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        // `?raw` imports a stylesheet as text (the widget puts it in its shadow root): never injected into <head>.
        { test: /\.css$/, resourceQuery: { not: /raw/ }, type: 'css/auto' },
        { resourceQuery: /raw/, type: 'asset/source' },
        { test: /\.(png|jpe?g|webp|svg)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        manifest: true,
        // The shell types its remotes by a hand-written contract (remote-contract.ts, checked by a test):
        // it learns their URLs only at run time, so a build has no remote to fetch types from.
        dts: false,
        shareStrategy: SHARE_STRATEGY,
        shared: sharedSingletons(),
        ...(dev ? {} : { experiments: federationRuntimeOf(folder, isHost) }),
      }),
      // The shell's page, or a remote's standalone development page.
      new rspack.HtmlRspackPlugin({
        title: isHost ? title : `${federationName} (standalone)`,
        template: isHost ? path.join(appDir, 'index.html') : path.join(import.meta.dirname, 'standalone/index.html'),
        // The page names its icon inline (svgDataUrl says why); /favicon.svg is still served for whoever links it.
        ...(isHost ? { templateParameters: { faviconHref: svgDataUrl(path.join(appDir, 'favicon.svg')) } } : {}),
        chunks: ['main'],
      }),
      isHost && new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(appDir, 'favicon.svg') }] }),
      // The shell's page runs its entry itself (shell/index.html): the build only names it.
      isHost && new EntryMetaPlugin(),
      dev && new ReactRefreshRspackPlugin(),
      // What each chunk is loaded for, so the build can check what a route transfers (scripts/route-budgets.mjs).
      !dev && new ChunkGraphPlugin({ file: chunkGraphFile(folder) }),
      // The stylesheets of each first view, which the gateway links in the server's HTML (dist/page-styles.json).
      !dev && new PageStylesPlugin({ appDir, host: isHost }),
    ].filter(Boolean),
    optimization: {
      minimize: !dev,
      splitChunks: {
        cacheGroups: {
          // shared-domain/playoff-editing (and the rule files it repeats) is used by a screen and by
          // shared-data's lazy playoff-editing chunk: kept apart, loading that chunk never pulls in the
          // screen's chunk and its stylesheets (the widget's manifest lists shared-data's async chunks).
          playoffRules: {
            test: /shared-domain[\\/]src[\\/](playoff-editing|playoffs|league|match)[\\/]/,
            chunks: 'async',
            name: 'playoff-rules',
            enforce: true,
            priority: 20,
          },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port: DEV_PORTS[folder],
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // In development the shell's origin fronts the gateway, as the gateway's own origin does in production.
      // /widget.js redirects to /remotes/mf-match-center/widget.<hash>.js, the last production build.
      proxy: isHost
        ? [
            {
              context: (pathname, request) =>
                ['/config.json', '/remotes.json', '/widget.js', '/remotes/', '/auth', '/aws', '/api', '/media'].some(
                  (p) => pathname.startsWith(p),
                ) ||
                (pathname.startsWith('/admin/') && request.method !== 'GET' && request.method !== 'HEAD'),
              target: 'http://localhost:8080',
            },
          ]
        : undefined,
    },
    stats: 'errors-warnings',
  };
}
