// Vitest runs without globals, so Testing Library cannot register its own cleanup: do it here.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Forms keep unsaved input in sessionStorage (mf-admin useFormDraft): none may leak into the next test.
  // (Tests in the node environment have no sessionStorage.)
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
