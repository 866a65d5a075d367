import { useIsMutating, useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { ConflictError, NotFoundError, loadCupUseCases, queryKeys } from 'shared-data';
import { MATCH_DETAIL_MESSAGES, type Match } from 'shared-domain';
import { matchNotice, matchNoticeAtom } from '../atoms/match-notice-atom';
import type { MergedSave } from './match-merge';
import { storeInTournamentMatches } from './tournament-matches-cache';

/** One save, planned on the match as it is when the save runs. */
interface MatchSavePlan {
  /**
   * The match as it will look once saved, shown at once: for edits made in place (selects, buttons).
   * Forms leave it out: they already show what was typed, and a preview would restart a form keyed by
   * its fields twice (preview, then a conflict's stored match), losing the draft a conflict must keep.
   */
  preview?: Match;
  /** Writes the change; resolves to the match as stored, or that with a note for the notice (a merge's, see match-merge). */
  write: () => Promise<Match | MergedSave>;
}

/** How one kind of save changes the match. */
export interface MatchSaveSpec<V> {
  /** The save to make on `current`, or null when there is nothing to save (no write, no notice). */
  plan: (current: Match, variables: V) => MatchSavePlan | null;
  /** The notice once saved. */
  successText: (variables: V) => string;
}

/** What decides a cup's knockout sides: a game's score, shoot-out and status (a cancelled game's score does not count). */
const DECIDING_FIELDS = ['homeGoals', 'awayGoals', 'homePenalties', 'awayPenalties', 'status'] as const;

/** Whether a save changed what decides the knockout sides of a Groups + Knockout cup (only its games have a stage). */
const decidesCupSides = (before: Match, after: Match): boolean => after.stage !== undefined && DECIDING_FIELDS.some((field) => before[field] !== after[field]);

const saveKey = (tournamentId: string, matchId: string) => [...queryKeys.match(tournamentId, matchId), 'save'] as const;

/** Whether any save of this match is under way (the forms' buttons show it). */
export function useMatchSaving(tournamentId: string, matchId: string): boolean {
  return useIsMutating({ mutationKey: saveKey(tournamentId, matchId) }) > 0;
}

/**
 * A save of one match, written to this match item only (edits made in place are shown at once, see
 * MatchSavePlan). Saves of a match share one mutation scope, so they run one after another, and each
 * is computed when it runs from the match as the previous one left it: a quick second edit never races
 * the first one's version. (That is also why the optimistic change is made when the save runs, not in onMutate,
 * which TanStack Query calls before a scoped mutation waits for its turn.) A lost race shows the
 * stored match and says so; a match deleted meanwhile becomes absent, so the screen shows Not Found.
 */
export function useMatchSaveMutation<V>(tournamentId: string, matchId: string, spec: MatchSaveSpec<V>) {
  const setNotice = useSetAtom(matchNoticeAtom);
  const matchKey = queryKeys.match(tournamentId, matchId);
  return useMutation({
    mutationKey: saveKey(tournamentId, matchId),
    scope: { id: saveKey(tournamentId, matchId).join('/') },
    mutationFn: async (variables: V, { client }): Promise<MergedSave | null> => {
      await client.cancelQueries({ queryKey: matchKey, exact: true });
      const current = client.getQueryData<Match | null>(matchKey);
      const plan = current ? spec.plan(current, variables) : null;
      if (!current || !plan) return null;
      if (plan.preview) client.setQueryData(matchKey, plan.preview);
      try {
        const written = await plan.write();
        const result = 'saved' in written ? written : { saved: written };
        client.setQueryData(matchKey, result.saved);
        storeInTournamentMatches(client, tournamentId, [result.saved]);
        // The cup's knockout games then name the teams the results decide (after the save: it never undoes it).
        if (decidesCupSides(current, result.saved)) {
          const synced = await (await loadCupUseCases()).syncCupKnockoutSides(tournamentId);
          storeInTournamentMatches(client, tournamentId, synced);
          // Its own sides too, when an earlier run failed to write them.
          const own = synced.find((m) => m.id === matchId);
          if (own) {
            client.setQueryData(matchKey, own);
            return { ...result, saved: own };
          }
        }
        return result;
      } catch (failure) {
        // A conflict or a deleted match shows what is stored now; any other failure undoes the preview.
        const stored = failure instanceof ConflictError ? (failure.current as Match | null) : failure instanceof NotFoundError ? null : current;
        client.setQueryData(matchKey, stored);
        throw failure;
      }
    },
    onSuccess: (result, variables) => {
      // A merged save's note stays in view (information), unlike a plain success, which fades.
      if (result) setNotice(result.note ? matchNotice('info', `${spec.successText(variables)} ${result.note}`) : matchNotice('success', spec.successText(variables)));
    },
    // Other screens list this match through their own keys (the tournament's fixtures, the calendar):
    // they read it again when next shown (the fixtures already hold the saved match, see above, but a
    // failed save may have stored part of its work). Exact, so this screen's own match query is left alone.
    onSettled: (_saved, _failure, _variables, _context, { client }) => {
      void client.invalidateQueries({ queryKey: queryKeys.tournamentMatches(tournamentId), exact: true });
      const organizerId = client.getQueryData<Match | null>(matchKey)?.organizerId;
      if (organizerId) void client.invalidateQueries({ queryKey: queryKeys.organizerMatches(organizerId) });
    },
    onError: (failure) => {
      if (failure instanceof NotFoundError) return;
      if (failure instanceof ConflictError) {
        setNotice(matchNotice('error', MATCH_DETAIL_MESSAGES.conflict));
        return;
      }
      console.error('Saving the match failed', failure);
      setNotice(matchNotice('error', MATCH_DETAIL_MESSAGES.saveFailed));
    },
  });
}
