import { useQuery } from '@tanstack/react-query';
import { queryKeys, teamsRepository } from 'shared-data';

/** The public player with their team, or null when no team holds a public player with this id. */
export function usePublicPlayerQuery(playerId: string) {
  return useQuery({ queryKey: queryKeys.publicPlayer(playerId), queryFn: () => teamsRepository.findPublicPlayer(playerId) });
}
