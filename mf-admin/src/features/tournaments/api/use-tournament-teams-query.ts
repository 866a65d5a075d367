import { useQuery } from '@tanstack/react-query';
import { queries } from 'shared-data';

/** The tournament's teams by id (names for selects, standings and placeholders); waits for the ids. */
export function useTournamentTeamsQuery(teamIds: readonly string[] | undefined) {
  const ids = teamIds ?? [];
  return useQuery({ ...queries.teamsByIds(ids), enabled: teamIds !== undefined });
}
