import { useQuery } from '@tanstack/react-query';
import { queries } from 'shared-data';

/** One team with its players (null when there is none); the page shows only the public ones. */
export function usePublicTeamQuery(id: string) {
  return useQuery(queries.team(id));
}
