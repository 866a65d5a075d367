import { describe, expect, it } from 'vitest';
import { idSource } from '../../test/id-source';
import type { MatchLike } from '../league/standings';
import type { Group, GroupsKnockoutRules } from './entities';
import { buildGroupsKnockout } from './knockout-draw';
import { isKnockoutStarted, knockoutRoundName, swapFirstRoundSides } from './knockout-edit';
import { knockoutLegs } from './knockout-legs';
import { allocateBestPlaced, resolveGroupsKnockout, type KnockoutMatchLike, type ResolvedTie } from './knockout-resolve';

const m = (homeTeamId: string, awayTeamId: string, homeGoals: number, awayGoals: number): MatchLike => ({ homeTeamId, awayTeamId, homeGoals, awayGoals });
const groups: Group[] = [...'ABCD'].map((l) => ({ letter: l, teamIds: [`${l}1`, `${l}2`, `${l}3`] }));
// In each group X1 beats X2 beats X3 (X1 also beats X3).
const groupGames = [...'ABCD'].flatMap((l) => [m(`${l}1`, `${l}2`, 1, 0), m(`${l}2`, `${l}3`, 1, 0), m(`${l}3`, `${l}1`, 0, 1)]);
const rules: GroupsKnockoutRules = { groups, groupLegs: 1, qualifiersPerGroup: 2 };

describe('resolveGroupsKnockout: two-legged ties, away goals, third place', () => {
  const bracket = buildGroupsKnockout(rules, { legsByRound: [1, 2, 1], thirdPlace: true }, idSource('m'));
  const leg = (id: string, homeGoals: number, awayGoals: number, extra: Partial<KnockoutMatchLike> = {}): KnockoutMatchLike & MatchLike => ({
    id,
    homeTeamId: 'x',
    awayTeamId: 'y',
    isPlayoff: true,
    homeGoals,
    awayGoals,
    ...extra,
  });

  it('resolves a group’s sides as soon as that group is complete, not when every group is', () => {
    const onlyA = resolveGroupsKnockout(rules, bracket, groupGames.slice(0, 3), { tieBreakers: 'uefa' });
    expect(onlyA.rounds[0]!.map((t) => [t.home, t.away])).toEqual([
      ['A1', 'group-B-2'],
      ['group-C-1', 'group-D-2'],
      ['group-B-1', 'A2'],
      ['group-D-1', 'group-C-2'],
    ]);
  });

  it('plays the semi-finals over two legs, one decided on away goals with the option on, and names the podium', () => {
    const [qf1, qf2, qf3, qf4] = bracket.rounds[0]!.map((t) => t.matchIds[0]!);
    const [sf1, sf2] = bracket.rounds[1]!;
    const results = [
      ...groupGames,
      leg(qf1!, 2, 0), // A1 beat B2
      leg(qf2!, 0, 1), // D2 beat C1
      leg(qf3!, 1, 1, { homePenalties: 3, awayPenalties: 4 }), // A2 beat B1 on penalties
      leg(qf4!, 3, 0), // D1 beat C2
      // Semi 1, A1 v D2: 1–2 at A1, 0–1 at D2: 2–2, A1 scored 1 away goal, D2 2: D2 through on away goals.
      leg(sf1!.matchIds[0]!, 1, 2),
      leg(sf1!.matchIds[1]!, 0, 1),
      // Semi 2, A2 v D1: 1–1, then 1–1 after extra time: level on away goals too, A2 wins the shoot-out.
      leg(sf2!.matchIds[0]!, 1, 1),
      leg(sf2!.matchIds[1]!, 1, 1, { afterExtraTime: true, homePenalties: 2, awayPenalties: 4 }),
      leg(bracket.rounds[2]![0]!.matchIds[0]!, 2, 2, { afterExtraTime: true, homePenalties: 5, awayPenalties: 3 }), // D2 v A2: D2 on penalties
      leg(bracket.thirdPlace!.matchIds[0]!, 0, 1), // A1 v D1: D1 third
    ];
    const knockout = resolveGroupsKnockout(rules, bracket, results, { tieBreakers: 'uefa', awayGoals: true });
    const row = (t: ResolvedTie) => [t.home, t.away, t.homeGoals, t.awayGoals, t.winner, t.decidedBy];
    expect(knockout.rounds[1]!.map(row)).toEqual([
      ['A1', 'D2', 2, 2, 'D2', 'away-goals'],
      ['A2', 'D1', 2, 2, 'A2', 'penalties'],
    ]);
    expect([knockout.champion, knockout.runnerUp, knockout.third, knockout.fourth]).toEqual(['D2', 'A2', 'D1', 'A1']);
    // The second leg is played at the tie's away side.
    expect(knockoutLegs(knockout).filter((l) => l.tieNumber === sf1!.number).map((l) => [l.roundName, l.leg, l.legCount, l.homeTeamId, l.awayTeamId])).toEqual([
      ['Semi-finals', 1, 2, 'A1', 'D2'],
      ['Semi-finals', 2, 2, 'D2', 'A1'],
    ]);
    // Without the option the first semi is level after both legs: nobody goes on, no champion.
    const off = resolveGroupsKnockout(rules, bracket, results, { tieBreakers: 'uefa' });
    expect(off.rounds[1]![0]!.winner).toBeUndefined();
    expect(off.rounds[2]![0]!.home).toBe('winner-5');
    expect(off.champion).toBeNull();
  });
});

