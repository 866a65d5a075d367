import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteOrganizer, organizersRepository, queryKeys, resetOrganizerSecondFactor, type NewOrganizer, type OrganizerDeleteProgress } from 'shared-data';
import { useTrackOrganizerDelete } from '../atoms/running-deletes-atom';

/** The organizer list and the global counts read again after an organizer came or went. */
function useRefreshOrganizers() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: queryKeys.organizers() });
    void client.invalidateQueries({ queryKey: queryKeys.counts(null) });
  };
}

/** Creates an organizer with its login (the gateway checks every rule again). */
export function useCreateOrganizerMutation() {
  const refresh = useRefreshOrganizers();
  return useMutation({ mutationFn: (input: NewOrganizer) => organizersRepository.create(input), onSuccess: refresh });
}

/** Which organizer to delete, and who hears its counts besides the page's running deletes. */
interface OrganizerDeleteRequest {
  id: string;
  onProgress?: (progress: OrganizerDeleteProgress) => void;
}

/**
 * Deletes an organizer with its login and sessions, and (in the gateway) its teams, tournaments, matches
 * and images, counting the items deleted as the gateway reports them; clears the selection if it was
 * selected. Every cached list may hold its items (All Tournaments, counts), so everything is read again,
 * after a failure too (part of the organizer's content may be gone).
 */
export function useDeleteOrganizerMutation() {
  const client = useQueryClient();
  const track = useTrackOrganizerDelete();
  return useMutation({
    mutationFn: ({ id, onProgress }: OrganizerDeleteRequest) => track(id, (report) => deleteOrganizer(id, report), onProgress),
    onSettled: () => void client.invalidateQueries(),
  });
}

export function useResetPasswordMutation(email: string) {
  return useMutation({ mutationFn: (password: string) => organizersRepository.resetPassword(email, password) });
}

export function useSyncEmailsMutation() {
  return useMutation({ mutationFn: () => organizersRepository.syncEmails() });
}

/** Removes an organizer's second factor (a lost phone and lost recovery codes): it signs in with the password alone. */
export function useResetSecondFactorMutation() {
  return useMutation({ mutationFn: (organizerId: string) => resetOrganizerSecondFactor(organizerId) });
}
