import type { Match } from '../match/entities';
import { isScored } from '../match/scores';
import { computeStandings } from '../league/standings';
import { knockoutWinnerSide } from '../match/penalties';
import { playedBracket } from '../playoffs/played-bracket';
import { parsePlaceholder } from '../playoffs/playoff-placeholders';
import { isStartedPlayoffBracket } from '../playoffs/playoff-start';
import type { Tournament } from './entities';

type ChampionTournament = Pick<Tournament, 'format' | 'playoffBracket' | 'teamIds'>;

/** The custom playoff's deciding game: its last round's game when that round is a single game. */
function customPlayoffFinal(tournament: ChampionTournament): { id: string } | undefined {
  const rounds = [...(tournament.format.customPlayoffConfig?.playoffRounds ?? [])].sort((a, b) => a.roundNumber - b.roundNumber);
  const last = rounds.at(-1);
  return last?.matches.length === 1 ? last.matches[0] : undefined;
}

/**
 * The winner of the custom playoff: its last round with a single game, once that game is decided. Its
 * match item holds the teams its sides resolved to (the editor keeps it so, `customPlayoffSyncPlan`).
 */
function customPlayoffChampion(tournament: ChampionTournament, matches: readonly Match[]): string | null {
  const only = customPlayoffFinal(tournament);
  const game = only && matches.find((m) => m.id === only.id);
  const side = game ? knockoutWinnerSide(game) : undefined;
  if (!game || !side) return null;
  return side === 'home' ? game.homeTeamId : game.awayTeamId;
}

/**
 * Who won the competition, once it is decided (null before): the winner of the final for the
 * knockout formats (decided on goals or penalties), the winner of the custom playoff's last round when
 * it is a single game, and for a plain league the top of the table once every game has a score. A Groups +
 * Knockout cup answers null here: its champion is the groups-knockout entry's (competitionChampion, which
 * every server-side page that names a champion calls, and season-page's cupView).
 * @example tournamentChampion(tournament, matches) // 'team_arsenal' after the final
 */
export function tournamentChampion(tournament: ChampionTournament, matches: readonly Match[]): string | null {
  switch (tournament.format.mode) {
    case 'league': {
      const league = matches.filter((m) => !m.isPlayoff);
      if (league.length === 0 || !league.every(isScored)) return null;
      return computeStandings(tournament.teamIds, league, { tieBreakers: tournament.format.tieBreakers })[0]?.teamId ?? null;
    }
    case 'league_custom_playoff':
      return customPlayoffChampion(tournament, matches);
    case 'groups_knockout':
      // Its knockout is resolved by the groups-knockout entry (the page's cupView), which this shared bundle does not carry.
      return null;
    default: {
      const final = playedBracket(tournament.playoffBracket, matches).resolved.at(-1);
      const winner = final?.matches.length === 1 ? final.matches[0]?.winner : undefined;
      return winner !== undefined && parsePlaceholder(winner) === null ? winner : null;
    }
  }
}

/**
 * Whether a tournament can have a champion yet, judged from the tournament item alone (so a screen
 * reads matches only where `tournamentChampion` could name one): a league of two teams or more, a
 * knockout format once its bracket is started (or when it stores none, as older tournaments), a custom
 * playoff whose last round is a single game.
 * @example mayHaveChampion({ format: { mode: 'league_playoff' }, playoffBracket: undefined, teamIds }) // false
 */
export function mayHaveChampion(tournament: ChampionTournament): boolean {
  switch (tournament.format.mode) {
    case 'league':
      return tournament.teamIds.length >= 2;
    case 'league_custom_playoff':
      return customPlayoffFinal(tournament) !== undefined;
    default: {
      // Without a stored bracket (older data) the bracket is read back from the matches: cannot tell.
      const bracket = tournament.playoffBracket ?? [];
      return bracket.length === 0 || isStartedPlayoffBracket(bracket);
    }
  }
}

/**
 * The tournaments a team has won, in the order given (the team page's titles).
 * @example titlesWon('ars', [{ tournament, matches }]) // [tournament]
 */
export function titlesWon<T extends ChampionTournament>(teamId: string, seasons: readonly { tournament: T; matches: readonly Match[] }[]): T[] {
  return seasons.filter(({ tournament, matches }) => tournamentChampion(tournament, matches) === teamId).map(({ tournament }) => tournament);
}
