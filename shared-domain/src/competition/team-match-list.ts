import type { Match } from '../match/entities';
import { matchStartMs } from '../match/match-status';
import type { Tournament } from './entities';
import { publicPlayoffRounds } from './public-tournament-view';

/** What ordering a team's matches needs of a match. */
type DatedMatch = Pick<Match, 'id' | 'dateISO' | 'time'>;

/** One of a team's matches, with the tournament it belongs to. */
export interface TeamMatch<T extends { id: string } = Tournament, M extends DatedMatch = Match> {
  tournament: T;
  /** A playoff game's sides are those its bracket has decided (the final names its finalists). */
  match: M;
}

/** Each playoff game's sides as the public bracket shows them, by match id. */
function bracketSides(tournament: Pick<Tournament, 'format' | 'playoffBracket'>, matches: readonly Match[]): Map<string, { home: string; away: string }> {
  if (!matches.some((match) => match.isPlayoff)) return new Map();
  const games = publicPlayoffRounds(tournament, matches).flatMap((round) => round.matches);
  return new Map(games.map((game) => [game.id, { home: game.homeTeamId, away: game.awayTeamId }]));
}

/**
 * The matches a team plays in one tournament, in the given order: results and upcoming fixtures,
 * playoff games included once the bracket puts the team in them, with the sides the bracket decided
 * (the stored items are not changed).
 * @example teamSeasonMatches(cup, matches, 'team_ars').map((m) => [m.id, m.homeTeamId]) // [['s1', 'team_ars'], ['final', 'team_ars']]
 */
export function teamSeasonMatches(tournament: Pick<Tournament, 'format' | 'playoffBracket'>, matches: readonly Match[], teamId: string): Match[] {
  const sides = bracketSides(tournament, matches);
  return matches.flatMap((stored) => {
    const side = sides.get(stored.id);
    const match = side ? { ...stored, homeTeamId: side.home, awayTeamId: side.away } : stored;
    return match.homeTeamId === teamId || match.awayTeamId === teamId ? [match] : [];
  });
}

/** Newest kick-off first, undated games (not scheduled yet) last, then by tournament and id for a stable order. */
function newestFirst(a: TeamMatch<{ id: string }, DatedMatch>, b: TeamMatch<{ id: string }, DatedMatch>): number {
  const ka = matchStartMs(a.match.dateISO, a.match.time);
  const kb = matchStartMs(b.match.dateISO, b.match.time);
  if (ka !== kb) return ka === null ? 1 : kb === null ? -1 : kb - ka;
  return a.tournament.id.localeCompare(b.tournament.id) || a.match.id.localeCompare(b.match.id);
}

/**
 * A team's matches over several seasons (each already the team's own, see teamSeasonMatches) as one
 * list, newest first, each with its tournament.
 * @example teamMatchList([{ tournament, matches }]).map((m) => m.match.id) // ['final', 'semi', 'm12', …]
 */
export function teamMatchList<T extends { id: string }, M extends DatedMatch>(seasons: readonly { tournament: T; matches: readonly M[] }[]): TeamMatch<T, M>[] {
  return seasons.flatMap(({ tournament, matches }) => matches.map((match) => ({ tournament, match }))).sort(newestFirst);
}
