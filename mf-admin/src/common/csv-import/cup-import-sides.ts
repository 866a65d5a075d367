import type { Match, Tournament } from 'shared-domain';
import { knockoutLegs, resolveCupKnockout } from 'shared-domain/groups-knockout';

/**
 * A Groups + Knockout cup's matches as its fixtures file names them (issue 24): each knockout leg with the
 * teams its sides resolve to so far (the winner of a complete group, the winner of a decided tie), so a
 * knockout row names its game by its teams. Other tournaments' matches, and legs whose sides are not known
 * yet, are as stored. Only the score fields are ever written back, never these sides.
 */
export function matchesForImport(tournament: Pick<Tournament, 'format'>, matches: readonly Match[]): Match[] {
  const resolved = resolveCupKnockout(tournament, matches);
  if (!resolved) return [...matches];
  const sides = new Map(knockoutLegs(resolved).map((leg) => [leg.matchId, [leg.homeTeamId, leg.awayTeamId] as const]));
  return matches.map((match) => {
    const known = sides.get(match.id);
    return known ? { ...match, homeTeamId: known[0], awayTeamId: known[1] } : match;
  });
}
