import type { PublicTournamentDocument } from 'shared-domain';

/** What a link preview shows of a page: its <title>, description and Open Graph image. */
export interface PageMeta {
  title: string;
  description: string;
  image?: string;
}

/**
 * @example tournamentPageMeta(premierLeague).description // 'Premier League 2022/23: standings, fixtures and results. 20 teams, 380 matches, 380 played.'
 */
export function tournamentPageMeta({ tournament, matches }: PublicTournamentDocument): PageMeta {
  const played = matches.filter((m) => typeof m.homeGoals === 'number' && typeof m.awayGoals === 'number').length;
  const teams = tournament.teamIds?.length ?? 0;
  return {
    title: tournament.name,
    description: `${tournament.name}: standings, fixtures and results. ${teams} teams, ${matches.length} matches, ${played} played.`,
    ...(tournament.logo ? { image: tournament.logo } : {}),
  };
}
