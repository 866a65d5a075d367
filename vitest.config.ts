import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every package; each package is a project with its own environment.
const nodeProject = (name: string) => ({
  test: { name, root: `./${name}`, environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
const domProject = (name: string) => ({
  test: {
    name,
    root: `./${name}`,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Testing Library's automatic cleanup needs globals; this registers it explicitly.
    setupFiles: [fileURLToPath(new URL('./shared-ui/src/testing/setup-dom.ts', import.meta.url))],
  },
});

export default defineConfig({
  test: {
    projects: [
      nodeProject('shared-domain'),
      nodeProject('gateway'),
      domProject('shared-data'),
      domProject('shared-ui'),
      domProject('shared-football-ui'),
      domProject('shell'),
      domProject('mf-admin'),
      domProject('mf-public'),
      domProject('mf-match-center'),
    ],
    // Benchmarks run in their package's project, so mf-admin's render benchmarks get jsdom and its setup.
    benchmark: { include: ['**/src/**/*.bench.{ts,tsx}'] },
  },
});
