import { useEffect, useRef } from 'react';

/**
 * Calls `resetToStored` whenever `revision` moves on, i.e. when stored data replaced what a form was
 * editing (a lost race), so the form edits what is stored now instead of a stale draft. Its own save
 * messages survive, unlike remounting the form with a key.
 */
export function useRevisionReset(revision: number, resetToStored: () => void) {
  const seen = useRef(revision);
  useEffect(() => {
    if (seen.current === revision) return;
    seen.current = revision;
    resetToStored();
  });
}
