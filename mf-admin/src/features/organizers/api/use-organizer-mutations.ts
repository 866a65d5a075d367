import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizersRepository, queryKeys, resetOrganizerSecondFactor, type NewOrganizer } from 'shared-data';

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

/**
 * Deletes an organizer with its login and sessions, and (in the gateway) its teams, tournaments, matches
 * and images; clears the selection if it was selected. Every cached list may hold its items (All
 * Tournaments, counts), so everything is read again.
 */
export function useDeleteOrganizerMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: string) => organizersRepository.remove(id), onSuccess: () => void client.invalidateQueries() });
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
