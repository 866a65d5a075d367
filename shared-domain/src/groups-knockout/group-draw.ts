import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { MatchLike } from '../league/standings';
import type { Group } from './entities';
import { groupCountError, groupLetter, groupName } from './group-letters';
import { groupHasResult } from './group-table';

/** What a group edit returns: the new groups, or why nothing changed. */
export type GroupsChange = { ok: true; groups: Group[] } | { ok: false; error: string };

/** Empty groups A, B, … for `groupCount` groups. */
function emptyGroups(groupCount: number): Group[] {
  return Array.from({ length: groupCount }, (_, i) => ({ letter: groupLetter(i), teamIds: [] }));
}

/**
 * The seeded draw (issue 24): pot by pot (pot 1 first), each pot's teams are shuffled and go one to a
 * group, to the groups with the fewest teams so far (letter order among equals), so no two teams of one
 * pot share a group and the group sizes never differ by more than one. The shuffle is a Fisher–Yates
 * driven by pure-rand's xoroshiro128+ from `seed`: the same pots and seed always give the same groups,
 * and the organizer can show the seed to prove it.
 * Refused (nothing drawn): a bad group count, a pot with more teams than there are groups, a team in two
 * pots or twice in one.
 * @example drawGroups([['a', 'b'], ['c', 'd']], 2, 7) // { ok: true, groups: [{ letter: 'A', teamIds: ['b', 'd'] }, { letter: 'B', teamIds: ['a', 'c'] }] }
 */
export function drawGroups(pots: readonly (readonly string[])[], groupCount: number, seed: number): GroupsChange {
  const all = pots.flat();
  const countError = groupCountError(groupCount, all.length);
  if (countError) return { ok: false, error: countError };
  const seen = new Set<string>();
  for (const id of all) {
    if (seen.has(id)) return { ok: false, error: `A team is in the pots twice (${id}).` };
    seen.add(id);
  }
  const tooBig = pots.findIndex((pot) => pot.length > groupCount);
  if (tooBig !== -1) return { ok: false, error: `Pot ${tooBig + 1} has ${pots[tooBig]!.length} teams but there are only ${groupCount} groups: no two teams of one pot may share a group.` };
  const rng = xoroshiro128plus(seed);
  const groups = emptyGroups(groupCount);
  for (const pot of pots) {
    const drawn = [...pot];
    for (let i = drawn.length - 1; i > 0; i--) {
      const j = uniformInt(rng, 0, i);
      [drawn[i], drawn[j]] = [drawn[j]!, drawn[i]!];
    }
    const smallestFirst = [...groups].sort((a, b) => a.teamIds.length - b.teamIds.length);
    drawn.forEach((teamId, i) => smallestFirst[i]!.teamIds.push(teamId));
  }
  return { ok: true, groups };
}

/**
 * Groups filled by hand from a list: team i goes to group i mod `groupCount` (A, B, C, A, B, C…), a start
 * the organizer then edits with moveTeamToGroup / swapGroupTeams.
 * @example groupsInOrder(['a', 'b', 'c', 'd'], 2) // { ok: true, groups: [{ letter: 'A', teamIds: ['a', 'c'] }, { letter: 'B', teamIds: ['b', 'd'] }] }
 */
export function groupsInOrder(teamIds: readonly string[], groupCount: number): GroupsChange {
  const teams = [...new Set(teamIds)];
  const countError = groupCountError(groupCount, teams.length);
  if (countError) return { ok: false, error: countError };
  const groups = emptyGroups(groupCount);
  teams.forEach((teamId, i) => groups[i % groupCount]!.teamIds.push(teamId));
  return { ok: true, groups };
}

/** Why a group may no longer change, or null. */
function lockedError(group: Group, matches: readonly MatchLike[]): string | null {
  return groupHasResult(group, matches) ? `${groupName(group.letter)} already has a result: its teams can no longer change.` : null;
}

/**
 * Moves a team to another group by hand. Refused when either group already has a result, when the team
 * or the group is unknown, or when the move would leave two groups differing in size by more than one
 * (swap two teams instead).
 * @example moveTeamToGroup(groups, 'd', 'A', []) // { ok: true, groups: [...] }
 * @example moveTeamToGroup(groups, 'd', 'A', playedMatches) // { ok: false, error: 'Group B already has a result: its teams can no longer change.' }
 */
export function moveTeamToGroup(groups: readonly Group[], teamId: string, toLetter: string, matches: readonly MatchLike[]): GroupsChange {
  const from = groups.find((g) => g.teamIds.includes(teamId));
  const to = groups.find((g) => g.letter === toLetter);
  if (!from) return { ok: false, error: 'This team is in no group.' };
  if (!to) return { ok: false, error: `There is no ${groupName(toLetter)}.` };
  if (from === to) return { ok: true, groups: groups.map((g) => ({ ...g, teamIds: [...g.teamIds] })) };
  const locked = lockedError(from, matches) ?? lockedError(to, matches);
  if (locked) return { ok: false, error: locked };
  const next = groups.map((g) => {
    if (g === from) return { ...g, teamIds: g.teamIds.filter((id) => id !== teamId) };
    if (g === to) return { ...g, teamIds: [...g.teamIds, teamId] };
    return { ...g, teamIds: [...g.teamIds] };
  });
  const sizes = next.map((g) => g.teamIds.length);
  if (Math.max(...sizes) - Math.min(...sizes) > 1) return { ok: false, error: 'Groups may differ in size by one team at most: swap two teams instead.' };
  return { ok: true, groups: next };
}

/**
 * Swaps two teams of different groups by hand; refused when either group already has a result.
 * @example swapGroupTeams(groups, 'a', 'd', []) // { ok: true, groups: [...] }
 * @internal Production code outside this entry does not call it: no screen swaps two teams yet (the admin moves one at a time).
 */
export function swapGroupTeams(groups: readonly Group[], teamA: string, teamB: string, matches: readonly MatchLike[]): GroupsChange {
  const groupA = groups.find((g) => g.teamIds.includes(teamA));
  const groupB = groups.find((g) => g.teamIds.includes(teamB));
  if (!groupA || !groupB) return { ok: false, error: 'This team is in no group.' };
  const locked = lockedError(groupA, matches) ?? lockedError(groupB, matches);
  if (locked) return { ok: false, error: locked };
  const swap = (id: string) => (id === teamA ? teamB : id === teamB ? teamA : id);
  return { ok: true, groups: groups.map((g) => ({ ...g, teamIds: g.teamIds.map(swap) })) };
}
