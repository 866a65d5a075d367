import { useQuery } from '@tanstack/react-query';
import { queries } from 'shared-data';

/** The team's public document (profile with public players, public seasons), null when there is no such team. */
export function usePublicTeamQuery(id: string) {
  return useQuery(queries.publicTeam(id));
}
