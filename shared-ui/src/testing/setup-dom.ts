// Vitest runs without globals, so Testing Library cannot register its own cleanup: do it here.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy…/waitFor give up after 1 s by default: two test workers on a 2-core machine, with a gateway or a
// build beside them, can take longer for a screen's async work (a re-seed's reads and writes failed so once).
// A test that fails still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Forms keep unsaved input in sessionStorage (mf-admin useFormDraft): none may leak into the next test.
  // (Tests in the node environment have no sessionStorage.)
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
