import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createSsrConfig } from '../scripts/ssr-config.mjs';

export default createSsrConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  federationName: 'mf_public',
  entry: './src/ssr/render-public-page.tsx',
});
