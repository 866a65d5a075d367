import { mayHaveChampion, tournamentsIncludingTeam, type Tournament } from 'shared-domain';

/**
 * The tournaments whose matches the team page reads to find the team's titles: only those the team plays
 * in and whose format can have been decided, so an open cup or a tournament of other teams costs no read.
 * @example titleCandidates(publicTournaments, 'team_ars') // [the leagues and started knockouts Arsenal plays in]
 */
export function titleCandidates(tournaments: readonly Tournament[], teamId: string): Tournament[] {
  return tournamentsIncludingTeam(tournaments, teamId).filter(mayHaveChampion);
}
