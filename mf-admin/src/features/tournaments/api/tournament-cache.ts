import type { QueryClient } from '@tanstack/react-query';
import { ConflictError, NotFoundError, queries, queryKeys, withSavedMatches } from 'shared-data';
import type { Match, Tournament } from 'shared-domain';

/**
 * Shown when a version-checked tournament write lost a race and was not merged (a multi-item write such
 * as the custom playoff or playoff start, or a same-field conflict nobody could be asked about); ours,
 * the spec has no text for it.
 */
export const TOURNAMENT_CONFLICT_MESSAGE = 'This tournament was changed elsewhere; the latest version is shown.';

/** How a version-checked tournament write ended; on 'conflict' the cache holds what is stored now. */
export type SaveOutcome = 'saved' | 'conflict';

/**
 * Tournament writes of one tournament run one after another (a shared mutation scope), each reading
 * the tournament as the previous one left it in the cache: two quick saves never race their own version.
 */
export const tournamentWriteScope = (tournamentId: string) => ({ id: `tournament-write/${tournamentId}` });

/** The tournament as the cache holds it (read first if it is not there): the version a write is checked against. */
export async function cachedTournament(client: QueryClient, tournamentId: string): Promise<Tournament> {
  const tournament = await client.ensureQueryData(queries.tournament(tournamentId));
  if (!tournament) throw new NotFoundError('tournaments', { id: tournamentId });
  return tournament;
}

/** The tournament's matches as the cache holds them (read first if they are not there). */
export function cachedMatches(client: QueryClient, tournamentId: string): Promise<Match[]> {
  return client.ensureQueryData(queries.tournamentMatches(tournamentId));
}

/** A saved tournament becomes what every screen shows; lists (names, logos, visibility) read again. */
export function storeTournament(client: QueryClient, saved: Tournament): void {
  client.setQueryData(queryKeys.tournament(saved.id), saved);
  void client.invalidateQueries({ queryKey: queryKeys.tournamentLists() });
}

/**
 * Matches as stored after a write replace the cached ones of the same id (never with an older version:
 * answers may arrive out of order); new ones are added. `removed` ids leave the list.
 */
export function storeMatches(client: QueryClient, tournamentId: string, saved: readonly Match[], removed: readonly string[] = []): void {
  client.setQueryData<Match[]>(queryKeys.tournamentMatches(tournamentId), (list = []) => withSavedMatches(list, saved, removed));
  // The calendar and the match centre read these matches through their own keys.
  const organizerId = client.getQueryData<Tournament | null>(queryKeys.tournament(tournamentId))?.organizerId;
  if (organizerId) void client.invalidateQueries({ queryKey: queryKeys.organizerMatches(organizerId) });
  for (const id of [...saved.map((m) => m.id), ...removed]) void client.invalidateQueries({ queryKey: queryKeys.match(tournamentId, id), exact: true });
}

/** The tournament and, below its key, its matches read again; settles once they are fresh. */
export function rereadTournament(client: QueryClient, tournamentId: string): Promise<void> {
  return client.invalidateQueries({ queryKey: queryKeys.tournament(tournamentId) });
}

/**
 * After a failed tournament write. A lost race answers 'conflict': the stored tournament is shown
 * instead of the stale one. Anything else is rethrown; either way the tournament and its matches are
 * read again, since a multi-step write may have stored part of its work before failing.
 */
export function afterFailedWrite(client: QueryClient, tournamentId: string, error: unknown): 'conflict' {
  void rereadTournament(client, tournamentId);
  if (!(error instanceof ConflictError)) throw error;
  client.setQueryData(queryKeys.tournament(tournamentId), (error.current as Tournament | null) ?? null);
  return 'conflict';
}

/**
 * After a tournament is created or deleted: the lists, the calendar and the dashboard counts read
 * again; settles once they are fresh (callers that need not wait ignore it).
 */
export async function refreshOrganizerViews(client: QueryClient, organizerId: string): Promise<void> {
  const keys = [queryKeys.tournamentLists(), queryKeys.organizerMatches(organizerId), queryKeys.counts(organizerId), queryKeys.counts(null)];
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
