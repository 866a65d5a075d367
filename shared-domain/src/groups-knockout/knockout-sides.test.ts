import { describe, expect, it } from 'vitest';
import { idSource } from '../../test/id-source';
import type { Match } from '../match/entities';
import { buildGroupsKnockout } from './knockout-draw';
import { knockoutLegs } from './knockout-legs';
import { resolveGroupsKnockout } from './knockout-resolve';
import { cupResultsClearedBy, cupSideWrites } from './knockout-sides';
import type { CupTournament } from './resolve-cup';

const groups = [...'ABCD'].map((l) => ({ letter: l, teamIds: [`${l}1`, `${l}2`, `${l}3`] }));
const rules = { groups, groupLegs: 1 as const, qualifiersPerGroup: 2 };
const knockout = buildGroupsKnockout(rules, { legsByRound: [1, 2, 1], thirdPlace: true }, idSource('k'));
const cup: CupTournament = {
  format: {
    mode: 'groups_knockout',
    tieBreakers: 'uefa',
    groupsKnockout: { groupCount: 4, groupLegs: 1, qualifiersPerGroup: 2, knockoutLegs: [1, 2], awayGoals: false, thirdPlaceMatch: true, groups, knockout },
  },
};
const owner = { tournamentId: 't', organizerId: 'o' };
// In each group X1 beats X2 beats X3 (X1 also beats X3), one game per matchday.
const groupGames: Match[] = [...'ABCD'].flatMap((l) =>
  [
    [`${l}1`, `${l}2`],
    [`${l}2`, `${l}3`],
    [`${l}3`, `${l}1`],
  ].map(([home, away], i): Match => ({ id: `${l}-${i + 1}`, ...owner, homeTeamId: home!, awayTeamId: away!, round: i + 1, stage: 'group', group: l, version: 1 })),
);
// The knockout's match items as the group stage stores them: placeholder sides.
const knockoutGames: Match[] = knockoutLegs(resolveGroupsKnockout(rules, knockout, [], { tieBreakers: 'uefa' })).map((leg) => ({
  id: leg.matchId,
  ...owner,
  homeTeamId: leg.homeTeamId,
  awayTeamId: leg.awayTeamId,
  round: 0,
  isPlayoff: true,
  stage: leg.thirdPlace ? 'third_place' : 'knockout',
  version: 1,
}));
const score = (match: Match, homeGoals: number, awayGoals: number): Match => ({ ...match, homeGoals, awayGoals });
const played = (l: string): Match[] => groupGames.filter((m) => m.group === l).map((m) => (m.homeTeamId === `${l}3` ? score(m, 0, 1) : score(m, 1, 0)));
const applied = (matches: readonly Match[]): Match[] => {
  const writes = new Map(cupSideWrites(cup, matches).map((w) => [w.matchId, w]));
  return matches.map((m) => {
    const w = writes.get(m.id);
    return w ? { ...m, homeTeamId: w.homeTeamId, awayTeamId: w.awayTeamId, version: (m.version ?? 1) + 1 } : m;
  });
};
const sidesOf = (matches: readonly Match[], id: string) => {
  const m = matches.find((x) => x.id === id)!;
  return `${m.homeTeamId} v ${m.awayTeamId}`;
};

describe('cupSideWrites: the knockout match items name the teams the results decide', () => {
  it('writes nothing before a group is complete, then the sides of that group only, read at their version', () => {
    expect(cupSideWrites(cup, [...groupGames, ...knockoutGames])).toEqual([]);
    const onlyA = [...played('A'), ...groupGames.filter((m) => m.group !== 'A'), ...knockoutGames];
    expect(cupSideWrites(cup, onlyA)).toEqual([
      { matchId: 'k1', version: 1, homeTeamId: 'A1', awayTeamId: 'group-B-2' },
      { matchId: 'k3', version: 1, homeTeamId: 'group-B-1', awayTeamId: 'A2' },
    ]);
    // Once written, the same results ask for nothing more.
    expect(cupSideWrites(cup, applied(onlyA))).toEqual([]);
  });

  it('moves tie winners on into both legs of a two-legged semi-final, and back to the placeholder when a result is corrected', () => {
    let matches = applied([...'ABCD'].flatMap(played).concat(knockoutGames));
    expect(['k1', 'k2', 'k3', 'k4'].map((id) => sidesOf(matches, id))).toEqual(['A1 v B2', 'C1 v D2', 'B1 v A2', 'D1 v C2']);
    matches = applied(matches.map((m) => (m.id === 'k1' ? score(m, 2, 0) : m)));
    const semi = knockout.rounds[1]![0]!;
    expect(semi.matchIds.map((id) => sidesOf(matches, id))).toEqual(['A1 v winner-2', 'winner-2 v A1']);
    // Clearing the quarter-final's score puts its winner's place back to the placeholder.
    matches = applied(matches.map((m) => (m.id === 'k1' ? { ...m, homeGoals: null, awayGoals: null } : m)));
    expect(semi.matchIds.map((id) => sidesOf(matches, id))).toEqual(['winner-1 v winner-2', 'winner-2 v winner-1']);
  });

  it('writes nothing for another format', () => {
    expect(cupSideWrites({ format: { mode: 'league_playoff' } }, [...'ABCD'].flatMap(played).concat(knockoutGames))).toEqual([]);
  });
});

describe('cupResultsClearedBy: a corrected result that changes who qualified asks before clearing', () => {
  const decided = applied([...'ABCD'].flatMap(played).concat(knockoutGames));
  const withQuarter = applied(decided.map((m) => (m.id === 'k1' ? score(m, 3, 1) : m)));

  it('lists the knockout results whose teams a group result changes, on to the later rounds', () => {
    // A2 beating A1 3–0 makes A2 the winner of Group A: the first quarter-final was A1 v B2.
    const semi = knockout.rounds[1]![0]!;
    const withSemi = withQuarter.map((m) => (m.id === semi.matchIds[0] ? score(m, 1, 1) : m));
    const cleared = cupResultsClearedBy(cup, withSemi, 'A-1', { homeGoals: 0, awayGoals: 3 });
    expect(cleared.map((c) => [c.matchId, c.roundName, c.homeTeamId, c.awayTeamId, c.homeGoals, c.awayGoals])).toEqual([
      ['k1', 'Quarter-finals', 'A1', 'B2', 3, 1],
      [semi.matchIds[0], 'Semi-finals', 'A1', 'winner-2', 1, 1],
    ]);
  });

  it('lists nothing when the edit keeps every pairing', () => {
    expect(cupResultsClearedBy(cup, withQuarter, 'A-1', { homeGoals: 4, awayGoals: 0 })).toEqual([]);
    expect(cupResultsClearedBy(cup, withQuarter, 'k1', { homeGoals: 1, awayGoals: 0 })).toEqual([]);
  });
});
