import { useQueries } from '@tanstack/react-query';
import { queries, screenState, type ScreenState } from 'shared-data';
import { titlesWon, type Tournament } from 'shared-domain';
import { useOrganizerPublicTournamentsQuery } from '../../../common/api/use-organizer-public-tournaments-query';
import type { TeamRef } from '../../../common/api/use-team-public-matches-query';
import { titleCandidates } from './title-candidates';

/**
 * The public tournaments the team has won, newest first: of its organizer's public tournaments, only the
 * matches of those the team plays in and that can have been decided are read, under the key the
 * tournament page reads them by.
 */
export function usePublicTeamTitlesQuery(team: TeamRef): ScreenState<Tournament[]> {
  const tournaments = useOrganizerPublicTournamentsQuery(team.organizerId);
  const candidates = titleCandidates(tournaments.data ?? [], team.id);
  const matches = useQueries({ queries: candidates.map((tournament) => queries.tournamentMatches(tournament.id)) });
  return screenState(team.organizerId ? [tournaments, ...matches] : [], () =>
    titlesWon(team.id, candidates.map((tournament, i) => ({ tournament, matches: matches[i]?.data ?? [] }))),
  );
}
