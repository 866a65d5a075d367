import { useCallback, useRef, useState } from 'react';
import { ConflictError, teamsRepository } from 'shared-data';
import type { Team } from 'shared-domain';

/** Shown when a save lost the race: the stored team is shown instead of the user's change. */
export const TEAM_CONFLICT_MESSAGE = 'This team was changed elsewhere; the latest version is shown.';
export const TEAM_GONE_MESSAGE = 'This team no longer exists.';
export const SAVE_FAILED_MESSAGE = 'The changes could not be saved. Please try again.';

/** Fields to save: null removes a field (a cleared date, an unset number); undefined ones are ignored (spec §5). */
export type TeamChanges = { [K in keyof Team]?: Team[K] | null };

/** How a save ended. `conflict` and `gone` mean the screen now shows what is stored. */
export type SaveOutcome = { status: 'saved'; team: Team } | { status: 'conflict'; team: Team } | { status: 'gone' } | { status: 'failed' };

/** The text a form shows for an outcome (nothing after a plain success: the form says so itself). */
export function saveOutcomeMessage(outcome: SaveOutcome): string | null {
  switch (outcome.status) {
    case 'conflict':
      return TEAM_CONFLICT_MESSAGE;
    case 'gone':
      return TEAM_GONE_MESSAGE;
    case 'failed':
      return SAVE_FAILED_MESSAGE;
    default:
      return null;
  }
}

export interface TeamEditor {
  /** The team as last read or saved. */
  team: Team;
  /** True once a save found the team deleted. */
  gone: boolean;
  /**
   * Bumps whenever stored data replaced what the forms were editing (a lost race), so forms keyed on it
   * start again from the fresh team instead of keeping a stale draft.
   */
  revision: number;
  /**
   * Saves fields built from the latest team (players live inside the team, so a player edit rewrites
   * the list: building it from the latest team never drops another edit made here meanwhile). Saves
   * run one after another, each version-checked against what this screen last saw.
   */
  save: (fields: (current: Team) => TeamChanges) => Promise<SaveOutcome>;
}

/** Editing state of one team: every save is a version-conditioned update; a lost race shows the fresh team. */
export function useTeamEditor(initial: Team): TeamEditor {
  const [team, setTeam] = useState(initial);
  const [gone, setGone] = useState(false);
  const [revision, setRevision] = useState(0);
  const latest = useRef(initial);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const save = useCallback((fields: (current: Team) => TeamChanges): Promise<SaveOutcome> => {
    const run = async (): Promise<SaveOutcome> => {
      const current = latest.current;
      try {
        const saved = await teamsRepository.update(current, fields(current) as Partial<Team>);
        latest.current = saved;
        setTeam(saved);
        return { status: 'saved', team: saved };
      } catch (error) {
        if (error instanceof ConflictError) {
          const fresh = error.current as Team | null;
          if (!fresh) {
            setGone(true);
            return { status: 'gone' };
          }
          latest.current = fresh;
          setTeam(fresh);
          setRevision((r) => r + 1);
          return { status: 'conflict', team: fresh };
        }
        console.error('Saving the team failed', error);
        return { status: 'failed' };
      }
    };
    const next = queue.current.then(run, run);
    queue.current = next;
    return next;
  }, []);

  return { team, gone, revision, save };
}
