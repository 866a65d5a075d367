import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { SetupProgress, SetupProgressListener } from 'shared-data';

/**
 * Tournament setups this page is writing right now (a creation or a resume), by tournament id, with
 * their last progress. A stored tournament still marked as being created looks the same whether this
 * page is writing it or a reload cut it short: this tells the two apart, so the list and the detail
 * show the live progress instead of "Creation interrupted" and a second Resume.
 */
const runningSetupsAtom = atom<ReadonlyMap<string, SetupProgress>>(new Map());

/** This page's progress of the setup of `tournamentId`, while it runs; undefined otherwise. */
export function useRunningSetup(tournamentId: string | null): SetupProgress | undefined {
  const running = useAtomValue(runningSetupsAtom);
  return tournamentId ? running.get(tournamentId) : undefined;
}

/**
 * Runs a setup write, recording its progress (and through `onProgress`, to the caller) until it
 * settles, whether it finished or failed.
 */
export function useTrackSetup() {
  const setRunning = useSetAtom(runningSetupsAtom);
  return useCallback(
    async <T>(write: (onProgress: SetupProgressListener) => Promise<T>, onProgress?: SetupProgressListener): Promise<T> => {
      const claimed: { tournamentId?: string } = {};
      try {
        return await write((progress) => {
          claimed.tournamentId = progress.tournamentId;
          setRunning((running) => new Map(running).set(progress.tournamentId, progress));
          onProgress?.(progress);
        });
      } finally {
        const settled = claimed.tournamentId;
        if (settled) {
          setRunning((running) => {
            const rest = new Map(running);
            rest.delete(settled);
            return rest;
          });
        }
      }
    },
    [setRunning],
  );
}
