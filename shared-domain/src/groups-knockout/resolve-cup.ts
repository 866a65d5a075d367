import type { GroupsKnockoutSettings } from '../competition/entities';
import type { TieBreakerPreset } from '../league/tie-breakers';
import type { MatchLike } from '../league/standings';
import { resolveGroupsKnockout, type KnockoutMatchLike, type ResolvedKnockout } from './knockout-resolve';

/** What resolving a cup's knockout reads from its tournament. */
export interface CupTournament {
  format: { mode: string; groupsKnockout?: GroupsKnockoutSettings; tieBreakers?: TieBreakerPreset };
}

/**
 * A stored Groups + Knockout cup's knockout resolved from its matches (resolveGroupsKnockout with the
 * cup's groups, tie-breaker preset and away-goals option); null for another format or before the group
 * stage started (no knockout stored yet).
 * @example resolveCupKnockout(worldCup2022, matches)?.champion // 'team_argentina'
 */
export function resolveCupKnockout(tournament: CupTournament, matches: readonly (MatchLike & Partial<KnockoutMatchLike>)[]): ResolvedKnockout | null {
  const settings = tournament.format.groupsKnockout;
  if (tournament.format.mode !== 'groups_knockout' || !settings?.knockout) return null;
  return resolveGroupsKnockout({ ...settings, groups: settings.groups ?? [] }, settings.knockout, matches, {
    tieBreakers: tournament.format.tieBreakers ?? 'spec',
    awayGoals: settings.awayGoals,
  });
}
