import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createFederatedConfig } from '../scripts/federation-config.mjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const FEDERATED = 'mf-match-center';

const federated = {
  ...createFederatedConfig({
    appDir,
    federationName: 'mf_match_center',
    isHost: false,
    exposes: { './screens': './src/screens.ts', './widget': './src/widget.ts' },
  }),
  name: FEDERATED,
};

/**
 * widget.js, the embeddable widget's loader: one classic script (an IIFE declaring no global), built
 * after the federated app (whose build cleans dist) into the same dist as `widget.<hash>.js`; the
 * gateway's /widget.js redirects to the newest one. No HTML page and no federation plugin: it carries
 * the federation runtime itself and loads the remote at run time.
 */
const loader = {
  name: 'widget-loader',
  dependencies: [FEDERATED],
  mode: 'production',
  context: appDir,
  target: ['web', 'es2020'],
  entry: { widget: './src/widget-loader/widget-loader.ts' },
  devtool: 'source-map',
  output: {
    path: path.join(appDir, 'dist'),
    filename: 'widget.[contenthash:10].js',
    clean: false,
    iife: true,
    // Nothing may be split off: the page loads this one file.
    asyncChunks: false,
  },
  resolve: { extensions: ['.ts', '.mjs', '.js', '.json'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
        type: 'javascript/auto',
      },
    ],
  },
  optimization: { minimize: true },
  performance: { hints: false },
  stats: 'errors-warnings',
};

// `rspack dev` serves the remote alone; /widget.js in development is the last production build's.
export default process.env.NODE_ENV === 'development' ? federated : [federated, loader];
