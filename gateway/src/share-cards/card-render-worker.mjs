// The render worker's entry file. Node starts a worker from a JavaScript file, and the gateway's sources
// are TypeScript run through tsx (npm start, and the tests' Vitest): tsx loads the worker's module here,
// scoped to this import, whatever runs the main thread.
import { tsImport } from 'tsx/esm/api';

await tsImport('./card-render-worker.ts', import.meta.url);
