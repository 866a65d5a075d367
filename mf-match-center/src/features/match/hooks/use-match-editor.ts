import { useCallback, useEffect, useRef, useState } from 'react';
import { ConflictError, NotFoundError, matchesRepository } from 'shared-data';
import { MATCH_DETAIL_MESSAGES, type Match } from 'shared-domain';

const SUCCESS_VISIBLE_MS = 5000;

export interface EditorNotice {
  tone: 'error' | 'success';
  text: string;
}

export interface SaveOptions {
  /**
   * Nested lists (goals, lineups, statistics) are saved with a version check, so an edit made elsewhere
   * in the meantime is never overwritten; plain fields are one UpdateItem of just those fields.
   */
  versioned: boolean;
  /** Shown once the save succeeded. */
  successText: string;
}

/**
 * Holds the match being edited and saves changes to this match item only. Saves run one after the
 * other, each built from the latest stored match (so a second quick edit never races the first one's
 * version). A lost race shows the stored match and says so.
 */
export function useMatchEditor(initial: Match) {
  const [match, setMatch] = useState(initial);
  const [notice, setNotice] = useState<EditorNotice | null>(null);
  const [saving, setSaving] = useState(0);
  // Set when a save finds the match gone (deleted elsewhere): the screen then shows Not Found.
  const [deleted, setDeleted] = useState(false);
  const latest = useRef(initial);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const save = useCallback((build: (current: Match) => Partial<Match> | null, options: SaveOptions): Promise<boolean> => {
    const run = async (): Promise<boolean> => {
      const current = latest.current;
      const fields = build(current);
      if (!fields || Object.keys(fields).length === 0) return true;
      setSaving((n) => n + 1);
      try {
        const saved = options.versioned
          ? await matchesRepository.updateVersioned(current, fields)
          : await matchesRepository.update(current.tournamentId, current.id, fields);
        latest.current = saved;
        setMatch(saved);
        setNotice({ tone: 'success', text: options.successText });
        return true;
      } catch (failure) {
        if (failure instanceof ConflictError) {
          const fresh = failure.current as Match | null;
          if (fresh) {
            latest.current = fresh;
            setMatch(fresh);
          } else setDeleted(true);
          setNotice({ tone: 'error', text: MATCH_DETAIL_MESSAGES.conflict });
          return false;
        }
        // A plain update is conditional on the match still existing: failing that means it was deleted.
        if (failure instanceof NotFoundError) {
          setDeleted(true);
          return false;
        }
        console.error('Saving the match failed', failure);
        setNotice({ tone: 'error', text: MATCH_DETAIL_MESSAGES.saveFailed });
        return false;
      } finally {
        setSaving((n) => n - 1);
      }
    };
    const result = queue.current.then(run);
    queue.current = result.catch(() => undefined);
    return result;
  }, []);

  // A success is a confirmation, not a state: it fades; errors stay until dismissed or replaced.
  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = setTimeout(() => setNotice((n) => (n === notice ? null : n)), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const dismissNotice = useCallback(() => setNotice(null), []);
  return { match, save, notice, dismissNotice, saving: saving > 0, deleted };
}

export type MatchEditor = ReturnType<typeof useMatchEditor>;
