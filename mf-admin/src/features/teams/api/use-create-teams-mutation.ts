import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys, teamsRepository, type NewTeam } from 'shared-data';
import { useSetRunningBulkAdd } from '../atoms/running-bulk-add-atom';
import { bulkAddTeams, type BulkAddResult } from './bulk-add-teams';

/** Team lists and the dashboard counts read again once teams were added. */
function refreshAfterCreate(client: QueryClient, organizerId: string) {
  void client.invalidateQueries({ queryKey: queryKeys.teamLists() });
  void client.invalidateQueries({ queryKey: queryKeys.counts(organizerId) });
  void client.invalidateQueries({ queryKey: queryKeys.counts(null) });
}

/** Creates one team of the organizer (spec §2 "Manage Teams"). */
export function useCreateTeamMutation(organizerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewTeam) => teamsRepository.create(input, organizerId),
    onSuccess: () => refreshAfterCreate(client, organizerId),
  });
}

/**
 * Bulk add (bulk-add-teams.ts): one team per new name, existing names skipped. Its progress is kept in
 * the page's running bulk adds until it settles. One organizer's bulk adds run one after the other (one
 * mutation scope): a second list sent while the first is saving reads the teams once the first is done
 * and skips what it saved, instead of racing it to create the same names.
 */
export function useBulkAddTeamsMutation(organizerId: string) {
  const client = useQueryClient();
  const setRunning = useSetRunningBulkAdd(organizerId);
  return useMutation({
    scope: { id: `bulk-add-teams:${organizerId}` },
    mutationFn: (names: readonly string[]): Promise<BulkAddResult> =>
      bulkAddTeams(organizerId, names, setRunning).finally(() => setRunning(null)),
    onSuccess: ({ created }) => {
      if (created > 0) refreshAfterCreate(client, organizerId);
    },
  });
}
