import { matchStartMs, publicPlayoffRounds, type Match, type Tournament } from 'shared-domain';
import type { TeamSeason } from '../api/use-team-public-matches-query';

/** One of a team's matches, with the tournament it belongs to. */
export interface TeamMatch {
  tournament: Tournament;
  /** A playoff game's sides are those its bracket has decided (the final names its finalists). */
  match: Match;
}

/** Each playoff game's sides as the public bracket shows them, by match id. */
function bracketSides({ tournament, matches }: TeamSeason): Map<string, { home: string; away: string }> {
  if (!matches.some((match) => match.isPlayoff)) return new Map();
  const games = publicPlayoffRounds(tournament, matches).flatMap((round) => round.matches);
  return new Map(games.map((game) => [game.id, { home: game.homeTeamId, away: game.awayTeamId }]));
}

/** Newest kick-off first, undated games (not scheduled yet) last, then by tournament and id for a stable order. */
function newestFirst(a: TeamMatch, b: TeamMatch): number {
  const ka = matchStartMs(a.match.dateISO, a.match.time);
  const kb = matchStartMs(b.match.dateISO, b.match.time);
  if (ka !== kb) return ka === null ? 1 : kb === null ? -1 : kb - ka;
  return a.tournament.id.localeCompare(b.tournament.id) || a.match.id.localeCompare(b.match.id);
}

/**
 * The matches a team plays in its public tournaments, newest first: results and upcoming fixtures,
 * playoff games included once the bracket puts the team in them.
 * @example teamMatchList([{ tournament, matches }], 'team_ars').map((m) => m.match.id) // ['final', 'semi', 'm12', …]
 */
export function teamMatchList(seasons: readonly TeamSeason[], teamId: string): TeamMatch[] {
  return seasons
    .flatMap((season) => {
      const sides = bracketSides(season);
      return season.matches.flatMap((stored) => {
        const side = sides.get(stored.id);
        const match = side ? { ...stored, homeTeamId: side.home, awayTeamId: side.away } : stored;
        return match.homeTeamId === teamId || match.awayTeamId === teamId ? [{ tournament: season.tournament, match }] : [];
      });
    })
    .sort(newestFirst);
}
