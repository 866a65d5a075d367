// The Node build of an app's server-rendering entry (issue 10): the gateway renders public pages from the
// same components the browser runs. CSS Modules get the class names of the app's browser build (same
// context, uniqueName and mode, so the same hashes) without emitting any CSS: the browser's stylesheets
// style the server's HTML. Output goes to <app>/dist-ssr, outside what the gateway serves.
import path from 'node:path';
import { createFederatedConfig } from './federation-config.mjs';

/**
 * @param {{ appDir: string, federationName: string, entry: string }} options
 */
export function createSsrConfig({ appDir, federationName, entry }) {
  const browser = createFederatedConfig({ appDir, federationName, mode: 'production' });
  return {
    mode: 'production',
    context: appDir,
    target: 'node20',
    entry: { render: entry },
    devtool: false,
    output: {
      path: path.join(appDir, 'dist-ssr'),
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:10].cjs',
      library: { type: 'commonjs2' },
      uniqueName: federationName,
      clean: true,
    },
    resolve: browser.resolve,
    module: {
      parser: browser.module.parser,
      generator: { 'css/auto': { exportsOnly: true } },
      rules: browser.module.rules,
    },
    // The server bundle stays readable in stack traces; it is never downloaded.
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  };
}
