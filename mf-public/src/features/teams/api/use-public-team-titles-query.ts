import { useQueries } from '@tanstack/react-query';
import { queries, screenState, type ScreenState } from 'shared-data';
import { titlesWon, type Tournament } from 'shared-domain';
import { usePublicTournamentsQuery } from '../../../common/api/use-public-tournaments-query';
import { titleCandidates } from './title-candidates';

/**
 * The public tournaments the team has won, newest first. Only the matches of tournaments the team plays
 * in and that can have been decided are read, under the key the tournament page reads them by.
 */
export function usePublicTeamTitlesQuery(teamId: string): ScreenState<Tournament[]> {
  const tournaments = usePublicTournamentsQuery();
  const candidates = titleCandidates(tournaments.data ?? [], teamId);
  const matches = useQueries({ queries: candidates.map((tournament) => queries.tournamentMatches(tournament.id)) });
  return screenState([tournaments, ...matches], () =>
    titlesWon(teamId, candidates.map((tournament, i) => ({ tournament, matches: matches[i]?.data ?? [] }))),
  );
}
