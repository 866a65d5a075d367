import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Match } from '../match/entities';
import type { BracketRound } from './entities';
import { resolveBracket, applyResultsToBracket } from './playoff-bracket';
import { CLEARED_RESULT, resultsClearedBy } from './result-changes';
import { customResultsClearedBy, knockoutResultsClearedBy } from '../playoff-editing/custom-result-changes';

const item = (id: string, round: number, index: number, home: string, away: string, extra: Partial<Match> = {}): Match => ({
  id,
  tournamentId: 't',
  organizerId: 'o',
  round: 10 + round,
  isPlayoff: true,
  playoffRound: round,
  playoffMatch: index,
  homeTeamId: home,
  awayTeamId: away,
  ...extra,
});

// Eight teams: quarter-finals q1..q4, semi-finals s1 (winner-1 v winner-2), s2 (winner-3 v winner-4), final.
const bracket: BracketRound[] = [
  {
    round: 0,
    matches: [
      { matchId: 'q1', homeTeamId: 'a', awayTeamId: 'h' },
      { matchId: 'q2', homeTeamId: 'd', awayTeamId: 'e' },
      { matchId: 'q3', homeTeamId: 'b', awayTeamId: 'g' },
      { matchId: 'q4', homeTeamId: 'c', awayTeamId: 'f' },
    ],
  },
  { round: 1, matches: [{ matchId: 's1', homeTeamId: 'winner-1', awayTeamId: 'winner-2' }, { matchId: 's2', homeTeamId: 'winner-3', awayTeamId: 'winner-4' }] },
  { round: 2, matches: [{ matchId: 'f', homeTeamId: 'winner-5', awayTeamId: 'winner-6' }] },
];
const played = (): Match[] => [
  item('q1', 0, 0, 'a', 'h', { homeGoals: 2, awayGoals: 0 }),
  item('q2', 0, 1, 'd', 'e', { homeGoals: 1, awayGoals: 0 }),
  item('q3', 0, 2, 'b', 'g', { homeGoals: 3, awayGoals: 1 }),
  item('q4', 0, 3, 'c', 'f', { homeGoals: 0, awayGoals: 1 }),
  item('s1', 1, 0, 'winner-1', 'winner-2', { homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 }),
  item('s2', 1, 1, 'winner-3', 'winner-4', { homeGoals: 2, awayGoals: 1, goals: [{ id: 'g1', team: 'home', playerId: 'p', minute: 9, type: 'goal', goalNumber: 1 }] }),
  item('f', 2, 0, 'winner-5', 'winner-6', { homeGoals: 2, awayGoals: 1 }),
];

describe('resultsClearedBy', () => {
  it('clears nothing when the winner stays the same', () => {
    expect(resultsClearedBy(bracket, played(), 'q1', { homeGoals: 5 })).toEqual([]);
    expect(resultsClearedBy(bracket, played(), 'f', { homeGoals: 0 })).toEqual([]);
  });

  it('lists the later game whose teams change, as it was played', () => {
    expect(resultsClearedBy(bracket, played(), 's2', { homeGoals: 0 })).toEqual([
      { matchId: 'f', roundName: 'Final', homeTeamId: 'a', awayTeamId: 'b', homeGoals: 2, awayGoals: 1 },
    ]);
  });

  it('follows the change through every round: a quarter-final can clear the semi-final and the final', () => {
    const cleared = resultsClearedBy(bracket, played(), 'q1', { homeGoals: 0, awayGoals: 1 });
    expect(cleared.map((c) => [c.matchId, c.roundName, c.homeTeamId, c.awayTeamId])).toEqual([
      ['s1', '1/2 Final', 'a', 'd'],
      ['f', 'Final', 'a', 'b'],
    ]);
    expect(cleared[0]).toMatchObject({ homePenalties: 4, awayPenalties: 3 });
  });

  it('clears a later game when a result is removed, and when a shoot-out changes its winner', () => {
    expect(resultsClearedBy(bracket, played(), 's1', { homeGoals: null }).map((c) => c.matchId)).toEqual(['f']);
    expect(resultsClearedBy(bracket, played(), 's1', { homePenalties: 2 }).map((c) => c.matchId)).toEqual(['f']);
  });

  it('leaves games without any result out (their new teams simply show)', () => {
    const unplayedFinal = played().map((m) => (m.id === 'f' ? { ...m, homeGoals: undefined, awayGoals: undefined } : m));
    expect(resultsClearedBy(bracket, unplayedFinal, 's2', { homeGoals: 0 })).toEqual([]);
  });

  it('after clearing what it lists, no game shows a result its teams did not play (property)', () => {
    const goals = fc.integer({ min: 0, max: 3 });
    fc.assert(
      fc.property(fc.constantFrom('q1', 'q2', 'q3', 'q4', 's1', 's2'), goals, goals, (edited, home, away) => {
        const matches = played();
        const cleared = new Set(resultsClearedBy(bracket, matches, edited, { homeGoals: home, awayGoals: away }).map((c) => c.matchId));
        const teamsOf = (list: Match[]) =>
          new Map(resolveBracket(applyResultsToBracket(bracket, list), []).flatMap((r) => r.matches.map((m) => [m.matchId, `${m.homeTeamId}|${m.awayTeamId}`])));
        const before = teamsOf(matches);
        const after = matches.map((m) => (m.id === edited ? { ...m, homeGoals: home, awayGoals: away } : cleared.has(m.id) ? { ...m, ...CLEARED_RESULT } : m));
        const afterTeams = teamsOf(after as Match[]);
        for (const m of after) {
          const scored = m.homeGoals !== null && m.homeGoals !== undefined;
          if (m.id !== edited && scored) expect(afterTeams.get(m.id)).toBe(before.get(m.id));
        }
      }),
    );
  });
});

