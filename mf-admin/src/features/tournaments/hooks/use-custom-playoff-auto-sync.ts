import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from 'shared-data';
import { lastLeagueRound, type CustomPlayoffConfig, type Match, type Tournament } from 'shared-domain';
import { customPlayoffSyncPlan } from 'shared-domain/playoff-editing';
import { useSyncCustomPlayoffMutation } from '../api/use-custom-playoff-mutations';

/**
 * Winners move on by themselves (issue 22): once a stored result (in the editor, in the match centre, or
 * a league result that settles the seeds) changes what the custom playoff's games resolve to, their
 * match items are brought in line, once per change (a failure waits for Retry), never while a score is
 * still saving or another playoff write runs. Answers the sync's mutation (its failure is shown).
 */
export function useCustomPlayoffAutoSync(tournament: Tournament, config: CustomPlayoffConfig, matches: readonly Match[], seeds: readonly string[], busy: boolean) {
  const autoSync = useSyncCustomPlayoffMutation(tournament.id);
  const owner = { tournamentId: tournament.id, organizerId: tournament.organizerId };
  const plan = customPlayoffSyncPlan(config, matches, owner, lastLeagueRound(matches), seeds);
  const planKey = plan.create.length + plan.update.length + plan.remove.length > 0 ? JSON.stringify(plan) : '';
  const scoring = useIsMutating({ mutationKey: queryKeys.tournamentMatches(tournament.id) }) > 0;
  const synced = useRef('');
  useEffect(() => {
    if (planKey === '' || busy || scoring || autoSync.isPending || synced.current === planKey) return;
    synced.current = planKey;
    autoSync.mutate(undefined, { onError: (failure) => console.error('Updating the playoff games failed', failure) });
  }, [planKey, busy, scoring, autoSync]);
  return autoSync;
}
