import { isStartedPlayoffBracket, tournamentsIncludingTeam, type Tournament } from 'shared-domain';

/**
 * Whether a tournament can have a champion yet, judged from the tournament item alone (as shared-domain's
 * `tournamentChampion` decides one): a league of two teams or more (the top of a complete table); a
 * knockout format once its bracket is started (Start Playoffs stores the bracket before writing its
 * games, docs/product-rules.md); a custom playoff whose last round is a single game.
 */
function canHaveChampion(tournament: Tournament): boolean {
  const { format } = tournament;
  switch (format.mode) {
    case 'league':
      return tournament.teamIds.length >= 2;
    case 'league_custom_playoff': {
      const rounds = format.customPlayoffConfig?.playoffRounds ?? [];
      const last = rounds.reduce<(typeof rounds)[number] | undefined>((latest, round) => (!latest || round.roundNumber > latest.roundNumber ? round : latest), undefined);
      return last?.matches.length === 1;
    }
    default:
      return isStartedPlayoffBracket(tournament.playoffBracket);
  }
}

/**
 * The tournaments whose matches the team page reads to find the team's titles: only those the team plays
 * in and whose format can have been decided, so an open cup or a tournament of other teams costs no read.
 * @example titleCandidates(publicTournaments, 'team_ars') // [the leagues and started knockouts Arsenal plays in]
 */
export function titleCandidates(tournaments: readonly Tournament[], teamId: string): Tournament[] {
  return tournamentsIncludingTeam(tournaments, teamId).filter(canHaveChampion);
}
