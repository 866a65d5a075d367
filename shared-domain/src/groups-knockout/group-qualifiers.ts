import type { StandingRow } from '../league/entities';
import { computeStandings, type MatchLike } from '../league/standings';
import { orderStandingRows } from '../league/tie-break-order';
import { tieBreakerCriteria, type TieBreakerCriterion, type TieBreakerPreset } from '../league/tie-breakers';
import type { Group, GroupLegs, GroupsKnockoutRules } from './entities';
import { groupCountError, groupName } from './group-letters';
import { groupTable, isGroupComplete } from './group-table';

/** A team at its final place in its group. */
export interface GroupPlacing {
  teamId: string;
  group: string;
  /** 1-based. */
  place: number;
}

/** A team placed `place` in its group, with the figures the ranking across groups compared. */
export interface PlacedTeamRow extends GroupPlacing {
  /** Only the games against the teams placed 1st…m-th of its group, m the smallest size compared (see rankPlacedTeams). */
  counted: StandingRow;
}

/**
 * Why the rules cannot give a knockout, or null: 2–16 groups of two teams at least, sizes differing by one
 * at most, no team in two groups; 1–4 qualifiers a group, no more than the smallest group's size; a best-of place must be the next place down (3 when the top 2 qualify) and its count
 * between 1 and the number of groups that have such a place; at least 2 qualifiers in all.
 * @example groupRulesError({ groups, groupLegs: 1, qualifiersPerGroup: 2, bestOfPlace: { place: 3, count: 8 } }) // null for 12 groups of 4
 */
export function groupRulesError(rules: GroupsKnockoutRules): string | null {
  const sizes = rules.groups.map((g) => g.teamIds.length);
  const smallest = Math.min(...sizes);
  const teams = rules.groups.flatMap((g) => g.teamIds);
  const countError = groupCountError(rules.groups.length, teams.length);
  if (countError) return countError;
  if (smallest < 2) return 'Every group needs two teams at least.';
  if (Math.max(...sizes) - smallest > 1) return 'Groups may differ in size by one team at most.';
  if (new Set(teams).size !== teams.length) return 'A team is in two groups.';
  const perGroup = rules.qualifiersPerGroup;
  if (!Number.isInteger(perGroup) || perGroup < 1 || perGroup > 4) return 'The top 1 to 4 of each group qualify.';
  if (perGroup > smallest) return `The top ${perGroup} of each group cannot qualify: the smallest group has ${smallest} teams.`;
  const best = rules.bestOfPlace;
  if (best) {
    const withPlace = sizes.filter((s) => s >= best.place).length;
    if (best.place !== perGroup + 1) return `The best-placed teams across groups must be the next place down: ${perGroup + 1}.`;
    if (!Number.isInteger(best.count) || best.count < 1 || best.count > withPlace) return `Between 1 and ${withPlace} of the teams placed ${best.place} can qualify.`;
  }
  if (rules.groups.length * perGroup + (best?.count ?? 0) < 2) return 'A knockout needs at least 2 qualifiers.';
  return null;
}

/** Points, goal difference, goals for, then the preset's other steps that can compare teams of different groups. */
function acrossGroupsCriteria(tieBreakers: TieBreakerPreset): TieBreakerCriterion[] {
  const first: TieBreakerCriterion[] = [
    { scope: 'overall', stat: 'points' },
    { scope: 'overall', stat: 'goalDifference' },
    { scope: 'overall', stat: 'goalsFor' },
  ];
  // Head-to-head steps cannot compare teams that never met; the overall ones left are the preset's own.
  const rest = tieBreakerCriteria(tieBreakers).filter((c) => c.scope === 'overall' && !first.some((f) => f.stat === c.stat));
  return [...first, ...rest];
}

