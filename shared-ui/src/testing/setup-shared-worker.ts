// For the app projects that run with `isolate: false` (one worker, one jsdom and one copy of React, the kits and
// the AWS SDK for many test files): each test file still starts from the state a fresh worker gives it.
// Vitest evaluates this file again before every test file (after setup-dom.ts).
import { afterAll, vi } from 'vitest';

// Module state (shared-data's page store, session, active storage, runtime config and caches, the apps' own
// module singletons) lives in the project's sources, which Vitest transforms and evaluates itself: dropping its
// evaluated modules makes this file's imports evaluate them anew. Packages from node_modules (React, Testing
// Library, jotai, TanStack Query, the AWS SDK) are Node's own imports, kept once per worker: that is the time saved.
// A `vi.mock` is not undone by this, so the projects that use one stay isolated (vitest.config.ts).
vi.resetModules();

// What a test file may replace on the environment's objects (jsdom lacks scrolling, Blob URLs and a clipboard, so
// tests supply them): put back as this file found them, whether the test restored them or not.
const REPLACEABLE: ReadonlyArray<readonly [object, PropertyKey]> =
  typeof window === 'undefined'
    ? []
    : [
        [Element.prototype, 'scrollIntoView'],
        [navigator, 'clipboard'],
        [URL, 'createObjectURL'],
        [URL, 'revokeObjectURL'],
      ];
const found = REPLACEABLE.map(([owner, key]) => [owner, key, Object.getOwnPropertyDescriptor(owner, key)] as const);

afterAll(() => {
  // `vi.stubGlobal` (fetch, EventSource) is undone per file, as a fresh worker would have it.
  vi.unstubAllGlobals();
  for (const [owner, key, descriptor] of found) {
    if (descriptor) Object.defineProperty(owner, key, descriptor);
    else Reflect.deleteProperty(owner, key);
  }
});
