import { generateRoundRobin } from '../league/round-robin';
import type { Group, GroupLegs } from './entities';

/** One generated group match: its group's letter and its matchday (1.., shared by all groups). */
export interface GroupFixture {
  group: string;
  matchday: number;
  homeTeamId: string;
  awayTeamId: string;
}

/**
 * The group stage's matches: each group a round robin of `legs` legs (the league's generator, so every
 * team meets each group opponent once per leg, the second leg mirrored), all groups playing matchday 1
 * first. Ordered by matchday, then group letter. A group of 3 or 5 rests one team a matchday.
 * @example groupFixtures([{ letter: 'A', teamIds: ['a', 'b'] }, { letter: 'B', teamIds: ['c', 'd'] }], 1)
 * // [{ group: 'A', matchday: 1, homeTeamId: 'a', awayTeamId: 'b' }, { group: 'B', matchday: 1, homeTeamId: 'c', awayTeamId: 'd' }]
 */
export function groupFixtures(groups: readonly Group[], legs: GroupLegs): GroupFixture[] {
  const fixtures = groups.flatMap((group) =>
    generateRoundRobin(group.teamIds, legs).map((f) => ({ group: group.letter, matchday: f.round, homeTeamId: f.homeTeamId, awayTeamId: f.awayTeamId })),
  );
  const letterOrder = new Map(groups.map((g, i) => [g.letter, i]));
  return fixtures.sort((a, b) => a.matchday - b.matchday || letterOrder.get(a.group)! - letterOrder.get(b.group)!);
}
