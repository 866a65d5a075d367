import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createSsrConfig } from '../scripts/ssr-config.mjs';

export default createSsrConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  federationName: 'mf_match_center',
  entry: './src/ssr/render-match-page.tsx',
});
