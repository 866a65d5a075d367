import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { OrganizerDeleteProgress } from 'shared-data';

/**
 * Organizer deletes this page is waiting for, by organizer id, with their last count (null until the
 * gateway has counted what there is to delete). Kept outside the screen, so leaving Organizers and
 * coming back while a delete runs shows its bar again.
 */
const runningDeletesAtom = atom<ReadonlyMap<string, OrganizerDeleteProgress | null>>(new Map());

/** The delete of `organizerId` under way in this page: null before its first count, undefined when none runs. */
export function useRunningOrganizerDelete(organizerId: string): OrganizerDeleteProgress | null | undefined {
  return useAtomValue(runningDeletesAtom).get(organizerId);
}

/** Runs a delete, recording it (and its counts, also told to `onProgress`) until it settles, whether it finished or failed. */
export function useTrackOrganizerDelete() {
  const setRunning = useSetAtom(runningDeletesAtom);
  return useCallback(
    async (
      organizerId: string,
      remove: (onProgress: (progress: OrganizerDeleteProgress) => void) => Promise<void>,
      onProgress?: (progress: OrganizerDeleteProgress) => void,
    ): Promise<void> => {
      const record = (progress: OrganizerDeleteProgress | null) => setRunning((running) => new Map(running).set(organizerId, progress));
      record(null);
      try {
        await remove((progress) => {
          record(progress);
          onProgress?.(progress);
        });
      } finally {
        setRunning((running) => {
          const rest = new Map(running);
          rest.delete(organizerId);
          return rest;
        });
      }
    },
    [setRunning],
  );
}
