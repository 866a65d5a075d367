// Vitest runs without globals, so Testing Library cannot register its own cleanup: do it here.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy…/waitFor give up after 1 s by default: two test workers on a 2-core machine, with a gateway or a
// build beside them, can take longer for a screen's async work (a re-seed's reads and writes failed so once).
// A test that fails still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// Projects that run with `isolate: false` share one jsdom per worker between test files: each test hands the
// next one the document, storage and clocks as a fresh environment has them, whatever it left behind (elements
// appended to the body, focus, the theme on `<html>`, a saved draft, fake timers). What the document held when
// this worker's environment was new is the baseline restored after every test.
const hasDom = typeof document !== 'undefined';
const initialHead = hasDom ? new Set(Array.from(document.head.childNodes)) : new Set<ChildNode>();
const initialUrl = hasDom ? window.location.href : '';
const initialTitle = hasDom ? document.title : '';

function resetDocument(): void {
  document.body.replaceChildren();
  for (const { name } of Array.from(document.body.attributes)) document.body.removeAttribute(name);
  for (const node of Array.from(document.head.childNodes)) if (!initialHead.has(node)) node.remove();
  for (const { name } of Array.from(document.documentElement.attributes)) document.documentElement.removeAttribute(name);
  document.title = initialTitle;
  // A test that left an element focused (then removed) would leave focus on a detached node.
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  if (window.location.href !== initialUrl) window.history.replaceState(null, '', initialUrl);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // Forms keep unsaved input in sessionStorage (mf-admin useFormDraft): none may leak into the next test.
  // (Tests in the node environment have no storage and no document.)
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (hasDom) resetDocument();
});
