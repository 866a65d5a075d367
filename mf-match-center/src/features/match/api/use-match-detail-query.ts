import { useQuery } from '@tanstack/react-query';
import { queries, screenState, type ScreenState } from 'shared-data';
import { isPlaceholder, type Match, type Team, type Tournament } from 'shared-domain';

export interface MatchDetailData {
  match: Match;
  tournament: Tournament | null;
  /** The match's real teams by id (placeholders and unreadable teams are absent). */
  teams: Map<string, Team>;
}

/** `data` is null when there is no such match (or it was deleted while open). */
export type MatchDetailState = ScreenState<MatchDetailData | null>;

const NO_TEAMS = new Map<string, Team>();

/** The match's teams that are real teams, not playoff placeholders ("Winner of …"). */
const realTeamIds = (match: Match | null | undefined) =>
  match ? [match.homeTeamId, match.awayTeamId].filter((id) => id && !isPlaceholder(id)) : [];

/**
 * One match, as the match centre's saves keep it in the cache. Read again (consistently) each time the
 * screen opens, even when cached moments ago: another tab may have saved it since.
 */
function useMatchQuery(tournamentId: string, matchId: string) {
  return useQuery({ ...queries.match(tournamentId, matchId), staleTime: 0 });
}

/** The match, its tournament (for the back link) and its two teams (names, logos, players). */
export function useMatchDetailQuery(tournamentId: string, matchId: string): MatchDetailState {
  const match = useMatchQuery(tournamentId, matchId);
  const tournament = useQuery(queries.tournament(tournamentId));
  const teamIds = realTeamIds(match.data);
  const teams = useQuery({
    ...queries.teamsByIds(teamIds),
    enabled: teamIds.length > 0,
  });
  // The teams query is disabled (never has data) when the match names no real team.
  const parts = teamIds.length > 0 ? [match, tournament, teams] : [match, tournament];
  return screenState(parts, () =>
    match.data ? { match: match.data, tournament: tournament.data ?? null, teams: teams.data ?? NO_TEAMS } : null,
  );
}
