import type { Match, Tournament } from 'shared-domain';
import { resolveGroupsKnockout } from 'shared-domain/groups-knockout';

/**
 * A Groups + Knockout cup's matches as its fixtures file names them (issue 24): each knockout leg with the
 * teams its sides resolve to so far (the winner of a complete group, the winner of a decided tie), so a
 * knockout row names its game by its teams. Other tournaments' matches, and legs whose sides are not known
 * yet, are as stored. Only the score fields are ever written back, never these sides.
 */
export function matchesForImport(tournament: Pick<Tournament, 'format'>, matches: readonly Match[]): Match[] {
  const settings = tournament.format.groupsKnockout;
  if (!settings?.knockout) return [...matches];
  const resolved = resolveGroupsKnockout({ ...settings, groups: settings.groups ?? [] }, settings.knockout, matches, {
    tieBreakers: tournament.format.tieBreakers ?? 'spec',
    awayGoals: settings.awayGoals,
  });
  const sides = new Map<string, [string, string]>();
  for (const tie of [...resolved.rounds.flat(), ...(resolved.thirdPlace ? [resolved.thirdPlace] : [])]) {
    tie.matchIds.forEach((id, leg) => sides.set(id, leg === 0 ? [tie.home, tie.away] : [tie.away, tie.home]));
  }
  return matches.map((match) => {
    const known = sides.get(match.id);
    return known ? { ...match, homeTeamId: known[0], awayTeamId: known[1] } : match;
  });
}
