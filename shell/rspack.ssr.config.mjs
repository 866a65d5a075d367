import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createSsrConfig } from '../scripts/ssr-config.mjs';

export default createSsrConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  federationName: 'shell',
  entry: './src/ssr/render-layout.tsx',
});
