import { playerStatisticsOverSeasons, type PublicPlayerView, type PublicTeamView, type PublicTournamentDocument } from 'shared-domain';
import { pitchBoardTitle } from '../features/tournament/pitch-board-route';
import { playerPageTitle } from '../features/player/page-title';
import { teamPageTitle } from '../features/teams/page-title';
import { tournamentPageTitle } from '../features/tournament/page-title';

/** What a link preview shows of a page: its <title>, description and Open Graph image. */
export interface PageMeta {
  title: string;
  description: string;
  image?: string;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * @example tournamentPageMeta(premierLeague).description // 'Premier League 2022/23: standings, fixtures and results. 20 teams, 380 matches, 380 played.'
 */
export function tournamentPageMeta({ tournament, matches }: PublicTournamentDocument): PageMeta {
  const played = matches.filter((m) => typeof m.homeGoals === 'number' && typeof m.awayGoals === 'number').length;
  const teams = tournament.teamIds?.length ?? 0;
  return {
    title: tournamentPageTitle(tournament),
    description: `${tournament.name}: standings, fixtures and results. ${teams} teams, ${matches.length} matches, ${played} played.`,
    ...(tournament.logo ? { image: tournament.logo } : {}),
  };
}

/**
 * @example pitchBoardMeta(youthDay).title // 'Now and next · Youth Day'
 */
export function pitchBoardMeta({ tournament }: PublicTournamentDocument): PageMeta {
  return {
    title: pitchBoardTitle(tournament),
    description: `${tournament.name}: what is on each pitch now, and what is next.`,
    ...(tournament.logo ? { image: tournament.logo } : {}),
  };
}

/**
 * @example teamPageMeta(arsenal).description // 'Arsenal: squad, matches and titles. 25 players, 38 matches in 1 tournament.'
 */
export function teamPageMeta({ team, seasons }: PublicTeamView): PageMeta {
  const matches = seasons.reduce((sum, season) => sum + season.matches.length, 0);
  return {
    title: teamPageTitle(team),
    description: `${team.name}: squad, matches and titles. ${count(team.players.length, 'player', 'players')}, ${count(matches, 'match', 'matches')} in ${count(seasons.length, 'tournament', 'tournaments')}.`,
    ...(team.logo ? { image: team.logo } : {}),
  };
}

/**
 * @example playerPageMeta(haaland).description // 'Erling Haaland (Forward) plays for Manchester City. 35 games, 36 goals, 8 assists.'
 */
export function playerPageMeta({ player, team, seasons }: PublicPlayerView): PageMeta {
  const name = playerPageTitle(player);
  const stats = playerStatisticsOverSeasons(player.id, seasons);
  const position = player.position ? ` (${player.position})` : '';
  return {
    title: name,
    description: `${name}${position} plays for ${team.name}. ${count(stats.games, 'game', 'games')}, ${count(stats.goals, 'goal', 'goals')}, ${count(stats.assists, 'assist', 'assists')}.`,
    ...(player.photo ? { image: player.photo } : team.logo ? { image: team.logo } : {}),
  };
}
