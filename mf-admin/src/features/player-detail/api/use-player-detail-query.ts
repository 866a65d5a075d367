import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queries, queryKeys, screenState, type ScreenState, teamsRepository } from 'shared-data';
import { matchesOfTournaments, tournamentsIncludingTeam, type Match, type Team, type Tournament } from 'shared-domain';
import { useTeamQuery } from '../../../common/api/use-team-query';

export interface PlayerDetailData {
  /** The player's team as the team cache holds it (team saves keep it current). */
  team: Team;
  /** The tournaments that include the player's team, by name. */
  tournaments: Tournament[];
  /** The matches of those tournaments (for the Player Statistics tiles). */
  matches: Match[];
}

/**
 * The team holding the player among the organizer's teams, with the team's tournaments and their
 * matches; null data when no team of the organizer holds the player (or its team is gone).
 */
export function usePlayerDetailQuery(organizerId: string, playerId: string): ScreenState<PlayerDetailData | null> {
  const client = useQueryClient();
  const found = useQuery({
    queryKey: queryKeys.organizerPlayer(organizerId, playerId),
    queryFn: async () => {
      const result = await teamsRepository.findOrganizerPlayer(organizerId, playerId);
      // The team just read is the one to edit: seed its cache instead of reading it again.
      if (result && client.getQueryData(queryKeys.team(result.team.id)) === undefined) client.setQueryData(queryKeys.team(result.team.id), result.team);
      return result?.team.id ?? null;
    },
  });
  const teamId = found.data ?? null;
  const team = useTeamQuery(teamId ?? '', teamId !== null);
  const tournaments = useQuery(queries.tournaments(organizerId));
  const matches = useQuery(queries.organizerMatches(organizerId));

  return screenState(teamId === null ? [found, tournaments, matches] : [found, team, tournaments, matches], () => {
    if (!team.data) return null;
    const including = tournamentsIncludingTeam(tournaments.data ?? [], team.data.id).sort((a, b) => a.name.localeCompare(b.name));
    const ids = including.map((t) => t.id);
    return { team: team.data, tournaments: including, matches: matchesOfTournaments(matches.data ?? [], ids) };
  });
}
