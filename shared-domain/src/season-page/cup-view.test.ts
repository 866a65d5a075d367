import { describe, expect, it } from 'vitest';
import { worldCupGroupMatches, worldCupGroups, worldCupStage, type WorldCupMatch } from '../../test/world-cup-2022';
import type { Tournament } from '../competition/entities';
import { buildGroupsKnockout, resolveGroupsKnockout } from '../groups-knockout';
import type { Match } from '../match/entities';
import { cupView } from './cup-view';

// The FIFA World Cup 2022 as a stored Groups + Knockout cup (team names are the ids), played up to `stages`.
const settings = { groupCount: 8, groupLegs: 1 as const, qualifiersPerGroup: 2, knockoutLegs: [], awayGoals: false, thirdPlaceMatch: true, groups: worldCupGroups };
let n = 0;
const knockout = buildGroupsKnockout({ ...settings, bestOfPlace: null }, { thirdPlace: true }, () => `ko_${++n}`);
const tournament: Pick<Tournament, 'format' | 'teamIds'> = {
  teamIds: worldCupGroups.flatMap((g) => g.teamIds),
  format: { mode: 'groups_knockout', tieBreakers: 'fifa', groupsKnockout: { ...settings, knockout } },
};
const owner = { tournamentId: 't', organizerId: 'o' };
const groupMatches: Match[] = worldCupGroupMatches.map((m, i) => ({ ...owner, ...m, id: `g_${i}`, round: 1, stage: 'group' }));
const STAGES = ['Round of 16', 'Quarter-finals', 'Semi-finals', 'Final'];

/** The knockout's match items with the real results of the rounds played (`played` of them, the third-place match with the final). */
function knockoutMatches(played: number): Match[] {
  const matches: Match[] = [];
  const result = (home: string, away: string, stage: string): Partial<Match> => {
    const real = worldCupStage(stage).find((m) => [m.homeTeamId, m.awayTeamId].sort().join() === [home, away].sort().join());
    if (!real) return {};
    const same = real.homeTeamId === home;
    const pick = (m: WorldCupMatch) => (same ? [m.homeGoals, m.awayGoals, m.homePenalties, m.awayPenalties] : [m.awayGoals, m.homeGoals, m.awayPenalties, m.homePenalties]);
    const [homeGoals, awayGoals, homePenalties, awayPenalties] = pick(real);
    return { homeGoals, awayGoals, ...(homePenalties !== undefined ? { homePenalties, awayPenalties } : {}), ...(real.afterExtraTime ? { afterExtraTime: true } : {}) };
  };
  for (let round = 0; round < 4; round++) {
    const resolved = resolveGroupsKnockout({ ...settings, bestOfPlace: null }, knockout, [...groupMatches, ...matches], { tieBreakers: 'fifa' });
    const ties = [...resolved.rounds[round]!, ...(round === 3 && resolved.thirdPlace ? [resolved.thirdPlace] : [])];
    for (const tie of ties) {
      const stage = tie === resolved.thirdPlace ? 'Match for third place' : STAGES[round]!;
      const fields = round < played ? result(tie.home, tie.away, stage) : {};
      matches.push({ ...owner, id: tie.matchIds[0]!, homeTeamId: tie.home, awayTeamId: tie.away, round: 0, isPlayoff: true, stage: 'knockout', playoffRound: round, ...fields });
    }
  }
  return matches;
}

describe('the public view of a Groups + Knockout cup (issue 24), on the World Cup 2022', () => {
  it('shows every group table by the FIFA preset with its qualification zone, and the round of 16 from group positions', () => {
    const view = cupView(tournament, [...groupMatches, ...knockoutMatches(0)])!;
    expect(view.groups.map((g) => g.name)).toEqual(['Group A', 'Group B', 'Group C', 'Group D', 'Group E', 'Group F', 'Group G', 'Group H']);
    const groupA = view.groups[0]!;
    expect(groupA.rows.map((r) => [r.teamId, r.points])).toEqual([['Netherlands', 7], ['Senegal', 6], ['Ecuador', 4], ['Qatar', 0]]);
    expect(groupA.qualified).toEqual(['Netherlands', 'Senegal']);
    expect(view.knockout.map((r) => r.name)).toEqual(['Round of 16', 'Quarter-finals', 'Semi-finals', 'Final']);
    expect(view.knockout[0]!.ties[0]).toMatchObject({ home: { teamId: 'Netherlands' }, away: { teamId: 'USA' } });
    expect(view.knockout[1]!.ties[0]).toMatchObject({ home: { label: 'Winner match 1' } });
    expect(view.champion).toBeNull();
  });

  it('a side stays a placeholder until its own group is complete', () => {
    const withoutLastOfB = groupMatches.filter((m) => !(m.group === 'B' && m === groupMatches.filter((g) => g.group === 'B').at(-1)));
    const tie = cupView(tournament, withoutLastOfB)!.knockout[0]!.ties[0]!;
    expect(tie.home).toEqual({ teamId: 'Netherlands', label: 'Netherlands' });
    expect(tie.away).toEqual({ label: 'Runner-up Group B' });
  });

  it('names Argentina champion after the final, 3–3 a.e.t. and 4–2 on penalties, and Croatia third', () => {
    const view = cupView(tournament, [...groupMatches, ...knockoutMatches(4)])!;
    const final = view.knockout[3]!.ties[0]!;
    expect(final.legs[0]!.score).toBe('3–3 a.e.t. (4–2 pens)');
    expect(view.champion).toBe('Argentina');
    expect(view.third).toBe('Croatia');
    expect(view.thirdPlace?.name).toBe('Third place');
  });
});
