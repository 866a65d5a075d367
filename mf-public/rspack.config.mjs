import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createFederatedConfig } from '../scripts/federation-config.mjs';

export default createFederatedConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  federationName: 'mf_public',
  isHost: false,
  exposes: { './screens': './src/screens.ts' },
});