describe('customResultsClearedBy (issue 22)', () => {
  const config = {
    playoffTeams: 4,
    enableBye: true,
    playoffRounds: [
      { roundNumber: 1, name: 'Semi-finals', quantityOfGames: 2, matches: [{ id: 's1', homeTeamId: 'a', awayTeamId: 'b', isElimination: true }, { id: 's2', homeTeamId: 'c', awayTeamId: 'd', isElimination: true }] },
      { roundNumber: 2, name: 'Final', quantityOfGames: 1, matches: [{ id: 'f', homeTeamId: 'winner-of:s1', awayTeamId: 'winner-of:s2', isElimination: true }] },
    ],
  };
  const item = (id: string, home: string, away: string, homeGoals: number, awayGoals: number) => ({ id, isPlayoff: true, homeTeamId: home, awayTeamId: away, homeGoals, awayGoals });
  const matches = [item('s1', 'a', 'b', 2, 0), item('s2', 'c', 'd', 1, 0), item('f', 'a', 'c', 3, 1)];

  it('lists the final when a semi-final changes its winner, and nothing when the winner stays', () => {
    expect(customResultsClearedBy({ config, seeds: [] }, matches, { matchId: 's1', fields: { homeGoals: 0, awayGoals: 1 } })).toEqual([
      { matchId: 'f', roundName: 'Final', homeTeamId: 'a', awayTeamId: 'c', homeGoals: 3, awayGoals: 1 },
    ]);
    expect(customResultsClearedBy({ config, seeds: [] }, matches, { matchId: 's1', fields: { homeGoals: 3, awayGoals: 0 } })).toEqual([]);
  });

  it('lists a played game whose team is picked anew, and the games after it', () => {
    const changed = { ...config, playoffRounds: config.playoffRounds.map((r) => (r.roundNumber === 1 ? { ...r, matches: [{ ...r.matches[0]!, awayTeamId: 'e' }, r.matches[1]!] } : r)) };
    expect(customResultsClearedBy({ config, seeds: [] }, matches, { config: changed }).map((c) => c.matchId)).toEqual(['s1', 'f']);
  });
});

describe('knockoutResultsClearedBy', () => {
  it('follows the custom playoff’s references in league_custom_playoff, the bracket otherwise', () => {
    const config = {
      playoffTeams: 4,
      enableBye: false,
      playoffRounds: [
        { roundNumber: 1, name: 'Semis', quantityOfGames: 2, matches: [{ id: 's1', homeTeamId: 'a', awayTeamId: 'b', isElimination: true }, { id: 's2', homeTeamId: 'c', awayTeamId: 'd', isElimination: true }] },
        { roundNumber: 2, name: 'Final', quantityOfGames: 1, matches: [{ id: 'f', homeTeamId: 'winner-of:s1', awayTeamId: 'winner-of:s2', isElimination: true }] },
      ],
    };
    const played = (id: string, home: string, away: string, homeGoals: number, awayGoals: number) => ({ id, isPlayoff: true, homeTeamId: home, awayTeamId: away, homeGoals, awayGoals });
    const matches = [played('s1', 'a', 'b', 1, 0), played('s2', 'c', 'd', 1, 0), played('f', 'a', 'c', 2, 0)];
    const custom = { format: { mode: 'league_custom_playoff', customPlayoffConfig: config }, teamIds: ['a', 'b', 'c', 'd'] };
    expect(knockoutResultsClearedBy(custom, matches, 's1', { homeGoals: 0, awayGoals: 1 }).map((c) => c.matchId)).toEqual(['f']);
    expect(knockoutResultsClearedBy({ ...custom, format: { mode: 'league_playoff' } }, matches, 's1', { homeGoals: 0, awayGoals: 1 })).toEqual([]);
  });
});