/**
 * The teams placed `place` across the groups, best first (the "best thirds"): ranked by points, goal
 * difference, goals for, then the preset's remaining steps that apply across groups (head-to-head steps
 * do not: those teams never met); still level, the group letter decides (real cups then use fair-play
 * points or lots, which the organizer applies by editing the pairing).
 * Groups of unequal size (UEFA's rule): with m the smallest size among the groups that have a team at
 * `place`, each team counts only its games against the teams placed 1st…m-th of its group, so every
 * team is compared on the same number of games (groups of 4 and 3: the games against the 1st–3rd).
 * Reads only complete groups: a team of a group still playing is not ranked yet.
 * @example rankPlacedTeams(groups, matches, 1, 3, 'fifa').slice(0, 8) // the eight best thirds
 */
export function rankPlacedTeams(groups: readonly Group[], matches: readonly MatchLike[], legs: GroupLegs, place: number, tieBreakers: TieBreakerPreset): PlacedTeamRow[] {
  const withPlace = groups.filter((g) => g.teamIds.length >= place);
  const m = Math.min(...withPlace.map((g) => g.teamIds.length));
  const placed = withPlace
    .filter((g) => isGroupComplete(g, matches, legs))
    .map((group) => {
      const table = groupTable(group, matches, tieBreakers);
      const teamId = table[place - 1]!.teamId;
      const compared = new Set([teamId, ...table.slice(0, m).map((r) => r.teamId)]);
      const counted = computeStandings([...compared], matches).find((r) => r.teamId === teamId)!;
      return { teamId, group: group.letter, place, counted };
    });
  const order = orderStandingRows(placed.map((p) => p.counted), [], acrossGroupsCriteria(tieBreakers));
  return order.map((row) => placed.find((p) => p.teamId === row.teamId)!);
}

/**
 * The group placings known so far that qualify: the top `qualifiersPerGroup` of every complete group
 * (each group's as soon as it is complete), then, once every group is complete, the best `count` of the
 * best-of place. In group letter order, then the best-of teams in their ranking order.
 * @example qualifiedPlacings(rules, matches, 'fifa') // [{ teamId: 'Netherlands', group: 'A', place: 1 }, …]
 */
export function qualifiedPlacings(rules: GroupsKnockoutRules, matches: readonly MatchLike[], tieBreakers: TieBreakerPreset): GroupPlacing[] {
  const direct = rules.groups
    .filter((g) => isGroupComplete(g, matches, rules.groupLegs))
    .flatMap((group) =>
      groupTable(group, matches, tieBreakers)
        .slice(0, rules.qualifiersPerGroup)
        .map((row, i) => ({ teamId: row.teamId, group: group.letter, place: i + 1 })),
    );
  const best = rules.bestOfPlace;
  if (!best || !rules.groups.every((g) => isGroupComplete(g, matches, rules.groupLegs))) return direct;
  const ranked = rankPlacedTeams(rules.groups, matches, rules.groupLegs, best.place, tieBreakers).slice(0, best.count);
  return [...direct, ...ranked.map(({ teamId, group, place }) => ({ teamId, group, place }))];
}

/**
 * How a group table marks its rows: how many of its top places qualify outright, and whether the next
 * place may qualify as one of the best across groups (the page marks the zone; `qualifiedPlacings` says who did).
 * @example qualificationZone(rules, 'A') // { direct: 2, bestOfPlace: 3 }
 */
export function qualificationZone(rules: GroupsKnockoutRules, letter: string): { direct: number; bestOfPlace: number | null } {
  const group = rules.groups.find((g) => g.letter === letter);
  const best = rules.bestOfPlace;
  const bestOfPlace = group && best && group.teamIds.length >= best.place ? best.place : null;
  return { direct: rules.qualifiersPerGroup, bestOfPlace };
}

/**
 * The group tables of the cup, in letter order, with each group's name and whether it is complete.
 * @example groupTables(rules, matches, 'fifa')[0] // { letter: 'A', name: 'Group A', complete: true, rows: [...] }
 */
export function groupTables(rules: GroupsKnockoutRules, matches: readonly MatchLike[], tieBreakers: TieBreakerPreset): { letter: string; name: string; complete: boolean; rows: StandingRow[] }[] {
  return rules.groups.map((group) => ({
    letter: group.letter,
    name: groupName(group.letter),
    complete: isGroupComplete(group, matches, rules.groupLegs),
    rows: groupTable(group, matches, tieBreakers),
  }));
}
