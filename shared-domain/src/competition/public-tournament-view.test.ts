import { describe, expect, it } from 'vitest';
import type { CustomPlayoffRound } from '../playoffs/entities';
import { groupFixturesByTour, publicPlayoffRounds, teamSlotLabel } from './public-tournament-view';

describe('Fixtures & Results tours (spec §2)', () => {
  it('groups league fixtures as "Tour N", rounds ascending, kick-off order inside a round', () => {
    const tours = groupFixturesByTour([
      { id: 'm_c', round: 2, dateISO: '2024-05-08' },
      { id: 'm_b', round: 1 },
      { id: 'm_a', round: 1, dateISO: '2024-05-01', time: '15:00' },
      { id: 'm_d', round: 1, dateISO: '2024-05-01', time: '12:00' },
      { id: 'm_p', round: 3, isPlayoff: true },
    ]);
    expect(tours.map((t) => t.label)).toEqual(['Tour 1', 'Tour 2']);
    expect(tours[0]!.matches.map((m) => m.id)).toEqual(['m_d', 'm_a', 'm_b']);
    expect(tours[1]!.round).toBe(2);
  });

  it.each([
    { round: undefined, expected: 'Tour 1' },
    { round: 0, expected: 'Tour 1' },
    { round: 1.5, expected: 'Tour 1' },
    { round: 12, expected: 'Tour 12' },
  ])('round $round is shown as $expected', ({ round, expected }) => {
    expect(groupFixturesByTour([{ id: 'm', round: round as number }])[0]!.label).toBe(expected);
  });

  it('has no tours without league fixtures', () => {
    expect(groupFixturesByTour([])).toEqual([]);
  });
});

describe('team slot labels', () => {
  const names = new Map([['team_1', 'Rovers']]);
  it.each([
    { id: 'team_1', expected: 'Rovers' },
    { id: 'seed-3', expected: 'Seed 3' },
    { id: 'winner-2', expected: 'Winner of match 2' },
    { id: '', expected: 'TBD' },
    { id: undefined, expected: 'TBD' },
    { id: 'team_deleted', expected: 'Unknown team' },
  ])('$id → $expected', ({ id, expected }) => {
    expect(teamSlotLabel(id, names)).toBe(expected);
  });
});

describe('public Playoff Bracket', () => {
  const m = (id: string, playoffRound: number, playoffMatch: number, home: string, away: string, goals?: [number, number]) => ({
    id,
    homeTeamId: home,
    awayTeamId: away,
    isPlayoff: true,
    playoffRound,
    playoffMatch,
    ...(goals ? { homeGoals: goals[0], awayGoals: goals[1] } : {}),
  });

  it('groups playoff matches by round with the spec round names, marks winners and moves them on', () => {
    const rounds = publicPlayoffRounds({ format: { mode: 'league_playoff' } }, [
      m('f', 1, 0, 'winner-1', 'winner-2'),
      m('s2', 0, 1, 'b', 'c', [0, 2]),
      m('s1', 0, 0, 'a', 'd', [3, 1]),
      { id: 'league', homeTeamId: 'x', awayTeamId: 'y' },
    ]);
    expect(rounds.map((r) => r.name)).toEqual(['1/2 Final', 'Final']);
    expect(rounds[0]!.matches.map((x) => [x.id, x.winner, x.homeGoals, x.awayGoals])).toEqual([
      ['s1', 'home', 3, 1],
      ['s2', 'away', 0, 2],
    ]);
    expect(rounds[1]!.matches[0]).toMatchObject({ id: 'f', homeTeamId: 'a', awayTeamId: 'c', winner: null, bye: false });
  });

  it('keeps "winner of" slots open while a semifinal is undecided or level', () => {
    const rounds = publicPlayoffRounds({ format: { mode: 'league_playoff' } }, [
      m('s1', 0, 0, 'a', 'd', [1, 1]),
      m('s2', 0, 1, 'b', 'c'),
      m('f', 1, 0, 'winner-1', 'winner-2'),
    ]);
    expect(rounds[0]!.matches.map((x) => x.winner)).toEqual([null, null]);
    expect(rounds[1]!.matches[0]).toMatchObject({ homeTeamId: 'winner-1', awayTeamId: 'winner-2' });
  });

  it('uses the stored bracket when it holds the matches, byes included', () => {
    const playoffBracket = [
      { round: 0, matches: [{ matchId: 'q1', homeTeamId: 'a', awayTeamId: 'b' }, { matchId: 'bye', homeTeamId: 'c', awayTeamId: 'c', winner: 'c' }] },
      { round: 1, matches: [{ matchId: 'f', homeTeamId: 'winner-1', awayTeamId: 'winner-2' }] },
    ];
    const rounds = publicPlayoffRounds({ format: { mode: 'swiss_elimination' }, playoffBracket }, [m('q1', 0, 0, 'a', 'b', [0, 1]), m('f', 1, 0, 'winner-1', 'winner-2')]);
    expect(rounds[0]!.matches[1]).toMatchObject({ id: 'bye', bye: true, winner: 'home' });
    expect(rounds[1]!.matches[0]).toMatchObject({ homeTeamId: 'b', awayTeamId: 'c' });
  });

  const customRound = (roundNumber: number, name: string, matches: CustomPlayoffRound['matches']): CustomPlayoffRound => ({
    roundNumber,
    name,
    quantityOfGames: matches.length,
    matches,
  });

  it('uses the custom round names for a custom playoff', () => {
    const format = {
      mode: 'league_custom_playoff' as const,
      customPlayoffConfig: { playoffTeams: 4, enableBye: true, playoffRounds: [customRound(2, 'Grand Final', []), customRound(1, 'Last Four', [])] },
    };
    expect(publicPlayoffRounds({ format }, [m('a', 0, 0, 'x', 'y'), m('b', 1, 0, 'winner-1', 'z')]).map((r) => r.name)).toEqual(['Last Four', 'Grand Final']);
  });

  it('shows a custom playoff from its configuration while it has no match items', () => {
    const format = {
      mode: 'league_custom_playoff' as const,
      customPlayoffConfig: {
        playoffTeams: 4,
        enableBye: true,
        playoffRounds: [customRound(1, 'Semis', [{ id: 'c1', homeTeamId: 't1', awayTeamId: '', isElimination: true }]), customRound(2, 'Empty', [])],
      },
    };
    expect(publicPlayoffRounds({ format }, [])).toEqual([
      { index: 0, name: 'Semis', matches: [{ id: 'c1', homeTeamId: 't1', awayTeamId: '', dateISO: undefined, time: undefined, bye: false, winner: null }] },
    ]);
  });

  it('is empty without playoff matches or custom rounds', () => {
    expect(publicPlayoffRounds({ format: { mode: 'league' } }, [{ id: 'x', homeTeamId: 'a', awayTeamId: 'b' }])).toEqual([]);
  });
});
