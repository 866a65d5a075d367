import { useQuery } from '@tanstack/react-query';
import { queries } from 'shared-data';

/** One team with its players (null when there is no such team); team saves keep this cache current. */
export function useTeamQuery(teamId: string, enabled = true) {
  return useQuery({ ...queries.team(teamId), enabled });
}
