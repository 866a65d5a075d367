import { describe, expect, it } from 'vitest';
import { idSource } from '../../test/id-source';
import { worldCupGroupMatches, worldCupGroups, worldCupMatches, type WorldCupMatch } from '../../test/world-cup-2022';
import type { MatchLike } from '../league/standings';
import type { GroupsKnockoutBracket, GroupsKnockoutRules } from './entities';
import { groupTable } from './group-table';
import { buildGroupsKnockout } from './knockout-draw';
import { knockoutRoundName } from './knockout-edit';
import { knockoutLegs } from './knockout-legs';
import { legScoreText } from './knockout-ties';
import { resolveGroupsKnockout, type KnockoutMatchLike } from './knockout-resolve';

// FIFA's published final group standings of the 2022 World Cup, typed by hand (not computed): team, points, goal difference.
const OFFICIAL: Record<string, [team: string, points: number, goalDifference: number][]> = {
  A: [['Netherlands', 7, 4], ['Senegal', 6, 1], ['Ecuador', 4, 1], ['Qatar', 0, -6]],
  B: [['England', 7, 7], ['USA', 5, 1], ['Iran', 3, -3], ['Wales', 1, -5]],
  C: [['Argentina', 6, 3], ['Poland', 4, 0], ['Mexico', 4, -1], ['Saudi Arabia', 3, -2]],
  D: [['France', 6, 3], ['Australia', 6, -1], ['Tunisia', 4, 0], ['Denmark', 1, -2]],
  E: [['Japan', 6, 1], ['Spain', 4, 6], ['Germany', 4, 1], ['Costa Rica', 3, -8]],
  F: [['Morocco', 7, 3], ['Croatia', 5, 3], ['Belgium', 4, -1], ['Canada', 0, -5]],
  G: [['Brazil', 6, 2], ['Switzerland', 6, 1], ['Cameroon', 4, 0], ['Serbia', 1, -3]],
  H: [['Portugal', 6, 2], ['South Korea', 4, 0], ['Uruguay', 4, 0], ['Ghana', 3, -2]],
};

// The eight round-of-16 games as they were played (home side first as FIFA listed them).
const REAL_ROUND_OF_16 = [
  ['Netherlands', 'USA'],
  ['Argentina', 'Australia'],
  ['Japan', 'Croatia'],
  ['Brazil', 'South Korea'],
  ['England', 'Senegal'],
  ['France', 'Poland'],
  ['Morocco', 'Spain'],
  ['Portugal', 'Switzerland'],
];

const rules: GroupsKnockoutRules = { groups: worldCupGroups, groupLegs: 1, qualifiersPerGroup: 2 };

describe('the 2022 World Cup group stage with the FIFA preset', () => {
  it.each(Object.entries(OFFICIAL))('Group %s equals the official table (positions, points, goal difference)', (letter, official) => {
    const group = worldCupGroups.find((g) => g.letter === letter)!;
    const table = groupTable(group, worldCupGroupMatches, 'fifa');
    expect(table.map((r) => [r.teamId, r.points, r.goalsFor - r.goalsAgainst])).toEqual(official);
    expect(table.every((r) => r.played === 3)).toBe(true);
  });
});

/** The real result of the game between the tie's two teams, turned to the tie's sides, as the leg `id`. */
function realLeg(id: string, home: string, away: string): KnockoutMatchLike & MatchLike {
  const real = worldCupMatches.find((m: WorldCupMatch) => m.group === undefined && [m.homeTeamId, m.awayTeamId].sort().join() === [home, away].sort().join());
  if (!real) throw new Error(`${home} v ${away} was not played`);
  const same = real.homeTeamId === home;
  return {
    id,
    homeTeamId: home,
    awayTeamId: away,
    isPlayoff: true,
    homeGoals: same ? real.homeGoals : real.awayGoals,
    awayGoals: same ? real.awayGoals : real.homeGoals,
    homePenalties: (same ? real.homePenalties : real.awayPenalties) ?? null,
    awayPenalties: (same ? real.awayPenalties : real.homePenalties) ?? null,
    afterExtraTime: real.afterExtraTime ?? false,
  };
}

