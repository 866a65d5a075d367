import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys, teamsRepository, type NewTeam } from 'shared-data';
import { defaultTeamColors } from 'shared-domain';

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

/** How a bulk add ended: how many of the names were saved, and whether it stopped on a failure. */
export interface BulkAddResult {
  created: number;
  failed: boolean;
}

/**
 * Creates one team per name with the default colours, one at a time, so a failure reports exactly
 * which names were saved (the ones before it).
 */
export function useBulkAddTeamsMutation(organizerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (names: readonly string[]): Promise<BulkAddResult> => {
      let created = 0;
      try {
        for (const name of names) {
          await teamsRepository.create({ name, colors: defaultTeamColors() }, organizerId);
          created += 1;
        }
        return { created, failed: false };
      } catch (failure) {
        console.error('Bulk add failed', failure);
        return { created, failed: true };
      }
    },
    onSuccess: ({ created }) => {
      if (created > 0) refreshAfterCreate(client, organizerId);
    },
  });
}
