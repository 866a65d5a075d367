import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { organizersRepository, queries, queryKeys } from 'shared-data';

/** The organizer whose public contact the dashboard edits (null id: none selected). */
export function useOrganizerProfileQuery(organizerId: string | null) {
  return useQuery({ ...queries.organizer(organizerId ?? ''), enabled: organizerId !== null });
}

/** Saves the organizer's public contact (null removes it); the organizer as saved replaces the cached one. */
export function useSaveContactEmailMutation(organizerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contactEmail: string | null) => organizersRepository.setContactEmail(organizerId, contactEmail),
    onSuccess: (saved) => {
      client.setQueryData(queryKeys.organizer(organizerId), saved);
      void client.invalidateQueries({ queryKey: queryKeys.organizers() });
    },
  });
}
