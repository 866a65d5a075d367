import { useQueries } from '@tanstack/react-query';
import { queries, screenState, type ScreenState } from 'shared-data';
import { mayHaveChampion, titlesWon, type Tournament } from 'shared-domain';

/**
 * The tournaments (of those given) the team has won, from each one's matches. The matches are read under
 * the key the tournament page reads them by, so the two share the cache. A state of its own: the team
 * page shows at once and only the titles wait for the matches. Only tournaments that may have a
 * champion yet (a started knockout, a league, …) are read.
 */
export function useTeamTitlesQuery(teamId: string, tournaments: readonly Tournament[]): ScreenState<Tournament[]> {
  const decidable = tournaments.filter(mayHaveChampion);
  const matches = useQueries({ queries: decidable.map((tournament) => queries.tournamentMatches(tournament.id)) });
  return screenState(matches, () => titlesWon(teamId, decidable.map((tournament, i) => ({ tournament, matches: matches[i]?.data ?? [] }))));
}