describe('editing the first-round pairings', () => {
  const bracket = buildGroupsKnockout(rules, {}, idSource('m'));

  it('swaps two sides before the knockout starts; later rounds follow', () => {
    const swapped = swapFirstRoundSides(bracket, 'group-B-2', 'group-D-2', []);
    if (!swapped.ok) throw new Error(swapped.error);
    expect(swapped.bracket.rounds[0]!.map((t) => `${t.home} v ${t.away}`)).toEqual(['group-A-1 v group-D-2', 'group-C-1 v group-B-2', 'group-B-1 v group-A-2', 'group-D-1 v group-C-2']);
    expect(swapped.bracket.rounds[1]).toEqual(bracket.rounds[1]);
  });

  it('is refused once a knockout leg has a score, and for a side not in the first round', () => {
    const played = [{ id: bracket.rounds[0]![0]!.matchIds[0]!, homeGoals: 1, awayGoals: 0 }];
    expect(isKnockoutStarted(bracket, played)).toBe(true);
    expect(isKnockoutStarted(bracket, [{ id: 'other', homeGoals: 1, awayGoals: 0 }])).toBe(false);
    expect(swapFirstRoundSides(bracket, 'group-B-2', 'group-D-2', played)).toEqual({ ok: false, error: 'The knockout has started: its pairings can no longer change.' });
    expect(swapFirstRoundSides(bracket, 'winner-1', 'group-D-2', [])).toEqual({ ok: false, error: 'Only sides of the first knockout round can be swapped.' });
  });

  it('names the rounds of a cup', () => {
    expect([0, 1, 2, 3, 4].map((i) => knockoutRoundName(i, 5))).toEqual(['Round of 32', 'Round of 16', 'Quarter-finals', 'Semi-finals', 'Final']);
    expect(knockoutRoundName(4, 5, true)).toBe('Third place');
  });
});

describe('allocateBestPlaced', () => {
  const third = (group: string) => ({ teamId: `${group}3`, group, place: 3 });

  it('gives each slot the best-ranked team it may take, moving down the ranking to avoid a same-group meeting', () => {
    // Slot 1 meets group A's winner, slot 2 group C's: the best third (A) cannot take slot 1.
    expect(allocateBestPlaced([['B', 'C', 'D'], ['A', 'B', 'D']], [third('A'), third('C')])).toEqual(['C3', 'A3']);
    expect(allocateBestPlaced([['B', 'C'], ['A', 'C']], [third('B'), third('A')])).toEqual(['B3', 'A3']);
  });

  it('falls back to the ranking order when no assignment avoids it', () => {
    expect(allocateBestPlaced([['B'], ['B']], [third('A'), third('C')])).toEqual(['A3', 'C3']);
  });
});
