import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { BulkAddProgress } from '../api/bulk-add-teams';

/**
 * Bulk adds this page is writing right now, by organizer id, with their last progress. Kept outside the
 * form, so leaving the Teams screen and coming back while one runs shows its bar again.
 */
const runningBulkAddsAtom = atom<ReadonlyMap<string, BulkAddProgress>>(new Map());

/** This page's progress of a bulk add into `organizerId`'s teams, while it runs; undefined otherwise. */
export function useRunningBulkAdd(organizerId: string): BulkAddProgress | undefined {
  return useAtomValue(runningBulkAddsAtom).get(organizerId);
}

/** Records (or, with null, forgets) the progress of the bulk add into `organizerId`'s teams. */
export function useSetRunningBulkAdd(organizerId: string) {
  const setRunning = useSetAtom(runningBulkAddsAtom);
  return useCallback(
    (progress: BulkAddProgress | null) =>
      setRunning((running) => {
        const next = new Map(running);
        if (progress) next.set(organizerId, progress);
        else next.delete(organizerId);
        return next;
      }),
    [organizerId, setRunning],
  );
}
