import { useQuery } from '@tanstack/react-query';
import { queryKeys, teamsRepository } from 'shared-data';

/** The tournament's teams by id (names for selects, standings and placeholders); waits for the ids. */
export function useTournamentTeamsQuery(teamIds: readonly string[] | undefined) {
  const ids = teamIds ?? [];
  return useQuery({ queryKey: queryKeys.teamsByIds(ids), queryFn: () => teamsRepository.getMany(ids), enabled: teamIds !== undefined });
}
