// One Rspack + Module Federation configuration for the shell and every remote, so the
// shared singletons, loaders and output rules cannot drift between apps.
import { createRequire } from 'node:module';
import path from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';

const require = createRequire(import.meta.url);
const rootPackage = (name) => require(`${name}/package.json`);

/** Dev ports: each remote also runs standalone. */
export const DEV_PORTS = { shell: 3000, 'mf-admin': 3001, 'mf-public': 3002, 'mf-match-center': 3003 };

/**
 * Singletons shared by the host and every remote (ARCHITECTURE §2): one React, one router,
 * one jotai, and one copy of our shared packages so the session and the SDK clients exist once.
 */
export function sharedSingletons() {
  const external = (name, pkg = name) => ({
    singleton: true,
    requiredVersion: `^${rootPackage(pkg).version}`,
  });
  const workspace = { singleton: true, requiredVersion: false, version: '0.1.0' };
  return {
    react: external('react'),
    'react/jsx-runtime': external('react/jsx-runtime', 'react'),
    'react-dom': external('react-dom'),
    'react-dom/client': external('react-dom/client', 'react-dom'),
    'react-router-dom': external('react-router-dom'),
    jotai: external('jotai'),
    'shared-domain': workspace,
    'shared-data': workspace,
    'shared-ui': workspace,
    'shared-football-ui': workspace,
  };
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
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
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
        { test: /\.css$/, type: 'css/auto' },
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
        dts: false,
        shared: sharedSingletons(),
      }),
      // The shell's page, or a remote's standalone development page.
      new rspack.HtmlRspackPlugin({
        title: isHost ? title : `${federationName} (standalone)`,
        template: isHost ? path.join(appDir, 'index.html') : path.join(import.meta.dirname, 'standalone/index.html'),
        chunks: ['main'],
      }),
      dev && new ReactRefreshRspackPlugin(),
    ].filter(Boolean),
    optimization: { minimize: !dev },
    performance: { hints: false },
    devServer: {
      port: DEV_PORTS[folder],
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // In development the shell's origin fronts the gateway, as the gateway's own origin does in production.
      proxy: isHost
        ? [
            {
              context: (pathname, request) =>
                ['/config.json', '/remotes.json', '/auth', '/aws', '/media'].some((p) => pathname.startsWith(p)) ||
                (pathname.startsWith('/admin/') && request.method !== 'GET' && request.method !== 'HEAD'),
              target: 'http://localhost:8080',
            },
          ]
        : undefined,
    },
    stats: 'errors-warnings',
  };
}
