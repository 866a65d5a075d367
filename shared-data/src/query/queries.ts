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
import { reportSkipped } from './skipped-items';

/**
 * Reads by key: each cache key paired once with the read that fills it, so every remote (they share
 * one QueryClient) stores the same shape under the same key. Screens add only per-use options
 * (`enabled`, `select`, `staleTime`) by spreading: `useQuery({ ...queries.team(id), enabled })`.
 * An empty id reads nothing (null or an empty list) instead of sending a request the store refuses.
 * Lists hold the items that could be read; how many were left out is kept beside them (skipped-items.ts).
 */
export const queries = {
  organizers: () =>
    queryOptions({ queryKey: queryKeys.organizers(), queryFn: ({ client, queryKey }) => reportSkipped(client, queryKey, organizersRepository.read()) }),
  organizer: (id: string) =>
    queryOptions({ queryKey: queryKeys.organizer(id), queryFn: () => (id ? organizersRepository.get(id) : null) }),
  tournaments: (organizerId: string) =>
    queryOptions({
      queryKey: queryKeys.tournaments(organizerId),
      queryFn: ({ client, queryKey }) => (organizerId ? reportSkipped(client, queryKey, tournamentsRepository.readByOrganizer(organizerId)) : []),
    }),
  /** Every organizer's tournaments (the super admin's All Tournaments). */
  allTournaments: () =>
    queryOptions({ queryKey: queryKeys.allTournaments(), queryFn: ({ client, queryKey }) => reportSkipped(client, queryKey, tournamentsRepository.readAll()) }),
  publicTournaments: () =>
    queryOptions({ queryKey: queryKeys.publicTournaments(), queryFn: ({ client, queryKey }) => reportSkipped(client, queryKey, tournamentsRepository.readPublic()) }),
  tournament: (id: string) =>
    queryOptions({ queryKey: queryKeys.tournament(id), queryFn: () => (id ? tournamentsRepository.get(id) : null) }),
  publicTournament: (id: string) => queryOptions({ queryKey: queryKeys.publicTournament(id), queryFn: () => readPublicTournament(id) }),
  tournamentMatches: (tournamentId: string) =>
    queryOptions({
      queryKey: queryKeys.tournamentMatches(tournamentId),
      queryFn: ({ client, queryKey }) => (tournamentId ? reportSkipped(client, queryKey, matchesRepository.readByTournament(tournamentId)) : []),
    }),
  match: (tournamentId: string, matchId: string) =>
    queryOptions({ queryKey: queryKeys.match(tournamentId, matchId), queryFn: () => (tournamentId && matchId ? matchesRepository.get(tournamentId, matchId) : null) }),
  organizerMatches: (organizerId: string) =>
    queryOptions({
      queryKey: queryKeys.organizerMatches(organizerId),
      queryFn: ({ client, queryKey }) => (organizerId ? reportSkipped(client, queryKey, matchesRepository.readByOrganizer(organizerId)) : []),
    }),
  teams: (organizerId: string) =>
    queryOptions({
      queryKey: queryKeys.teams(organizerId),
      queryFn: ({ client, queryKey }) => (organizerId ? reportSkipped(client, queryKey, teamsRepository.readByOrganizer(organizerId)) : []),
    }),
  teamsByIds: (ids: readonly string[]) =>
    queryOptions({
      queryKey: queryKeys.teamsByIds(ids),
      queryFn: async ({ client, queryKey }) => new Map((await reportSkipped(client, queryKey, teamsRepository.readMany(ids))).map((team) => [team.id, team])),
    }),
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