describe('the 2022 World Cup knockout from group positions', () => {
  const bracket: GroupsKnockoutBracket = buildGroupsKnockout(rules, { thirdPlace: true }, idSource('m'));
  const resolve = (matches: readonly (KnockoutMatchLike & MatchLike)[]) => resolveGroupsKnockout(rules, bracket, [...worldCupGroupMatches, ...matches], { tieBreakers: 'fifa' });

  it('has the round of 16, quarter-finals, semi-finals, the final and the match for third place', () => {
    expect(bracket.rounds.map((r, i) => `${knockoutRoundName(i, bracket.rounds.length)}: ${r.length}`)).toEqual([
      'Round of 16: 8',
      'Quarter-finals: 4',
      'Semi-finals: 2',
      'Final: 1',
    ]);
    expect(bracket.thirdPlace).toMatchObject({ home: 'loser-13', away: 'loser-14' });
  });

  it('pairs 1A v 2B, 1C v 2D, … and gives the eight real round-of-16 games', () => {
    expect(bracket.rounds[0]!.map((t) => `${t.home} v ${t.away}`)).toEqual([
      'group-A-1 v group-B-2',
      'group-C-1 v group-D-2',
      'group-E-1 v group-F-2',
      'group-G-1 v group-H-2',
      'group-B-1 v group-A-2',
      'group-D-1 v group-C-2',
      'group-F-1 v group-E-2',
      'group-H-1 v group-G-2',
    ]);
    expect(resolve([]).rounds[0]!.map((t) => [t.home, t.away])).toEqual(REAL_ROUND_OF_16);
    expect(knockoutLegs(resolve([]))[0]).toEqual({ matchId: 'm1', tieNumber: 1, round: 0, roundName: 'Round of 16', leg: 1, legCount: 1, homeTeamId: 'Netherlands', awayTeamId: 'USA', thirdPlace: false });
  });

  it('resolves each group’s sides as that group completes: before Group H’s last games, only its two sides wait', () => {
    const lastH = worldCupGroupMatches.filter((x) => x.group === 'H').slice(-2);
    const open = resolveGroupsKnockout(rules, bracket, worldCupGroupMatches.filter((x) => !lastH.includes(x)), { tieBreakers: 'fifa' });
    expect(open.rounds[0]!.map((t) => [t.home, t.away])).toEqual(
      REAL_ROUND_OF_16.map(([h, a]) => [h === 'Portugal' ? 'group-H-1' : h, a === 'South Korea' ? 'group-H-2' : a]),
    );
  });

  it('entering the real results round by round names Argentina champion, France runner-up, Croatia third', () => {
    const played: (KnockoutMatchLike & MatchLike)[] = [];
    for (let round = 0; round < bracket.rounds.length; round++) {
      for (const tie of resolve(played).rounds[round]!) played.push(realLeg(tie.matchIds[0]!, tie.home, tie.away));
    }
    const third = resolve(played).thirdPlace!;
    played.push(realLeg(third.matchIds[0]!, third.home, third.away));
    const knockout = resolve(played);
    expect(knockout.rounds[1]!.map((t) => t.winner)).toEqual(['Argentina', 'Croatia', 'France', 'Morocco']);
    expect(knockout.rounds[0]![2]).toMatchObject({ home: 'Japan', away: 'Croatia', homeGoals: 1, awayGoals: 1, homePenalties: 1, awayPenalties: 3, winner: 'Croatia', decidedBy: 'penalties' });
    expect(knockout.rounds[3]![0]).toMatchObject({ home: 'Argentina', away: 'France', homeGoals: 3, awayGoals: 3, homePenalties: 4, awayPenalties: 2, decidedBy: 'penalties' });
    const final = played.find((x) => x.id === knockout.rounds[3]![0]!.matchIds[0])!;
    expect(legScoreText(final)).toBe('3–3 a.e.t. (4–2 pens)');
    expect(knockout.thirdPlace).toMatchObject({ home: 'Croatia', away: 'Morocco', winner: 'Croatia', decidedBy: 'goals' });
    expect([knockout.champion, knockout.runnerUp, knockout.third, knockout.fourth]).toEqual(['Argentina', 'France', 'Croatia', 'Morocco']);
    expect(knockoutLegs(knockout).slice(-2)).toEqual([
      { matchId: 'm16', tieNumber: 16, round: 3, roundName: 'Third place', leg: 1, legCount: 1, homeTeamId: 'Croatia', awayTeamId: 'Morocco', thirdPlace: true },
      { matchId: 'm15', tieNumber: 15, round: 3, roundName: 'Final', leg: 1, legCount: 1, homeTeamId: 'Argentina', awayTeamId: 'France', thirdPlace: false },
    ]);
  });
});
