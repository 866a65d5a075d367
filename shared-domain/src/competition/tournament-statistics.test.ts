import { describe, expect, it } from 'vitest';
import type { GoalEvent } from '../match/entities';
import type { Player } from '../people/entities';
import { computeTournamentStatistics, tallyPlayers } from './tournament-statistics';

const player = (id: string, isPublic = true): Player => ({ id, firstName: id.toUpperCase(), lastName: 'X', position: 'Forward', isPublic, createdAtISO: '' });
const goal = (playerId: string, assistPlayerId?: string, type: GoalEvent['type'] = 'goal'): GoalEvent => ({
  id: `${playerId}-${assistPlayerId}`,
  team: 'home',
  playerId,
  minute: 10,
  type,
  goalNumber: 1,
  ...(assistPlayerId ? { assistPlayerId } : {}),
});
/** One player of a squad with this many goals and assists: `[id, goals, assists]`. */
type Line = [id: string, goals: number, assists: number];
const times = <T>(n: number, make: () => T): T[] => Array.from({ length: n }, make);
/** The three tabs for one squad in row order; an assist comes with a goal of nobody, which counts for no one. */
const statsOf = (lines: Line[]) =>
  computeTournamentStatistics(
    [{ id: 't', players: lines.map(([id]) => player(id)) }],
    [{ goals: lines.flatMap(([id, goals, assists]) => [...times(goals, () => goal(id)), ...times(assists, () => goal('', id))]) }],
  );
const ids = (rows: readonly { playerId: string }[]) => rows.map((r) => r.playerId);

describe('tallyPlayers: goals and assists from goal events', () => {
  const teams = [
    { id: 't1', players: [player('a'), player('b')] },
    { id: 't2', players: [player('c', false)] },
  ];
  const matches = [{ goals: [goal('a', 'b'), goal('a'), goal('c', 'a')] }, { goals: [goal('b', undefined, 'own_goal'), goal('', 'a')] }, {}];

  it('counts goals and assists, ignoring own goals and empty players', () => {
    expect(tallyPlayers(teams, matches)).toEqual([
      { playerId: 'a', teamId: 't1', name: 'A X', goals: 2, assists: 2 },
      { playerId: 'b', teamId: 't1', name: 'B X', goals: 0, assists: 1 },
      { playerId: 'c', teamId: 't2', name: 'C X', goals: 1, assists: 0 },
    ]);
  });

  it('leaves out hidden players on public pages', () => {
    expect(tallyPlayers(teams, matches, { publicOnly: true }).map((r) => r.playerId)).toEqual(['a', 'b']);
  });
});

describe('public tournament statistics (spec §2, §9)', () => {
  it('sorts All Players by goals, then assists, keeping squad order for equals', () => {
    const stats = statsOf([['a', 1, 0], ['b', 3, 0], ['c', 1, 2], ['d', 1, 0], ['e', 0, 5]]);
    expect(ids(stats.allPlayers)).toEqual(['b', 'c', 'a', 'd', 'e']);
  });

  it('caps Top Scorers and Top Assists at 5', () => {
    const stats = statsOf(Array.from({ length: 8 }, (_, i): Line => [`p${i}`, i + 1, 8 - i]));
    expect(ids(stats.topScorers)).toEqual(['p7', 'p6', 'p5', 'p4', 'p3']);
    expect(ids(stats.topAssists)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect(stats.allPlayers).toHaveLength(8);
  });

  it('lists only players who scored or assisted', () => {
    const stats = statsOf([['a', 0, 0], ['b', 1, 0], ['c', 0, 1]]);
    expect(ids(stats.topScorers)).toEqual(['b']);
    expect(ids(stats.topAssists)).toEqual(['c']);
  });

  it('breaks equal assists by goals', () => {
    expect(ids(statsOf([['a', 0, 2], ['b', 3, 2]]).topAssists)).toEqual(['b', 'a']);
  });

  it('computes all three tabs at once', () => {
    const result = computeTournamentStatistics([{ id: 't', players: [player('a'), player('b')] }], [{ goals: [goal('b', 'a')] }]);
    expect(result.allPlayers.map((r) => r.playerId)).toEqual(['b', 'a']);
    expect(result.topScorers.map((r) => r.playerId)).toEqual(['b']);
    expect(result.topAssists.map((r) => r.playerId)).toEqual(['a']);
  });
});
