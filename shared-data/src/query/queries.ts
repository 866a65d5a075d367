import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { matchesRepository } from '../repositories/matches-repository';
import { readPublicTournament } from '../public/public-tournament-source';
import { searchPublicDirectory } from '../public/home-search-source';
import { readPublicPlayer } from '../public/public-player-source';
import { readPublicTeam } from '../public/public-team-source';
import { organizersRepository } from '../repositories/organizers-repository';
import { teamsRepository } from '../repositories/teams-repository';
import { tournamentsRepository } from '../repositories/tournaments-repository';
import { queryKeys } from './query-keys';

/**
 * Reads by key: each cache key paired once with the read that fills it, so every remote (they share
 * one QueryClient) stores the same shape under the same key. Screens add only per-use options
 * (`enabled`, `select`, `staleTime`) by spreading: `useQuery({ ...queries.team(id), enabled })`.
 * An empty id reads nothing (null or an empty list) instead of sending a request the store refuses.
 */
export const queries = {
  organizers: () => queryOptions({ queryKey: queryKeys.organizers(), queryFn: () => organizersRepository.list() }),
  organizer: (id: string) =>
    queryOptions({ queryKey: queryKeys.organizer(id), queryFn: () => (id ? organizersRepository.get(id) : null) }),
  tournaments: (organizerId: string) =>
    queryOptions({ queryKey: queryKeys.tournaments(organizerId), queryFn: () => (organizerId ? tournamentsRepository.listByOrganizer(organizerId) : []) }),
  /** Every organizer's tournaments (the super admin's All Tournaments). */
  allTournaments: () => queryOptions({ queryKey: queryKeys.allTournaments(), queryFn: () => tournamentsRepository.listAll() }),
  publicTournaments: () => queryOptions({ queryKey: queryKeys.publicTournaments(), queryFn: () => tournamentsRepository.listPublic() }),
  tournament: (id: string) =>
    queryOptions({ queryKey: queryKeys.tournament(id), queryFn: () => (id ? tournamentsRepository.get(id) : null) }),
  publicTournament: (id: string) => queryOptions({ queryKey: queryKeys.publicTournament(id), queryFn: () => readPublicTournament(id) }),
  tournamentMatches: (tournamentId: string) =>
    queryOptions({ queryKey: queryKeys.tournamentMatches(tournamentId), queryFn: () => (tournamentId ? matchesRepository.listByTournament(tournamentId) : []) }),
  match: (tournamentId: string, matchId: string) =>
    queryOptions({ queryKey: queryKeys.match(tournamentId, matchId), queryFn: () => (tournamentId && matchId ? matchesRepository.get(tournamentId, matchId) : null) }),
  organizerMatches: (organizerId: string) =>
    queryOptions({ queryKey: queryKeys.organizerMatches(organizerId), queryFn: () => (organizerId ? matchesRepository.listByOrganizer(organizerId) : []) }),
  teams: (organizerId: string) =>
    queryOptions({ queryKey: queryKeys.teams(organizerId), queryFn: () => (organizerId ? teamsRepository.listByOrganizer(organizerId) : []) }),
  teamsByIds: (ids: readonly string[]) =>
    queryOptions({ queryKey: queryKeys.teamsByIds(ids), queryFn: () => teamsRepository.getMany(ids) }),
  team: (id: string) => queryOptions({ queryKey: queryKeys.team(id), queryFn: () => (id ? teamsRepository.get(id) : null) }),
  publicTeam: (id: string) => queryOptions({ queryKey: queryKeys.publicTeam(id), queryFn: () => readPublicTeam(id) }),
  publicPlayer: (playerId: string) => queryOptions({ queryKey: queryKeys.publicPlayer(playerId), queryFn: () => readPublicPlayer(playerId) }),
  /** Home search, a page at a time (fetchNextPage reads the next); the text is searched as typed, case-insensitively. */
  homeSearch: (text: string) =>
    infiniteQueryOptions({
      queryKey: queryKeys.homeSearch(text),
      queryFn: ({ pageParam }) => searchPublicDirectory(text, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
    }),
};
