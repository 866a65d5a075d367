import { useQuery } from '@tanstack/react-query';
import { queries } from 'shared-data';

/** The public player with their team, or null when no team holds a public player with this id. */
export function usePublicPlayerQuery(playerId: string) {
  return useQuery(queries.publicPlayer(playerId));
}
