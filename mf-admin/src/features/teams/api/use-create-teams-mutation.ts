import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys, teamsRepository, type NewTeam } from 'shared-data';
import { defaultTeamColors, splitNewTeamNames } from 'shared-domain';

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

/** How a bulk add ended: the names it meant to add, how many were saved, the ones skipped as existing, and whether it stopped on a failure. */
export interface BulkAddResult {
  toAdd: string[];
  created: number;
  skipped: string[];
  failed: boolean;
}

/**
 * Creates one team per new name with the default colours, one at a time, so a failure reports exactly
 * which names were saved (the ones before it). Names of teams the organizer already has (read afresh,
 * case- and space-insensitive) and repeats within the list are skipped.
 */
export function useBulkAddTeamsMutation(organizerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (names: readonly string[]): Promise<BulkAddResult> => {
      let created = 0;
      let split: { toAdd: string[]; skipped: string[] } = { toAdd: [...names], skipped: [] };
      try {
        const existing = await teamsRepository.listByOrganizer(organizerId);
        split = splitNewTeamNames(names, existing.map((t) => t.name));
        for (const name of split.toAdd) {
          await teamsRepository.create({ name, colors: defaultTeamColors() }, organizerId);
          created += 1;
        }
        return { ...split, created, failed: false };
      } catch (failure) {
        console.error('Bulk add failed', failure);
        return { ...split, created, failed: true };
      }
    },
    onSuccess: ({ created }) => {
      if (created > 0) refreshAfterCreate(client, organizerId);
    },
  });
}
