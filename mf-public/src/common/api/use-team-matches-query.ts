import { useQuery } from '@tanstack/react-query';
import { queries, screenState, type ScreenState } from 'shared-data';
import { isPlaceholder, type Team } from 'shared-domain';
import { teamMatchList, type TeamMatch } from '../team-matches/team-match-list';
import { useTeamPublicMatchesQuery } from './use-team-public-matches-query';

export interface TeamMatches {
  matches: TeamMatch[];
  /** The teams the matches name, for their names (one batch read, whatever the number of matches). */
  teams: Map<string, Team>;
}

/** A team's matches in its public tournaments, newest first, with the teams they are played between. */
export function useTeamMatchesQuery(teamId: string): ScreenState<TeamMatches> {
  const seasons = useTeamPublicMatchesQuery(teamId);
  const matches = seasons.status === 'success' ? teamMatchList(seasons.data, teamId) : [];
  const ids = [...new Set(matches.flatMap(({ match }) => [match.homeTeamId, match.awayTeamId]))].filter((id) => id && !isPlaceholder(id));
  const teams = useQuery({ ...queries.teamsByIds(ids), enabled: ids.length > 0 });
  if (seasons.status !== 'success') return seasons;
  if (ids.length === 0) return { status: 'success', data: { matches, teams: new Map() } };
  return screenState([teams], () => ({ matches, teams: teams.data ?? new Map<string, Team>() }));
}
