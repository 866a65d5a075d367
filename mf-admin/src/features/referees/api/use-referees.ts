import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConflictError, organizersRepository, queries, queryKeys } from 'shared-data';
import type { Organizer } from 'shared-domain';
import { editRefereeList, type RefereeListEdit } from 'shared-domain/match-day';

/** Tries a save that lost a race to another tab this often on the list as stored then, before giving up. */
const SAVE_ATTEMPTS = 3;

/** A change the list as stored no longer takes (a name typed meanwhile elsewhere); the message says why. */
class RefereeEditError extends Error {
  override name = 'RefereeEditError';
}

/** The organizer item, which holds its referees (issue 25). */
export function useOrganizerQuery(organizerId: string) {
  return useQuery(queries.organizer(organizerId));
}

/**
 * Applies one change to the organizer's referees: to the list as stored, checked against the organizer's
 * version, so a change made meanwhile in another tab is kept (the edit is applied again to what it saved).
 */
export function useEditRefereesMutation(organizerId: string) {
  const client = useQueryClient();
  return useMutation({
    scope: { id: `referees-${organizerId}` },
    mutationFn: async (edit: RefereeListEdit): Promise<Organizer> => {
      let organizer = client.getQueryData<Organizer | null>(queryKeys.organizer(organizerId)) ?? (await organizersRepository.get(organizerId));
      for (let attempt = 1; ; attempt += 1) {
        if (!organizer) throw new RefereeEditError('Your organizer account could not be found.');
        const edited = editRefereeList(organizer.referees ?? [], edit);
        if (!edited.ok) throw new RefereeEditError(edited.error);
        try {
          return await organizersRepository.saveReferees(organizerId, edited.referees, organizer.version);
        } catch (failure) {
          if (!(failure instanceof ConflictError) || attempt >= SAVE_ATTEMPTS) throw failure;
          organizer = failure.current as Organizer | null;
        }
      }
    },
    onSuccess: (saved) => client.setQueryData(queryKeys.organizer(organizerId), saved),
    onError: () => void client.invalidateQueries({ queryKey: queryKeys.organizer(organizerId) }),
  });
}
